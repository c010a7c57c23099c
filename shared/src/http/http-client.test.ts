import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import {
  endpoints,
  type Account,
  type ContentItem,
  type EndpointDef,
  type FavoriteState,
  type PalcoEvents,
  type SeasonPage,
} from '@palco/contracts';
import { bus } from '../events/bus';
import { createSessionStore } from '../session/session-store';
import { ApiError } from './api-error';
import { callEndpoint, createHttpClient, type HttpClient, type HttpClientDeps } from './http-client';

/** The client every app uses, on a network a test may swap (`net.adapter`). */
function clientOn(deps: HttpClientDeps): { client: HttpClient; net: { adapter: AxiosAdapter } } {
  const net: { adapter: AxiosAdapter } = { adapter: respond(200, {}) };
  const client = createHttpClient({ ...deps, adapter: (config) => net.adapter(config) });
  return { client, net };
}

function respond(status: number, data: unknown): AxiosAdapter {
  return async (config: InternalAxiosRequestConfig) => {
    const response: AxiosResponse = { status, statusText: '', data, headers: {}, config };
    if (status >= 400) throw new AxiosError('Request failed', String(status), config, null, response);
    return response;
  };
}

describe('http client', () => {
  beforeEach(() => localStorage.clear());

  it('sends the section 7 headers and the bearer token', async () => {
    const session = createSessionStore();
    session.getState().signIn('tok-1');
    const { client, net } = clientOn({ session, bus, endSession: jest.fn(), deviceId: () => 'dev-9' });
    let seen: InternalAxiosRequestConfig | undefined;
    net.adapter = async (config: InternalAxiosRequestConfig) => {
      seen = config;
      return respond(200, {})(config);
    };
    await client.get('/v1/setting');
    expect(seen?.baseURL).toBe('/api');
    expect(seen?.headers.get('x-device-id')).toBe('dev-9');
    expect(seen?.headers.get('x-device-platform')).toBe('web');
    expect(seen?.headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it('normalises error bodies to errorCode, errorMessage and errorStatus', async () => {
    const { client, net } = clientOn({
      session: createSessionStore(),
      bus,
      endSession: jest.fn(),
      deviceId: () => 'd',
    });
    net.adapter = respond(404, { code: 'not_found', message: 'Nada aqui', error: 'Not Found' });
    await expect(client.get('/v1/content/item/x')).rejects.toMatchObject({
      errorCode: 'not_found',
      errorMessage: 'Nada aqui',
      errorStatus: 404,
    });
  });

  it('treats an unknown status as 500', async () => {
    const { client, net } = clientOn({
      session: createSessionStore(),
      bus,
      endSession: jest.fn(),
      deviceId: () => 'd',
    });
    net.adapter = async () => {
      throw new Error('socket hang up');
    };
    const error = await client.get('/v1/setting').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errorStatus).toBe(500);
  });

  it('on 401 with a token ends the session as expired', async () => {
    const session = createSessionStore();
    session.getState().signIn('old');
    const endSession = jest.fn();
    const { client, net } = clientOn({ session, bus, endSession, deviceId: () => 'd' });
    net.adapter = respond(401, { code: 401, message: 'expired', error: 'Unauthorized' });
    await expect(client.get('/v1/account')).rejects.toMatchObject({ errorStatus: 401 });
    expect(endSession).toHaveBeenCalledWith('expired');
  });

  it('on 401 without a token leaves the (visitor) session alone', async () => {
    const endSession = jest.fn();
    const { client, net } = clientOn({ session: createSessionStore(), bus, endSession, deviceId: () => 'd' });
    net.adapter = respond(401, { code: 401, message: 'no', error: 'Unauthorized' });
    await expect(client.get('/v1/account')).rejects.toMatchObject({ errorStatus: 401 });
    expect(endSession).not.toHaveBeenCalled();
  });

  it('on 423 tells the shell which lock applies', async () => {
    const locked: PalcoEvents['session:locked'][] = [];
    const onLocked = (e: PalcoEvents['session:locked']): void => void locked.push(e);
    bus.on('session:locked', onLocked);
    const { client, net } = clientOn({
      session: createSessionStore(),
      bus,
      endSession: jest.fn(),
      deviceId: () => 'd',
    });
    net.adapter = respond(423, {
      code: 'profile_not_chosen',
      message: 'choose',
      error: 'Locked',
    });
    await expect(client.get('/v1/content/favorite/')).rejects.toMatchObject({ errorStatus: 423 });
    net.adapter = respond(423, { code: 'something_else', message: 'x', error: 'Locked' });
    await expect(client.get('/v1/account')).rejects.toMatchObject({ errorStatus: 423 });
    expect(locked).toEqual([{ reason: 'profile_not_chosen' }]);
    bus.off('session:locked', onLocked);
  });

  it('form-encodes the login call and validates its response', async () => {
    const { client, net } = clientOn({
      session: createSessionStore(),
      bus,
      endSession: jest.fn(),
      deviceId: () => 'd',
    });
    let body: unknown;
    let contentType: unknown;
    net.adapter = async (config: InternalAxiosRequestConfig) => {
      body = config.data;
      contentType = config.headers.get('Content-Type');
      return respond(200, { access_token: 'abc', token_type: 'Bearer' })(config);
    };
    const result = await callEndpoint(client, endpoints.login, {
      body: { email: 'a@b.pt', password: 'segredo12' },
    });
    expect(String(body)).toBe('email=a%40b.pt&password=segredo12');
    expect(String(contentType)).toContain('application/x-www-form-urlencoded');
    expect(result).toEqual({ access_token: 'abc', token_type: 'Bearer' });
  });

  it('asks fetch to keep a call alive past the page when told to', async () => {
    const { client, net } = clientOn({
      session: createSessionStore(),
      bus,
      endSession: jest.fn(),
      deviceId: () => 'd',
    });
    const seen: unknown[] = [];
    net.adapter = async (config: InternalAxiosRequestConfig) => {
      seen.push(config.fetchOptions);
      return respond(200, { id: 'mv-1', progress: 12 })(config);
    };
    await callEndpoint(client, endpoints.putProgress, {
      params: { id: 'mv-1' },
      body: { progress: 12 },
      keepalive: true,
    });
    await callEndpoint(client, endpoints.putProgress, { params: { id: 'mv-1' }, body: { progress: 12 } });
    expect(seen).toEqual([{ keepalive: true }, undefined]);
  });

  it('rejects a response that breaks the contract', async () => {
    const { client, net } = clientOn({
      session: createSessionStore(),
      bus,
      endSession: jest.fn(),
      deviceId: () => 'd',
    });
    net.adapter = respond(200, { access_token: 42 });
    await expect(callEndpoint(client, endpoints.login, { body: {} })).rejects.toBeInstanceOf(ApiError);
  });
});

/** True when A and B are the same type (not merely assignable one way). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Answer<D extends EndpointDef> = Awaited<ReturnType<typeof callEndpoint<D>>>;

describe('callEndpoint types', () => {
  // These checks run in the type check (`tsc -b`): a caller's type that drifts from the schema's fails it.
  it('answers with the type its endpoint schema parses to', () => {
    const account: Same<Answer<typeof endpoints.getAccount>, Account> = true;
    const item: Same<Answer<typeof endpoints.getItem>, ContentItem> = true;
    const season: Same<Answer<typeof endpoints.getSeason>, SeasonPage> = true;
    const favourite: Same<Answer<typeof endpoints.addFavorite>, FavoriteState> = true;
    const unshaped: Same<Answer<typeof endpoints.getTransactionPdf>, unknown> = true;
    expect([account, item, season, favourite, unshaped]).toEqual([true, true, true, true, true]);
  });

  it('lets no caller choose its own answer type or skip a path parameter', async () => {
    const { client, net } = clientOn({
      session: createSessionStore(),
      bus,
      endSession: jest.fn(),
      deviceId: () => 'd',
    });
    net.adapter = respond(200, { id: 'x' });
    // And at run time the schema, not the caller, decides: `{ id }` is no account.
    await expect(
      // @ts-expect-error the type argument is the endpoint's definition, not a response type
      callEndpoint<Account>(client, endpoints.getAccount),
    ).rejects.toBeInstanceOf(ApiError);
    await expect(
      // @ts-expect-error getItem's path has an {id}
      callEndpoint(client, endpoints.getItem),
    ).rejects.toThrow('Missing path parameter "id"');
    await expect(
      // @ts-expect-error getSeason needs both {id} and {seasonId}
      callEndpoint(client, endpoints.getSeason, { params: { id: 'a' } }),
    ).rejects.toThrow('Missing path parameter "seasonId"');
  });
});

describe('the client’s axios chunk', () => {
  afterEach(() => jest.dontMock('./axios-client'));

  it('is asked for again by the next call when it failed to arrive', async () => {
    let arrives = false;
    jest.doMock('./axios-client', () => {
      if (!arrives) throw new Error('Loading chunk http-axios failed.');
      return jest.requireActual<typeof import('./axios-client')>('./axios-client');
    });
    await jest.isolateModulesAsync(async () => {
      const { createHttpClient: create } = await import('./http-client');
      const client = create({
        session: createSessionStore(),
        bus,
        endSession: jest.fn(),
        deviceId: () => 'd',
        adapter: respond(200, { ok: true }),
      });
      await expect(client.get('/v1/setting')).rejects.toMatchObject({ errorStatus: 500 });
      arrives = true;
      await expect(client.get('/v1/setting')).resolves.toMatchObject({ data: { ok: true } });
    });
  });
});
