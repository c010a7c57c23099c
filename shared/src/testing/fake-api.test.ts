import { ApiError } from '../http/api-error';
import { callEndpoint } from '../http/http-client';
import { http } from '../runtime';
import { errorReply, fakeApi, ok, reply } from './fake-api';
import { endpoints } from '@palco/contracts';

/** With no fake answering, a request fails, and msw names it on the console. */
async function expectUnanswered(path: string): Promise<void> {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await expect(http.get(path)).rejects.toBeInstanceOf(ApiError);
  expect(logged).toHaveBeenCalledWith(expect.stringContaining(`GET /api${path}`));
  logged.mockRestore();
}

describe('fakeApi', () => {
  it('answers `METHOD /path` routes through the real client and records each request', async () => {
    const api = fakeApi({
      'GET /v1/setting': ok({ page_size: 30 }),
      'PUT /v1/content/item/m1/progress': ok({ id: 'm1', progress: 42 }),
      'POST /v1/login': ok({ access_token: 't', token_type: 'Bearer' }),
    });
    expect((await http.get('/v1/setting')).data).toEqual({ page_size: 30 });
    await callEndpoint(http, endpoints.putProgress, {
      params: { id: 'm1' },
      body: { progress: 42 },
      keepalive: true,
    });
    await callEndpoint(http, endpoints.login, { body: { email: 'a@b.pt', password: 'segredo12' } });

    expect(api.requests).toEqual([
      { method: 'GET', url: '/v1/setting', params: {} },
      {
        method: 'PUT',
        url: '/v1/content/item/m1/progress',
        params: {},
        contentType: 'application/json',
        body: { progress: 42 },
        keepalive: true,
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
    expect(api.requests[4]).toEqual({
      method: 'GET',
      url: '/v1/content/search/x',
      params: { page: '2', size: '10' },
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
      'POST /v1/logout': async (request) => reply(201, request.method),
      'DELETE /v1/content/favorite/m1': reply(204, 'a 204 carries no body'),
    });
    await expect(http.get('/v1/content/media/m1')).rejects.toMatchObject({
      errorStatus: 301,
      errorMessage: 'not yet available',
    });
    await expect(http.get('/v1/account')).rejects.toMatchObject({ errorStatus: 500, errorMessage: 'error' });
    expect((await http.get('/v1/account')).data).toEqual({ n: 2 });
    expect(await http.post('/v1/logout')).toMatchObject({ status: 201, data: 'POST' });
    expect(await http.delete('/v1/content/favorite/m1')).toMatchObject({ status: 204, data: '' });
    expect(api.requestsTo('/v1/content/media')).toHaveLength(1);
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
    open();
    await restored;
    expect(seen).toEqual(['first', 'second']);
    await expectUnanswered('/v1/first');
  });

  it('lets gated requests through on restore, so a test that never opened the gate still ends', async () => {
    const api = fakeApi({ 'GET /v1/setting': ok('x') }, { gate: new Promise(() => undefined) });
    const request = http.get('/v1/setting');
    await api.restore();
    expect((await request).data).toBe('x');
  });

  it('leaves a newer fake answering when an older one finishes restoring after it was installed', async () => {
    let open: () => void = () => undefined;
    const first = fakeApi({
      'GET /v1/slow': async () => (await new Promise<void>((r) => (open = r)), ok(1)),
    });
    const slow = http.get('/v1/slow');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const firstRestored = first.restore();
    const second = fakeApi({ 'GET /v1/setting': ok(2) });
    open();
    expect((await slow).data).toBe(1);
    await firstRestored;
    expect((await http.get('/v1/setting')).data).toBe(2);
    await second.restore();
    await expectUnanswered('/v1/setting');
  });
});
