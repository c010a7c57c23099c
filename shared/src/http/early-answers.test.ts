import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { EARLY_ANSWER_MAX_AGE_MS, endpoints, offerEarlyAnswer } from '@palco/contracts';
import { bus } from '../events/bus';
import { createSessionStore } from '../session/session-store';
import { createAxiosClient } from './axios-client';
import { earlyAnswerPath } from './early-answers';
import { API_TIMEOUT_MS, callEndpoint, createHttpClient } from './http-client';

// The real axios client, counted: a page drawn from early answers never builds one.
jest.mock('./axios-client', () => {
  const actual = jest.requireActual<typeof import('./axios-client')>('./axios-client');
  return { createAxiosClient: jest.fn(actual.createAxiosClient) };
});

const SECTION = { id: 'home', name: 'Início', slug: 'inicio', screen: 'scr-home', sub_menu: [] };

/** The client every app uses, with a network that answers every call with `body` and records what it saw. */
function clientWithNetwork(body: unknown, signedIn = false) {
  const session = createSessionStore();
  if (signedIn) session.getState().signIn('tok-1');
  const network = jest.fn<Promise<AxiosResponse>, [InternalAxiosRequestConfig]>(async (config) =>
    Promise.resolve({ data: body, status: 200, statusText: 'OK', headers: {}, config }),
  );
  const client = createHttpClient({
    session,
    bus,
    endSession: jest.fn(),
    deviceId: () => 'dev-1',
    adapter: network,
  });
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

  it('draws a page from early answers without loading axios, and loads it once for the first network call', async () => {
    const loads = jest.mocked(createAxiosClient);
    loads.mockClear();
    offerEarlyAnswer('/api/v1/content/section/home', early(SECTION));
    const { client, network } = clientWithNetwork(SECTION);
    await callEndpoint(client, endpoints.getSection, { params: { id: 'home' } });
    expect(loads).not.toHaveBeenCalled();
    await callEndpoint(client, endpoints.getSection, { params: { id: 'home' } });
    await client.get('/v1/setting');
    expect(loads).toHaveBeenCalledTimes(1);
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('reads an early body as axios reads the network’s: JSON, unless text was asked for', async () => {
    offerEarlyAnswer('/api/v1/a', Promise.resolve(new Response('{"n":1}')));
    offerEarlyAnswer('/api/v1/b', Promise.resolve(new Response('{"n":1}')));
    offerEarlyAnswer('/api/v1/c', Promise.resolve(new Response('not json')));
    const { client, network } = clientWithNetwork(null);
    await expect(client.get('/v1/a')).resolves.toMatchObject({ data: { n: 1 }, status: 200 });
    await expect(client.get('/v1/b', { responseType: 'text' })).resolves.toMatchObject({ data: '{"n":1}' });
    await expect(client.get('/v1/c')).resolves.toMatchObject({ data: 'not json' });
    expect(network).not.toHaveBeenCalled();
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
    await jest.advanceTimersByTimeAsync(API_TIMEOUT_MS);
    await expect(call).resolves.toEqual(SECTION);
    expect(network).toHaveBeenCalledTimes(1);
  });
});

describe('earlyAnswerPath', () => {
  it('joins the base and the path as axios does, for a visitor’s plain GET only', () => {
    expect(earlyAnswerPath({ url: '/v1/setting' }, '/api', false)).toBe('/api/v1/setting');
    expect(earlyAnswerPath({ url: 'v1/setting', method: 'GET' }, '/api/', false)).toBe('/api/v1/setting');
    expect(earlyAnswerPath({ url: '/v1/setting', params: { lang: undefined } }, '/api', false)).toBe(
      '/api/v1/setting',
    );
    expect(earlyAnswerPath({ url: '/v1/setting' }, '/api', true)).toBeUndefined();
    expect(earlyAnswerPath({ url: '/v1/setting', method: 'post' }, '/api', false)).toBeUndefined();
    expect(earlyAnswerPath({ url: '/v1/x', params: { page: 2 } }, '/api', false)).toBeUndefined();
    expect(
      earlyAnswerPath({ url: '/v1/x', headers: { Authorization: 'Bearer t' } }, '/api', false),
    ).toBeUndefined();
    expect(earlyAnswerPath({ url: '/v1/x', responseType: 'blob' }, '/api', false)).toBeUndefined();
    expect(earlyAnswerPath({ url: 'https://elsewhere.example/v1/x' }, '/api', false)).toBeUndefined();
  });
});
