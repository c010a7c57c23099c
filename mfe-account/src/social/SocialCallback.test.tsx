import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@palco/shared';
import { fakeApi, makeAccount, reply, renderWithProviders } from '@palco/shared/testing';
import type { SocialProvider } from '@palco/contracts';
import { LoginCallbackPage } from '../login/LoginCallbackPage';
import { accountDictionaries as dictionaries } from '../testing/dictionaries';
import { settingsRoute } from '../testing/signup';
import { readPending, savePending, startSocialSignIn } from './social-flow';

const facebook: SocialProvider = {
  provider: 'facebook',
  issuer: 'http://localhost:4000/sandbox/oauth/facebook',
  authorization_endpoint: 'http://localhost:4000/sandbox/oauth/facebook/authorize',
  client_id: 'palco-web',
  scope: 'email',
  response_mode: 'query',
  oidc: false,
};

let api: ReturnType<typeof fakeApi> | null = null;

afterEach(async () => {
  await api?.restore();
  api = null;
  sessionStore.getState().clear();
  window.localStorage.clear();
  window.history.pushState({}, '', '/');
});

/** A sign-in started for `/filmes`, and the browser back on /login with the provider's answer. */
async function returnWith(answer: (state: string) => string): Promise<string> {
  const { pending } = await startSocialSignIn(facebook, { returnTo: '/filmes', locale: 'pt_PT' });
  savePending(pending);
  window.history.pushState({}, '', `/login?${answer(pending.state)}`);
  renderWithProviders(<LoginCallbackPage />, dictionaries);
  return pending.codeVerifier;
}

describe('the login callback of a social sign-in', () => {
  it('has the API exchange the code once, signs in and continues where the viewer was', async () => {
    api = fakeApi({
      ...settingsRoute,
      'POST /v1/social/login': reply(200, { access_token: 'tok-s', token_type: 'Bearer', created: false }),
      'GET /v1/account': reply(200, makeAccount({ email: 'rita@exemplo.pt', completed: true })),
    });
    const verifier = await returnWith((state) => `code=the-code&state=${state}`);
    await waitFor(() => expect(window.location.pathname).toBe('/filmes'));
    const sent = api.requests.filter((r) => r.url === '/v1/social/login');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({
      provider: 'facebook',
      access_token: 'the-code',
      code_verifier: verifier,
      redirect_uri: 'http://localhost/login',
    });
    expect(sessionStore.getState().token).toBe('tok-s');
    expect(readPending()).toBeNull();
  });

  it('refuses an answer to a sign-in this browser did not start, without calling the API', async () => {
    api = fakeApi(settingsRoute);
    await returnWith(() => 'code=stolen&state=another');
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível entrar com Facebook.');
    expect(api.requests.some((r) => r.url === '/v1/social/login')).toBe(false);
    expect(window.location.search).toBe('');
  });

  it('says so when the viewer cancelled at the provider', async () => {
    api = fakeApi(settingsRoute);
    await returnWith((state) => `error=access_denied&state=${state}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Cancelaste o início de sessão com Facebook.');
    expect(screen.getByRole('button', { name: 'Tentar outra vez' })).toBeInTheDocument();
  });

  it('asks for the e-mail the provider kept back, keeps what was typed on a refusal, then waits for the code', async () => {
    const user = userEvent.setup();
    let completions = 0;
    api = fakeApi({
      ...settingsRoute,
      'POST /v1/social/login': (request) => {
        const body = request.body as { access_token?: string; email?: string };
        if (body.access_token) {
          return reply(400, { code: 'missing_user_information', message: 'm', error: 'Bad Request' });
        }
        completions += 1;
        return completions === 1
          ? reply(409, { code: 'email_in_use', message: 'in use', error: 'Conflict' })
          : reply(423, { code: 'account_not_activated', message: 'n', error: 'Locked' });
      },
    });
    await returnWith((state) => `code=c&state=${state}`);
    await screen.findByRole('heading', { name: 'Completa a tua conta' });
    await user.type(screen.getByLabelText('Nome completo'), 'Nuno Calado');
    await user.type(screen.getByLabelText('E-mail'), 'Nuno@Exemplo.pt');
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    // The terms come first, before any call.
    expect(completions).toBe(0);
    await user.click(screen.getByRole('checkbox', { name: /termos de utilização/ }));
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(completions).toBe(1));
    expect(screen.getByLabelText('E-mail')).toHaveValue('Nuno@Exemplo.pt');
    expect(screen.getByLabelText('Nome completo')).toHaveValue('Nuno Calado');

    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'nuno.novo@exemplo.pt');
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    // The account waits for its code: the activation step, for that address.
    expect(await screen.findByText(/nuno.novo@exemplo.pt/)).toBeInTheDocument();
  });
});
