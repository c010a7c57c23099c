import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PalcoEvents } from '@palco/contracts';
import { bus, sessionStore } from '@palco/shared';
import { fakeApi, makeAccount, makeProfile, renderWithProviders } from '@palco/shared/testing';
import { App } from '../App';
import { dictionaries } from '../i18n';

const demoAccount = makeAccount({
  id: 'acc-1',
  email: 'demo@palco.pt',
  first_name: 'Rita',
  last_name: 'Lopes',
  premium: true,
  profiles: [
    { id: 'p-1', name: 'Rita' },
    { id: 'p-2', name: 'Miúdos' },
  ],
});

const demoProfiles = [
  makeProfile({ id: 'p-1', name: 'Rita', isMaster: true }),
  makeProfile({ id: 'p-2', name: 'Miúdos', has_pin: true }),
];

let api: ReturnType<typeof fakeApi> | null = null;

beforeEach(() => window.history.pushState({}, '', '/profile'));
afterEach(async () => {
  await api?.restore();
  api = null;
  sessionStore.getState().clear();
});

describe('/profile', () => {
  it('shows the signed-in account, its plan and its profiles with the master badge', async () => {
    api = fakeApi({ 'GET /v1/profiles': { status: 200, body: { profiles: demoProfiles } } });
    sessionStore.getState().signIn('tok-1');
    sessionStore.getState().setAccount(demoAccount);
    renderWithProviders(<App />, dictionaries);

    expect(screen.getByRole('heading', { name: 'A minha conta' })).toBeInTheDocument();
    expect(document.title).toBe('A minha conta — Palco');
    expect(screen.getByText('Rita Lopes')).toBeInTheDocument();
    expect(screen.getByText('demo@palco.pt')).toBeInTheDocument();
    expect(screen.getByText('Premium')).toBeInTheDocument();

    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getAllByText('Gestor')).toHaveLength(1);
    expect(within(list).getByText('Gestor').closest('li')).toHaveTextContent('Rita');
    expect(within(list).getByRole('img', { name: 'Protegido por PIN' }).closest('li')).toHaveTextContent(
      'Miúdos',
    );
    expect(screen.getByRole('button', { name: 'Terminar sessão' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dados pessoais' })).toHaveAttribute('href', '/profile/account');
    expect(screen.getByRole('link', { name: 'Mudar palavra-passe' })).toHaveAttribute(
      'href',
      '/profile/update-password',
    );
    // The checkout's pages of the profile area, from the same menu.
    expect(screen.getByRole('link', { name: 'Gerir subscrição' })).toHaveAttribute(
      'href',
      '/profile/subscription',
    );
    expect(screen.getByRole('link', { name: 'Dados de faturação' })).toHaveAttribute(
      'href',
      '/profile/billing',
    );
    expect(screen.getByRole('link', { name: 'Faturas' })).toHaveAttribute('href', '/profile/history');
  });

  it('calls a non-premium account free', async () => {
    api = fakeApi({ 'GET /v1/profiles': { status: 200, body: { profiles: [] } } });
    sessionStore.getState().signIn('tok-1');
    sessionStore.getState().setAccount({ ...demoAccount, premium: false });
    renderWithProviders(<App />, dictionaries);
    expect(screen.getByText('Gratuito')).toBeInTheDocument();
    expect(await screen.findByRole('list')).toBeInTheDocument();
  });

  it('shows a spinner while the account is still loading', () => {
    sessionStore.getState().signIn('tok-1');
    renderWithProviders(<App />, dictionaries);
    expect(screen.getByRole('status')).toHaveTextContent('A carregar…');
  });

  it('offers the login popup when there is no session', async () => {
    const opened: PalcoEvents['overlay:open'][] = [];
    const onOpen = (event: PalcoEvents['overlay:open']): void => void opened.push(event);
    bus.on('overlay:open', onOpen);
    renderWithProviders(<App />, dictionaries);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Entrar' }));
    bus.off('overlay:open', onOpen);
    expect(opened).toEqual([{ name: 'login' }]);
  });

  it('signs out through the API and ends the session the one shared way', async () => {
    api = fakeApi({
      'GET /v1/profiles': { status: 200, body: { profiles: demoProfiles } },
      'POST /v1/logout': { status: 204, body: '' },
    });
    sessionStore.getState().signIn('tok-1');
    sessionStore.getState().setAccount(demoAccount);
    const ended: string[] = [];
    const onEnded = ({ reason }: { reason: string }): void => void ended.push(reason);
    bus.on('session:ended', onEnded);
    renderWithProviders(<App />, dictionaries);
    await screen.findByRole('list');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Terminar sessão' }));

    await waitFor(() => expect(ended).toEqual(['signed-out']));
    bus.off('session:ended', onEnded);
    expect(api.requests.some((request) => request.url === '/v1/logout')).toBe(true);
    expect(sessionStore.getState().token).toBeNull();
  });
});

describe('/login', () => {
  it('asks the shell for the login popup on arrival', () => {
    window.history.pushState({}, '', '/login');
    const onOpen = jest.fn();
    bus.on('overlay:open', onOpen);
    renderWithProviders(<App />, dictionaries);
    bus.off('overlay:open', onOpen);
    expect(onOpen).toHaveBeenCalledWith({ name: 'login', redirectTo: '/' });
  });
});
