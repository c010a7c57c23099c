import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { addTranslations, AppProviders, bus, sessionStore } from '@palco/shared';
import { coreDictionaries } from '../i18n/core';
import { listRemotesForTest } from '../testing/listed-remotes';
import { REDIRECT_AFTER_LOGIN_KEY, rememberRedirectAfterLogin } from '../session/redirect-after-login';
import { connectOverlays } from './overlay-controller';
import { OverlayHost } from './OverlayHost';
import { overlayStore } from './overlay-store';

// The federation runtime is the boundary: what the account team's container hands over is under test.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));
const load = jest.mocked(loadRemote);

function BrokenLoginPopup(): never {
  throw new Error('the account team shipped a bug');
}

beforeAll(() => addTranslations(coreDictionaries));
let unlist: () => void = () => undefined;
beforeEach(async () => {
  unlist = await listRemotesForTest();
});
afterEach(() => unlist());

describe('the overlay host guards the popups it hosts', () => {
  let disconnect: () => void = () => undefined;
  beforeEach(() => {
    disconnect = connectOverlays();
    overlayStore.setState({ login: null, subscribe: null, dialog: null, toast: null, routeError: null });
  });
  afterEach(() => disconnect());

  it('keeps dialogs and toasts working when a federated popup throws, and says the popup failed', async () => {
    load.mockResolvedValue({ LoginPopup: BrokenLoginPopup });
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppProviders appName="shell-overlays">
        <p>the page</p>
        <OverlayHost />
      </AppProviders>,
    );

    act(() => bus.emit('overlay:open', { name: 'login' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Não foi possível abrir a janela de entrada');
    expect(screen.getByText('the page')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => bus.emit('toast:show', { message: 'Dados guardados com sucesso!' }));
    expect(await screen.findByText('Dados guardados com sucesso!')).toBeInTheDocument();

    // The next opening tries the popup again rather than staying broken.
    load.mockResolvedValue({ LoginPopup: () => <div role="dialog">Entrar</div> });
    act(() => bus.emit('overlay:open', { name: 'login' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Entrar');
    consoleError.mockRestore();
  });

  it('opens the account popup on the view and with the destination the event asks for', async () => {
    load.mockResolvedValue({
      LoginPopup: ({
        initialView = 'login',
        redirectTo = '/',
      }: {
        initialView?: string;
        redirectTo?: string;
      }) => <div role="dialog">{`${initialView} → ${redirectTo}`}</div>,
    });
    render(
      <AppProviders appName="shell-overlays">
        <OverlayHost />
      </AppProviders>,
    );
    act(() => bus.emit('overlay:open', { name: 'login', initialView: 'register', redirectTo: '/adira-ja' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('register → /adira-ja');
  });

  it('hands the account popup the e-mail to prefill, and none when the event names none', async () => {
    load.mockResolvedValue({
      LoginPopup: ({ email = 'no e-mail' }: { email?: string }) => <div role="dialog">{email}</div>,
    });
    render(
      <AppProviders appName="shell-overlays">
        <OverlayHost />
      </AppProviders>,
    );
    act(() =>
      bus.emit('overlay:open', {
        name: 'login',
        initialView: 'register',
        redirectTo: '/international/subscribe',
        email: 'viajante@exemplo.fr',
      }),
    );
    expect(await screen.findByRole('dialog')).toHaveTextContent('viajante@exemplo.fr');

    act(() => bus.emit('overlay:close', { name: 'login' }));
    act(() => bus.emit('overlay:open', { name: 'login' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('no e-mail');
  });

  it('forgets the page kept for after the sign-in when a visitor closes the login popup without signing in', async () => {
    load.mockResolvedValue({
      LoginPopup: ({ onClose }: { onClose: () => void }) => (
        <div role="dialog">
          Entrar<button onClick={onClose}>fechar</button>
        </div>
      ),
    });
    render(
      <AppProviders appName="shell-overlays">
        <OverlayHost />
      </AppProviders>,
    );
    const user = userEvent.setup();

    // Signed in by the time the popup closes: the kept page is the sign-in's to follow.
    rememberRedirectAfterLogin('/profile');
    act(() => sessionStore.setState({ token: 'tok' }));
    act(() => bus.emit('overlay:open', { name: 'login', redirectTo: '/profile' }));
    await user.click(await screen.findByRole('button', { name: 'fechar' }));
    expect(localStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).not.toBeNull();

    act(() => sessionStore.setState({ token: null }));
    act(() => bus.emit('overlay:open', { name: 'login', redirectTo: '/profile' }));
    await user.click(await screen.findByRole('button', { name: 'fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBeNull();
  });

  it('opens the checkout’s subscription popup from its own container, and closes it on request', async () => {
    load.mockImplementation(async (id: string) =>
      id === 'mfe_checkout/subscription-popup'
        ? {
            SubscriptionPopup: ({ onClose }: { onClose: () => void }) => (
              <div role="dialog">
                Planos<button onClick={onClose}>fechar</button>
              </div>
            ),
          }
        : undefined,
    );
    render(
      <AppProviders appName="shell-overlays">
        <OverlayHost />
      </AppProviders>,
    );
    act(() => bus.emit('overlay:open', { name: 'subscribe' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Planos');
    expect(load).toHaveBeenLastCalledWith('mfe_checkout/subscription-popup');
    await userEvent.setup().click(screen.getByRole('button', { name: 'fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => bus.emit('overlay:open', { name: 'subscribe' }));
    await screen.findByRole('dialog');
    act(() => bus.emit('overlay:close', { name: 'subscribe' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says the plans could not be shown when the checkout is unreachable', async () => {
    load.mockRejectedValue(new Error('the checkout is down'));
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppProviders appName="shell-overlays">
        <OverlayHost />
      </AppProviders>,
    );
    act(() => bus.emit('overlay:open', { name: 'subscribe' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Não foi possível mostrar os planos');
    consoleError.mockRestore();
  });
});
