import { endpoints, type SessionEndReason } from '@palco/contracts';
import { bus } from '../events/bus';
import { callEndpoint } from '../http/http-client';
import { i18n } from '../i18n/i18n';
import { http } from '../runtime';
import { fakeApi, type FakeApi, makeAccount, makeProfile, ok, reply } from '../testing';
import { restoreSession, selectProfile, signIn, signOut } from './session-service';
import { sessionStore } from './session-store';

describe('session service', () => {
  let api: FakeApi | undefined;
  afterEach(async () => {
    await api?.restore();
    sessionStore.getState().clear();
  });

  it('signs in with the form-encoded login, then loads the account', async () => {
    api = fakeApi({
      'POST /v1/login': ok({ access_token: 'tok-7', token_type: 'Bearer' }),
      'GET /v1/account': ok(makeAccount({ email: 'ana@palco.pt' })),
    });
    const account = await signIn('  ana@palco.pt ', 'palco123');
    expect(account.email).toBe('ana@palco.pt');
    expect(sessionStore.getState()).toMatchObject({ token: 'tok-7', account: { email: 'ana@palco.pt' } });
    expect(api.requests[0]).toMatchObject({ method: 'POST', body: 'email=ana%40palco.pt&password=palco123' });
  });

  it('selects a profile for the session, with its PIN when it has one, and keeps the old one on a wrong PIN', async () => {
    const kids = makeProfile({ id: 'p3', name: 'Miúdos', has_pin: true });
    api = fakeApi({
      'POST /v1/profile/select/p2': ok(makeProfile({ id: 'p2', name: 'Rui' })),
      'POST /v1/profile/select/p3': (request) =>
        (request.body as { code?: string }).code === '1234'
          ? ok(kids)
          : reply(403, { code: 'invalid_pin', message: 'O PIN não está correto.', error: 'Forbidden' }),
    });
    sessionStore.getState().signIn('tok');
    await selectProfile('p2');
    expect(sessionStore.getState().profile?.id).toBe('p2');
    await expect(selectProfile('p3', '0000')).rejects.toMatchObject({ errorCode: 'invalid_pin' });
    expect(sessionStore.getState().profile?.id).toBe('p2');
    await selectProfile('p3', '1234');
    expect(sessionStore.getState().profile?.id).toBe('p3');
    expect(api.requests.map((request) => request.body)).toEqual([
      { profile_id: 'p2' },
      { profile_id: 'p3', code: '0000' },
      { profile_id: 'p3', code: '1234' },
    ]);
  });

  it('leaves no half session when the account cannot load after login', async () => {
    api = fakeApi({
      'POST /v1/login': ok({ access_token: 'tok-8', token_type: 'Bearer' }),
      'GET /v1/account': reply(500, { code: 500, message: 'boom', error: 'Internal' }),
    });
    await expect(signIn('ana@palco.pt', 'palco123')).rejects.toMatchObject({ errorStatus: 500 });
    expect(sessionStore.getState().token).toBeNull();
  });

  it('at start, a stored token loads the account, and a failure logs out silently', async () => {
    sessionStore.getState().signIn('stored');
    api = fakeApi({ 'GET /v1/account': ok(makeAccount({ first_name: 'Rui' })) });
    expect((await restoreSession())?.first_name).toBe('Rui');
    await api.restore();

    api = fakeApi({
      'GET /v1/account': reply(401, { code: 401, message: 'expired', error: 'Unauthorized' }),
    });
    await expect(restoreSession()).resolves.toBeNull();
    expect(sessionStore.getState()).toMatchObject({ token: null, account: null, profile: null });
  });

  it('logout clears the session and resets the language to pt_PT even when the server is unreachable', async () => {
    sessionStore.getState().signIn('tok');
    sessionStore.getState().setAccount(makeAccount());
    await i18n.changeLanguage('en');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    api = fakeApi({ 'POST /v1/logout': reply(503, { code: 503, message: 'down', error: 'Unavailable' }) });
    await signOut();
    expect(sessionStore.getState()).toMatchObject({ token: null, account: null });
    expect(i18n.language).toBe('pt_PT');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('ends every session the same way and says why: logout, a refused token, a token that cannot be restored', async () => {
    const reasons: SessionEndReason[] = [];
    const onEnded = ({ reason }: { reason: SessionEndReason }): void => void reasons.push(reason);
    bus.on('session:ended', onEnded);
    const unauthorized = reply(401, { code: 401, message: 'expired', error: 'Unauthorized' });

    sessionStore.getState().signIn('tok-a');
    api = fakeApi({ 'POST /v1/logout': ok({}) });
    await signOut();
    await api.restore();

    sessionStore.getState().signIn('tok-b');
    sessionStore.getState().setAccount(makeAccount());
    await i18n.changeLanguage('fr_FR');
    api = fakeApi({ 'GET /v1/profiles': unauthorized });
    await expect(callEndpoint(http, endpoints.getProfiles)).rejects.toMatchObject({ errorStatus: 401 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sessionStore.getState()).toMatchObject({ token: null, account: null, profile: null });
    expect(i18n.language).toBe('pt_PT');
    await api.restore();

    sessionStore.getState().signIn('tok-c');
    api = fakeApi({ 'GET /v1/account': unauthorized });
    await restoreSession();

    bus.off('session:ended', onEnded);
    expect(reasons).toEqual(['signed-out', 'expired', 'restore-failed']);
  });
});
