import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { navigateToUrl } from 'single-spa';
import type { LoginPopupProps } from '@palco/contracts';
import { addTranslations, AppProviders, bus } from '@palco/shared';
import { coreDictionaries } from '../i18n/core';
import { listRemotesForTest } from '../testing/listed-remotes';
import { connectOverlays } from './overlay-controller';
import { OverlayHost } from './OverlayHost';
import { overlayStore } from './overlay-store';

// Spec section 8: a 401 ends the session as expired; the shell then says the session is no longer valid,
// and the dialog's OK opens the login popup, on the page the viewer was on. Any other end asks nothing.

// The federation runtime is the boundary: the account team's login popup is a stand-in here.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));
// The site's navigation, to see that the viewer is never sent away from the page.
jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
const load = jest.mocked(loadRemote);
const navigate = jest.mocked(navigateToUrl);

const INVALID_SESSION = 'Parece que a tua sessão não está válida. Podes entrar outra vez?';

function StandInLoginPopup({ onClose, redirectTo }: LoginPopupProps): ReactNode {
  return (
    <div role="dialog" aria-label="Entrar">
      <p>{redirectTo ?? 'no redirect'}</p>
      <button onClick={onClose}>fechar</button>
    </div>
  );
}

beforeAll(() => addTranslations(coreDictionaries));
let unlist: () => void = () => undefined;
beforeEach(async () => {
  unlist = await listRemotesForTest();
});
afterEach(() => unlist());

let disconnect: () => void = () => undefined;
beforeEach(() => {
  overlayStore.setState({ login: null, subscribe: null, dialog: null, toast: null, routeError: null });
  disconnect = connectOverlays();
  navigate.mockReset();
  load.mockReset().mockResolvedValue({ LoginPopup: StandInLoginPopup });
});
afterEach(() => {
  disconnect();
  window.history.pushState({}, '', '/');
});

function renderSite(): void {
  render(
    <AppProviders appName="shell-overlays">
      <p>the page</p>
      <OverlayHost />
    </AppProviders>,
  );
}

describe('the overlay controller on session:ended', () => {
  it('puts up the invalid-session dialog, whose OK opens the login popup, for an expired session', () => {
    act(() => bus.emit('session:ended', { reason: 'expired' }));
    expect(overlayStore.getState().dialog).toEqual({
      kind: 'error',
      title: 'AVISO',
      message: INVALID_SESSION,
      cleanError: true,
      okOpensLogin: true,
    });
    expect(load).not.toHaveBeenCalled();
  });

  it.each(['signed-out', 'restore-failed'] as const)(
    'asks nothing when the session ended as %s',
    (reason) => {
      act(() => bus.emit('session:ended', { reason }));
      expect(overlayStore.getState().dialog).toBeNull();
    },
  );
});

describe('the invalid-session dialog on the page', () => {
  it('says the session is no longer valid over the page; OK opens the login popup there', async () => {
    window.history.pushState({}, '', '/profile/account');
    renderSite();
    act(() => bus.emit('session:ended', { reason: 'expired' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('AVISO');
    expect(dialog).toHaveTextContent(INVALID_SESSION);
    expect(screen.getByText('the page')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'OK' }));
    const popup = await screen.findByRole('dialog', { name: 'Entrar' });
    expect(screen.queryByText(INVALID_SESSION)).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
    // Opened with no destination: once signed in, the viewer is still on the page, which gives back what
    // they were doing.
    expect(popup).toHaveTextContent('no redirect');
    expect(navigate).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/profile/account');
    expect(screen.getByText('the page')).toBeInTheDocument();
  });

  it('does not ask when the viewer signed out, and closes a login popup left open', async () => {
    renderSite();
    act(() => bus.emit('overlay:open', { name: 'login' }));
    expect(await screen.findByRole('dialog', { name: 'Entrar' })).toBeInTheDocument();

    act(() => bus.emit('session:ended', { reason: 'signed-out' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(INVALID_SESSION)).toBeNull();
  });
});
