import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { EARLY_ANSWER_MAX_AGE_MS, endpoints, offerEarlyAnswer } from '@palco/contracts';
import { bus } from '../events/bus';
import { createSessionStore } from '../session/session-store';
import { withEarlyAnswers } from './early-answers';
import { callEndpoint, createHttpClient } from './http-client';

const SECTION = { id: 'home', name: 'Início', slug: 'inicio', screen: 'scr-home', sub_menu: [] };

/** The client every app uses, with a network that answers every call with `body` and records what it saw. */
function clientWithNetwork(body: unknown, signedIn = false) {
  const session = createSessionStore();
  if (signedIn) session.getState().signIn('tok-1');
  const client = createHttpClient({ session, bus, endSession: jest.fn(), deviceId: () => 'dev-1' });
  const network = jest.fn<Promise<AxiosResponse>, [InternalAxiosRequestConfig]>(async (config) =>
    Promise.resolve({ data: body, status: 200, statusText: 'OK', headers: {}, config }),
  );
  client.defaults.adapter = withEarlyAnswers(() => network as AxiosAdapter);
  return { client, network };
}

const early = (body: unknown, init?: ResponseInit) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' }, ...init }),
  );

afterEach(() => {
  delete window.palcoEarlyAnswers;
  localStorage.clear();
  jest.useRealTimers();
});

describe("the HTTP client and the first script's early answers", () => {
  it('takes the answer the first script already has, checked by the schema like any other, once', async () => {
    offerEarlyAnswer('/api/v1/content/section/home', early(SECTION));
    const { client, network } = clientWithNetwork({ ...SECTION, name: 'from the network' });
    await expect(callEndpoint(client, endpoints.getSection, { params: { id: 'home' } })).resolves.toEqual(
      SECTION,
    );
    expect(network).not.toHaveBeenCalled();
    // A second call for the same address (a revalidation) goes to the network.
    await expect(
      callEndpoint(client, endpoints.getSection, { params: { id: 'home' } }),
    ).resolves.toMatchObject({
      name: 'from the network',
    });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it("leaves a signed-in viewer's call to the network: the early answer is a visitor's", async () => {
    offerEarlyAnswer('/api/v1/content/section/home', early(SECTION));
    const { client, network } = clientWithNetwork({ ...SECTION, name: 'for the viewer' }, true);
    await expect(
      callEndpoint(client, endpoints.getSection, { params: { id: 'home' } }),
    ).resolves.toMatchObject({
      name: 'for the viewer',
    });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('asks the network for an answer offered too long ago, which its page never took', async () => {
    offerEarlyAnswer(
      '/api/v1/content/section/home',
      early({ ...SECTION, name: 'old' }),
      window,
      Date.now() - EARLY_ANSWER_MAX_AGE_MS - 1,
    );
    const { client, network } = clientWithNetwork(SECTION);
    await expect(callEndpoint(client, endpoints.getSection, { params: { id: 'home' } })).resolves.toEqual(
      SECTION,
    );
    expect(network).toHaveBeenCalledTimes(1);
    expect(window.palcoEarlyAnswers?.size).toBe(0);
  });

  it('asks the network when the early call failed', async () => {
    offerEarlyAnswer('/api/v1/content/section/home', Promise.resolve(undefined));
    const { client, network } = clientWithNetwork(SECTION);
    await expect(callEndpoint(client, endpoints.getSection, { params: { id: 'home' } })).resolves.toEqual(
      SECTION,
    );
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('asks the network for another address, and for anything but a GET', async () => {
    offerEarlyAnswer('/api/v1/content/section/home', early(SECTION));
    const { client, network } = clientWithNetwork(SECTION);
    await callEndpoint(client, endpoints.getSection, { params: { id: 'exclusivos' } });
    await client.post('/v1/content/section/home');
    expect(network).toHaveBeenCalledTimes(2);
    expect(window.palcoEarlyAnswers?.has('/api/v1/content/section/home')).toBe(true);
  });

  it('asks the network when the early call has not answered within the call’s timeout', async () => {
    jest.useFakeTimers();
    offerEarlyAnswer('/api/v1/content/section/home', new Promise(() => undefined));
    const { client, network } = clientWithNetwork(SECTION);
    const call = callEndpoint(client, endpoints.getSection, { params: { id: 'home' } });
    await jest.advanceTimersByTimeAsync(client.defaults.timeout ?? 0);
    await expect(call).resolves.toEqual(SECTION);
    expect(network).toHaveBeenCalledTimes(1);
  });
});
