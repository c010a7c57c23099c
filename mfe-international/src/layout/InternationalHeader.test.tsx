import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@palco/shared';
import { fakeApi, renderWithProviders } from '@palco/shared/testing';
import { App } from '../App';
import { frameSettings, freeAccount } from '../test-utils/fixtures';
import { dictionaries } from '../i18n';

let api: ReturnType<typeof fakeApi> | null = null;

beforeEach(() => {
  window.history.pushState({}, '', '/international/login');
  api = fakeApi({
    'GET /v1/setting': { status: 200, body: frameSettings },
    'GET /v1/plan': { status: 200, body: { plans: [] } },
    'POST /v1/logout': { status: 204, body: '' },
  });
});
afterEach(async () => {
  await api?.restore();
  api = null;
  sessionStore.getState().clear();
});

function signIn(): void {
  sessionStore.getState().signIn('tok-9');
  sessionStore.getState().setAccount(freeAccount);
}

describe('the international header and footer', () => {
  it('links the logo to /international', () => {
    renderWithProviders(<App />, dictionaries);
    expect(screen.getByRole('link', { name: 'Palco, página inicial internacional' })).toHaveAttribute(
      'href',
      '/international',
    );
  });

  it('sends a visitor to /international/login', () => {
    renderWithProviders(<App />, dictionaries);
    expect(screen.getByRole('banner')).toContainElement(
      screen.getAllByRole('link', { name: 'Entrar' })[0] ?? null,
    );
    expect(screen.getAllByRole('link', { name: 'Entrar' })[0]).toHaveAttribute(
      'href',
      '/international/login',
    );
    expect(screen.queryByRole('link', { name: 'A minha conta' })).not.toBeInTheDocument();
  });

  it('gives a signed-in viewer an avatar linking to /international/subscribe, with logout on hover', async () => {
    signIn();
    renderWithProviders(<App />, dictionaries);
    const profile = screen.getByRole('link', { name: 'A minha conta' });
    expect(profile).toHaveAttribute('href', '/international/subscribe');
    expect(screen.queryByRole('button', { name: 'Terminar sessão' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.hover(profile);
    expect(screen.getByRole('button', { name: 'Terminar sessão' })).toBeInTheDocument();
    await user.unhover(profile);
    expect(screen.queryByRole('button', { name: 'Terminar sessão' })).not.toBeInTheDocument();
  });

  it('opens the dropdown on keyboard focus too, and logout ends the session', async () => {
    signIn();
    window.history.pushState({}, '', '/international/subscribe');
    renderWithProviders(<App />, dictionaries);
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'A minha conta' })).toHaveFocus();
    await user.tab();
    const logout = screen.getByRole('button', { name: 'Terminar sessão' });
    expect(logout).toHaveFocus();

    // The shell takes the viewer to /international on `session:ended` (shell/src/session/session-end.ts).
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sessionStore.getState().token).toBeNull());
    expect(screen.queryByRole('button', { name: 'Terminar sessão' })).not.toBeInTheDocument();
    expect(api?.requests.some((request) => request.url === '/v1/logout')).toBe(true);
  });

  it('keeps the dropdown open for a focused keyboard viewer when the mouse leaves', async () => {
    signIn();
    renderWithProviders(<App />, dictionaries);
    const user = userEvent.setup();
    const profile = screen.getByRole('link', { name: 'A minha conta' });
    await user.hover(profile);
    await user.tab();
    await user.tab();
    expect(profile).toHaveFocus();
    await user.unhover(profile);
    expect(screen.getByRole('button', { name: 'Terminar sessão' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Terminar sessão' })).not.toBeInTheDocument();
  });

  it('closes the dropdown when focus leaves it', async () => {
    signIn();
    renderWithProviders(<App />, dictionaries);
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Terminar sessão' })).toBeInTheDocument();
    await user.tab();
    await user.tab();
    expect(screen.queryByRole('button', { name: 'Terminar sessão' })).not.toBeInTheDocument();
  });

  it('shows the current year and the legal links in the footer', () => {
    renderWithProviders(<App />, dictionaries);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Palco`);
    expect(screen.getByRole('link', { name: 'Termos e condições' })).toHaveAttribute(
      'href',
      '/termos-e-condicoes',
    );
    expect(screen.getByRole('link', { name: 'Política de privacidade' })).toHaveAttribute(
      'href',
      '/politica-privacidade',
    );
  });
});
