import { ApiError } from '../http/api-error';
import { callEndpoint } from '../http/http-client';
import { http } from '../runtime';
import { errorReply, fakeApi, ok, reply } from './fake-api';
import { endpoints } from '@palco/contracts';

const realAdapter = http.defaults.adapter;

afterEach(() => {
  http.defaults.adapter = realAdapter;
});

describe('fakeApi', () => {
  it('answers `METHOD /path` routes through the real client and records each request', async () => {
    const api = fakeApi({
      'GET /v1/setting': ok({ page_size: 30 }),
      'PUT /v1/content/item/m1/progress': ok({ id: 'm1', progress: 42 }),
      'POST /v1/login': ok({ access_token: 't', token_type: 'Bearer' }),
    });
    expect((await http.get('/v1/setting')).data).toEqual({ page_size: 30 });
    await http.put('/v1/content/item/m1/progress', { progress: 42 });
    await callEndpoint(http, endpoints.login, { body: { email: 'a@b.pt', password: 'segredo12' } });

    expect(api.requests).toEqual([
      { method: 'GET', url: '/v1/setting', params: {} },
      {
        method: 'PUT',
        url: '/v1/content/item/m1/progress',
        params: {},
        contentType: 'application/json',
        body: { progress: 42 },
      },
      {
        method: 'POST',
        url: '/v1/login',
        params: {},
        contentType: 'application/x-www-form-urlencoded',
        body: 'email=a%40b.pt&password=segredo12',
      },
    ]);
    expect(api.requestsTo('/v1/content')).toHaveLength(1);
    await api.restore();
  });

  it('prefers the key with the query string, then the one without', async () => {
    const api = fakeApi({
      'GET /v1/content/playlist/new?cursor=b': ok('after b'),
      'GET /v1/content/playlist/new': ok('any page'),
      'GET /v1/content/search/x?page=2&size=10': ok('page 2'),
    });
    expect((await http.get('/v1/content/playlist/new', { params: { cursor: 'b' } })).data).toBe('after b');
    expect((await http.get('/v1/content/playlist/new', { params: { cursor: 'c' } })).data).toBe('any page');
    expect((await http.get('/v1/content/playlist/new?cursor=b')).data).toBe('after b');
    expect((await http.get('/v1/content/playlist/new')).data).toBe('any page');
    expect((await http.get('/v1/content/search/x?page=2', { params: { size: 10 } })).data).toBe('page 2');
    expect(api.requests[0]).toEqual({
      method: 'GET',
      url: '/v1/content/playlist/new',
      params: { cursor: 'b' },
    });
    await api.restore();
  });

  it('answers what no route knows with a 404 and the API error body', async () => {
    const api = fakeApi({});
    const error = await http.get('/v1/nothing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ errorStatus: 404, errorCode: '404', errorMessage: 'Not found' });
    await api.restore();
  });

  it('fails any status outside 2xx, as axios does, and lets routes answer per request', async () => {
    let calls = 0;
    const api = fakeApi({
      'GET /v1/content/media/m1': errorReply(301, 'not yet available'),
      'GET /v1/account': () => (++calls === 1 ? errorReply(500) : ok({ n: calls })),
      'POST /v1/logout': async (request) => reply(204, request.method),
    });
    await expect(http.get('/v1/content/media/m1')).rejects.toMatchObject({
      errorStatus: 301,
      errorMessage: 'not yet available',
    });
    await expect(http.get('/v1/account')).rejects.toMatchObject({ errorStatus: 500, errorMessage: 'error' });
    expect((await http.get('/v1/account')).data).toEqual({ n: 2 });
    expect(await http.post('/v1/logout')).toMatchObject({ status: 204, data: 'POST' });
    await api.restore();
  });

  it('holds replies until the gate opens', async () => {
    let open: () => void = () => undefined;
    const api = fakeApi(
      { 'GET /v1/setting': ok('late') },
      { gate: new Promise((resolve) => (open = resolve)) },
    );
    let answered = false;
    const request = http.get('/v1/setting').then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(api.requests).toHaveLength(1);
    expect(answered).toBe(false);
    open();
    await request;
    expect(answered).toBe(true);
    await api.restore();
  });

  it('puts the real adapter back at once when nothing is in flight', () => {
    const api = fakeApi({});
    expect(http.defaults.adapter).not.toBe(realAdapter);
    void api.restore();
    expect(http.defaults.adapter).toBe(realAdapter);
  });

  it('restores only after the requests in flight, and those they lead to, are answered', async () => {
    let open: () => void = () => undefined;
    const seen: string[] = [];
    const api = fakeApi({
      'GET /v1/first': async () => {
        await new Promise<void>((resolve) => (open = resolve));
        void http.get('/v1/second').then((response) => seen.push(String(response.data)));
        return ok('first');
      },
      'GET /v1/second': ok('second'),
    });
    void http.get('/v1/first').then((response) => seen.push(String(response.data)));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const restored = api.restore();
    expect(http.defaults.adapter).not.toBe(realAdapter);
    open();
    await restored;
    expect(seen).toEqual(['first', 'second']);
    expect(http.defaults.adapter).toBe(realAdapter);
  });

  it('lets gated requests through on restore, so a test that never opened the gate still ends', async () => {
    const api = fakeApi({ 'GET /v1/setting': ok('x') }, { gate: new Promise(() => undefined) });
    const request = http.get('/v1/setting');
    await api.restore();
    expect((await request).data).toBe('x');
    expect(http.defaults.adapter).toBe(realAdapter);
  });

  it('restores the real adapter even when installed over a fake still finishing its requests', async () => {
    let open: () => void = () => undefined;
    const first = fakeApi({
      'GET /v1/slow': async () => (await new Promise<void>((r) => (open = r)), ok(1)),
    });
    const slow = http.get('/v1/slow');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const firstRestored = first.restore();
    const second = fakeApi({ 'GET /v1/setting': ok(2) });
    open();
    await slow;
    await firstRestored;
    expect((await http.get('/v1/setting')).data).toBe(2);
    await second.restore();
    expect(http.defaults.adapter).toBe(realAdapter);
  });
});
