import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PalcoEvents } from '@palco/contracts';
import { bus, sessionStore } from '@palco/shared';
import { fakeApi, renderWithProviders } from '@palco/shared/testing';
import { App } from '../App';
import { frameSettings, freeAccount } from '../test-utils/fixtures';
import { dictionaries } from '../i18n';

let api: ReturnType<typeof fakeApi> | null = null;
const opened: PalcoEvents['overlay:open'][] = [];
const onOpen = (event: PalcoEvents['overlay:open']): void => void opened.push(event);
const SIGN_IN_AND_ON: PalcoEvents['overlay:open'] = { name: 'login', redirectTo: '/international/subscribe' };

beforeEach(() => {
  api = fakeApi({ 'GET /v1/setting': { status: 200, body: frameSettings } });
  bus.on('overlay:open', onOpen);
});
afterEach(async () => {
  bus.off('overlay:open', onOpen);
  opened.length = 0;
  await api?.restore();
  api = null;
  sessionStore.getState().clear();
});

function openAt(path: string): ReturnType<typeof userEvent.setup> {
  window.history.pushState({}, '', path);
  renderWithProviders(<App />, dictionaries);
  return userEvent.setup();
}

describe('/international/login', () => {
  it('opens the sign-in popup on arrival, once, and again from the button after it was closed', async () => {
    const user = openAt('/international/login');
    const page = await screen.findByRole('region', { name: 'Entra no Palco' });
    expect(opened).toEqual([SIGN_IN_AND_ON]);

    await user.click(within(page).getByRole('button', { name: 'Entrar' }));
    expect(opened).toEqual([SIGN_IN_AND_ON, SIGN_IN_AND_ON]);
  });

  it('sends a signed-in viewer on to subscribe, where the plans open, without asking to sign in', async () => {
    sessionStore.getState().signIn('tok-9');
    sessionStore.getState().setAccount(freeAccount);
    openAt('/international/login');
    expect(await screen.findByRole('region', { name: 'Escolhe o teu plano' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/international/subscribe');
    // Where the plans open, and no sign-in is asked for.
    expect(opened).toEqual([{ name: 'subscribe' }]);
  });

  it('does not ask a stored session whose account is still loading to sign in', () => {
    sessionStore.getState().signIn('tok-9');
    openAt('/international/login');
    expect(opened).toEqual([]);
  });
});
