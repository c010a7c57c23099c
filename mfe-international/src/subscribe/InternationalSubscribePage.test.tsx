import { act, screen, within } from '@testing-library/react';
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

const PLANS: PalcoEvents['overlay:open'] = { name: 'subscribe' };
const SIGN_IN_AND_BACK: PalcoEvents['overlay:open'] = {
  name: 'login',
  redirectTo: '/international/subscribe',
};

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

function signIn(account = freeAccount): void {
  sessionStore.getState().signIn('tok-9');
  sessionStore.getState().setAccount(account);
}

function openAt(path: string): ReturnType<typeof userEvent.setup> {
  window.history.pushState({}, '', path);
  renderWithProviders(<App />, dictionaries);
  return userEvent.setup();
}

const page = (): HTMLElement => screen.getByRole('region', { name: 'Escolhe o teu plano' });

describe('/international/subscribe', () => {
  it('opens the checkout’s subscription popup for a signed-in viewer on arrival, and again on request', async () => {
    signIn();
    const user = openAt('/international/subscribe');
    expect(opened).toEqual([PLANS]);
    // The plans are the checkout's: this page asks for none itself.
    expect(api?.requests.some((request) => request.url === '/v1/plan')).toBe(false);

    // Continued free, then changed their mind.
    await user.click(within(page()).getByRole('button', { name: 'Ver planos' }));
    expect(opened).toEqual([PLANS, PLANS]);
    expect(window.location.pathname).toBe('/international/subscribe');
  });

  it('asks a visitor who presses subscribe to sign in first, then offers the plans on coming back', async () => {
    const user = openAt('/international/subscribe');
    expect(within(page()).getByText('Entra na tua conta para escolheres um plano.')).toBeInTheDocument();
    // A visitor who came here by address is not interrupted.
    expect(opened).toEqual([]);

    await user.click(within(page()).getByRole('button', { name: 'Ver planos' }));
    expect(opened).toEqual([SIGN_IN_AND_BACK]);

    // The account popup signs the viewer in and follows `redirectTo` back here.
    act(() => signIn());
    expect(opened).toEqual([SIGN_IN_AND_BACK, PLANS]);
    expect(within(page()).getByText('Escolhe o plano que preferes e paga em segurança.')).toBeInTheDocument();
  });

  it('waits for the account of a viewer whose session is still loading', () => {
    sessionStore.getState().signIn('tok-9');
    openAt('/international/subscribe');
    expect(within(page()).queryByRole('button', { name: 'Ver planos' })).not.toBeInTheDocument();
    expect(opened).toEqual([]);
    act(() => sessionStore.getState().setAccount(freeAccount));
    expect(opened).toEqual([PLANS]);
  });

  it('leaves the plans of an account still to complete its profile to the account team, and those of a premium one alone', () => {
    signIn({ ...freeAccount, completed: false });
    openAt('/international/subscribe');
    expect(opened).toEqual([]);
    act(() => sessionStore.getState().setAccount({ ...freeAccount, premium: true }));
    expect(opened).toEqual([]);
  });
});
