import { bus, sessionStore } from '@palco/shared';
import { fakeApi, makeAccount, reply } from '@palco/shared/testing';
import { completeAccountAtStart } from './complete-at-start';

let api: ReturnType<typeof fakeApi> | null = null;
const opened: unknown[] = [];
const onOpen = (payload: unknown): void => {
  opened.push(payload);
};
beforeAll(() => bus.on('overlay:open', onOpen));
afterAll(() => bus.off('overlay:open', onOpen));

afterEach(async () => {
  await api?.restore();
  api = null;
  opened.length = 0;
  sessionStore.getState().clear();
});

const incomplete = makeAccount({ completed: false });

describe('an account that is not completed, at start (spec section 4)', () => {
  it('is fetched again and, still not completed, gets the complete-profile popup', async () => {
    api = fakeApi({ 'GET /v1/account': reply(200, incomplete) });
    sessionStore.getState().signIn('tok');
    await completeAccountAtStart(incomplete, '/filmes');
    expect(api.requests.map((r) => r.url)).toEqual(['/v1/account']);
    expect(opened).toEqual([{ name: 'login', initialView: 'complete-profile' }]);
  });

  it('opens nothing when the fresh account turns out completed', async () => {
    api = fakeApi({ 'GET /v1/account': reply(200, makeAccount({ completed: true })) });
    sessionStore.getState().signIn('tok');
    await completeAccountAtStart(incomplete, '/');
    expect(opened).toEqual([]);
  });

  it('signs the viewer out when the account cannot be fetched again', async () => {
    api = fakeApi({
      'GET /v1/account': reply(500, { code: 500, message: 'x', error: 'Internal Server Error' }),
    });
    sessionStore.getState().signIn('tok');
    await completeAccountAtStart(incomplete, '/');
    expect(opened).toEqual([]);
    expect(sessionStore.getState().token).toBeNull();
  });

  it('leaves completed accounts, visitors and the pages that complete an account alone', async () => {
    api = fakeApi({});
    await completeAccountAtStart(makeAccount({ completed: true }), '/');
    await completeAccountAtStart(null, '/');
    await completeAccountAtStart(incomplete, '/completar-perfil');
    await completeAccountAtStart(incomplete, '/login');
    expect(api.requests).toEqual([]);
    expect(opened).toEqual([]);
  });
});
