import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Account, PalcoEvents } from '@palco/contracts';
import { bus, sessionStore } from '@palco/shared';
import { type FakeRoutes, fakeApi, makeAccount, ok, reply, renderWithProviders } from '@palco/shared/testing';
import { App } from '../App';
import { accountDictionaries as dictionaries } from '../testing/dictionaries';
import { settingsRoute } from '../testing/signup';

const PATH = '/completar-perfil';

const incomplete: Account = makeAccount({
  id: 'acc-rui',
  email: 'rui@palco.pt',
  first_name: 'Rui',
  last_name: '',
  completed: false,
});

let api: ReturnType<typeof fakeApi> | null = null;

afterEach(async () => {
  await api?.restore();
  api = null;
  sessionStore.getState().clear();
  window.history.pushState({}, '', '/');
});

/** Opens the page (its module loads on demand) for `account`, or for a visitor (null). */
async function openPage(
  account: Account | null,
  routes: FakeRoutes = {},
): Promise<ReturnType<typeof userEvent.setup>> {
  if (account) {
    sessionStore.getState().signIn('tok-rui');
    sessionStore.getState().setAccount(account);
  }
  window.history.pushState({}, '', PATH);
  api = fakeApi({ ...settingsRoute, ...routes });
  renderWithProviders(<App />, dictionaries);
  await screen.findByRole('heading', { level: 1, name: 'Completar perfil' });
  return userEvent.setup();
}

describe('/completar-perfil for an account that is not completed', () => {
  it('names the page and the tab and shows the complete-profile form, terms and logout included', async () => {
    await openPage(incomplete);
    expect(document.title).toBe('Completar perfil — Palco');
    expect(screen.getByLabelText('Nome e apelido')).toHaveValue('Rui');
    expect(screen.getByLabelText('Indicativo')).toHaveValue('PT');
    expect(screen.getByRole('checkbox', { name: /Li e aceito/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Terminar sessão' })).toBeInTheDocument();
    expect(window.location.pathname).toBe(PATH);
  });

  it('completes the profile, reloads the account and goes home (no subscription popup exists yet)', async () => {
    const completed = { ...incomplete, last_name: 'Costa', completed: true };
    const user = await openPage(incomplete, {
      'PUT /v1/account': ok(completed),
      'GET /v1/account': ok(completed),
    });
    await user.type(screen.getByLabelText('Nome e apelido'), ' Costa');
    await user.type(screen.getByLabelText('Número'), '912345678');
    await user.click(screen.getByRole('checkbox', { name: /Li e aceito/ }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(api?.requestsTo('/v1/account').map((request) => request.method)).toEqual(['PUT', 'GET']);
    expect(api?.requestsTo('/v1/account')[0]?.body).toMatchObject({
      first_name: 'Rui',
      last_name: 'Costa',
      phone: '+351912345678',
      agree: true,
    });
    expect(sessionStore.getState().account?.completed).toBe(true);
  });

  it('keeps what was typed and says why when the update is refused, with focus on the field', async () => {
    const user = await openPage(incomplete, {
      'PUT /v1/account': reply(400, {
        code: 'AUTHENTICATION_ERROR_PHONE_INVALID',
        message: 'x',
        error: 'Bad Request',
      }),
    });
    await user.type(screen.getByLabelText('Nome e apelido'), ' Costa');
    await user.type(screen.getByLabelText('Número'), '912345678');
    await user.click(screen.getByRole('checkbox', { name: /Li e aceito/ }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    const number = screen.getByLabelText('Número');
    await waitFor(() => expect(number).toHaveAttribute('aria-invalid', 'true'));
    expect(number).toHaveFocus();
    expect(number).toHaveValue('912345678');
    expect(screen.getByLabelText('Nome e apelido')).toHaveValue('Rui Costa');
    expect(window.location.pathname).toBe(PATH);
  });
});

describe('/completar-perfil for others', () => {
  it('sends a completed account to /profile', async () => {
    await openPage(makeAccount({ completed: true }));
    await waitFor(() => expect(window.location.pathname).toBe('/profile'));
    expect(api?.requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('offers a visitor the login popup', async () => {
    const opened: PalcoEvents['overlay:open'][] = [];
    const onOpen = (event: PalcoEvents['overlay:open']): void => void opened.push(event);
    bus.on('overlay:open', onOpen);
    const user = await openPage(null);
    expect(screen.getByText('Entra na tua conta para completares o teu perfil.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    bus.off('overlay:open', onOpen);
    expect(opened).toEqual([{ name: 'login' }]);
  });
});

describe('/completar-perfil with a session handed over in the query (spec section 4)', () => {
  it('offers an operator’s account the plans too, reading the query before going home', async () => {
    const operator = makeAccount({ ...incomplete, extraParameters: { origin: 'meo' } });
    const completed = { ...operator, last_name: 'Costa', completed: true };
    sessionStore.getState().signIn('tok-rui');
    sessionStore.getState().setAccount(operator);
    window.history.pushState({}, '', `${PATH}?token=partner-tok&sessionId=s-42`);
    api = fakeApi({ ...settingsRoute, 'PUT /v1/account': ok(completed), 'GET /v1/account': ok(completed) });
    const opened: PalcoEvents['overlay:open'][] = [];
    const onOpen = (event: PalcoEvents['overlay:open']): void => void opened.push(event);
    bus.on('overlay:open', onOpen);
    renderWithProviders(<App />, dictionaries);
    await screen.findByRole('heading', { level: 1, name: 'Completar perfil' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nome e apelido'), ' Costa');
    await user.type(screen.getByLabelText('Número'), '912345678');
    await user.click(screen.getByRole('checkbox', { name: /Li e aceito/ }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(window.location.pathname).toBe('/'));
    bus.off('overlay:open', onOpen);
    expect(opened).toEqual([{ name: 'subscribe' }]);
  });
});
