import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperatorProvider, PalcoEvents } from '@palco/contracts';
import { bus, sessionStore } from '@palco/shared';
import { fakeApi, makeAccount, ok, reply, renderWithProviders } from '@palco/shared/testing';
import { App } from '../App';
import { savePending, startSocialSignIn } from '../social/social-flow';
import { accountDictionaries as dictionaries } from '../testing/dictionaries';
import { OPERATOR_KEY, OPERATOR_TERMS_KEY } from './operator-choice';
import { OperatorPopup, OperatorTermsPopup } from './OperatorPopups';

const meo: OperatorProvider = {
  provider: 'meo',
  issuer: 'http://localhost:4000/sandbox/oauth/meo',
  authorization_endpoint: 'http://localhost:4000/sandbox/oauth/meo/authorize',
  client_id: 'palco-web',
  scope: 'openid profile',
  response_mode: 'query',
  oidc: true,
};
const vodafone: OperatorProvider = { ...meo, provider: 'vodafone', oidc: false, scope: 'profile' };

let api: ReturnType<typeof fakeApi> | null = null;
const events: PalcoEvents['analytics:event'][] = [];
const onEvent = (event: PalcoEvents['analytics:event']): void => void events.push(event);
beforeAll(() => bus.on('analytics:event', onEvent));
afterAll(() => bus.off('analytics:event', onEvent));
afterEach(async () => {
  await api?.restore();
  api = null;
  events.length = 0;
  localStorage.clear();
  sessionStore.getState().clear();
  window.history.pushState({}, '', '/');
});

describe('the operator popup (spec sections 2 and 4)', () => {
  it('offers only the operators whose flag is on, keeps the choice and counts it', async () => {
    api = fakeApi({
      'GET /v1/setting': ok({ enterWithMeo: 1, enterWithVodafone: 0, operator_providers: [meo, vodafone] }),
    });
    const onChosen = jest.fn();
    renderWithProviders(<OperatorPopup onChosen={onChosen} onClose={jest.fn()} />, dictionaries);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Entrar com MEO' }));
    expect(screen.queryByRole('button', { name: 'Entrar com Vodafone' })).toBeNull();
    expect(onChosen).toHaveBeenCalledWith(meo);
    expect(localStorage.getItem(OPERATOR_KEY)).toBe('meo');
    expect(events).toEqual([{ event: 'enter_with_operator', params: { operator: 'meo' } }]);
  });

  it('requires the agreement to the terms before going on', async () => {
    const onAgreed = jest.fn();
    renderWithProviders(
      <OperatorTermsPopup provider={meo} onAgreed={onAgreed} onCancel={jest.fn()} />,
      dictionaries,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Para continuar, aceita os termos.');
    expect(onAgreed).not.toHaveBeenCalled();
    await user.click(
      screen.getByRole('checkbox', { name: 'Aceito que MEO partilhe estes dados com o Palco.' }),
    );
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(onAgreed).toHaveBeenCalled();
    expect(localStorage.getItem(OPERATOR_TERMS_KEY)).toBe('agreed');
  });
});

describe('/auth/{operator}, where the operator’s answer comes back', () => {
  async function returnFromMeo(routes: Parameters<typeof fakeApi>[0]): Promise<string> {
    const { pending } = await startSocialSignIn(meo, { returnTo: '/filmes', locale: 'pt_PT' });
    savePending(pending);
    window.history.pushState({}, '', `/auth/meo?code=the-code&state=${pending.state}`);
    api = fakeApi({ 'GET /v1/setting': ok({ enterWithMeo: 1, operator_providers: [meo] }), ...routes });
    renderWithProviders(<App />, dictionaries);
    return pending.codeVerifier;
  }

  it('has the API exchange the code, then asks a new operator account only for its e-mail', async () => {
    const verifier = await returnFromMeo({
      'POST /v1/operator/login': ok({ access_token: 'tok-meo', token_type: 'Bearer', created: true }),
      'GET /v1/account': ok(makeAccount({ email: '', completed: false, extraParameters: { origin: 'meo' } })),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Completa o teu perfil' });
    expect(dialog).toHaveTextContent('E-mail');
    expect(api?.requests.find((r) => r.url === '/v1/operator/login')?.body).toMatchObject({
      operator: 'meo',
      code: 'the-code',
      code_verifier: verifier,
      redirect_uri: 'http://localhost/auth/meo',
    });
    expect(sessionStore.getState().token).toBe('tok-meo');
    expect(window.location.search).toBe('');
  });

  it('says it was unable to log in when the operator or the API refuses', async () => {
    await returnFromMeo({
      'POST /v1/operator/login': reply(401, {
        code: 'social_login_failed',
        message: 'x',
        error: 'Unauthorized',
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível entrar.');
    await waitFor(() => expect(sessionStore.getState().token).toBeNull());
  });
});
