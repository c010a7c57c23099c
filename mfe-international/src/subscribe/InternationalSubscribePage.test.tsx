import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PalcoEvents } from '@palco/contracts';
import { bus, sessionStore } from '@palco/shared';
import { fakeApi, makePlan, renderWithProviders } from '@palco/shared/testing';
import { App } from '../App';
import { frameSettings, freeAccount } from '../test-utils/fixtures';
import { dictionaries } from '../i18n';

const plans = [
  makePlan({ id: 'monthly', name: 'Mensal', price: 6.99, period_type: 'M' }),
  makePlan({
    id: 'yearly',
    name: 'Anual',
    description: 'Dois meses grátis.',
    price: 69.9,
    full_price: 83.88,
    renewal_price: 69.9,
    highlight: true,
    period_type: 'Y',
    payment_methods: ['cc', 'paypal'],
  }),
];

let api: ReturnType<typeof fakeApi> | null = null;

beforeEach(() => {
  api = fakeApi({
    'GET /v1/setting': { status: 200, body: frameSettings },
    'GET /v1/plan': { status: 200, body: { plans } },
  });
});
afterEach(async () => {
  await api?.restore();
  api = null;
  sessionStore.getState().clear();
});

describe('/international/subscribe', () => {
  it('shows a signed-in viewer the plans with price and period', async () => {
    sessionStore.getState().signIn('tok-9');
    sessionStore.getState().setAccount(freeAccount);
    window.history.pushState({}, '', '/international/subscribe');
    renderWithProviders(<App />, dictionaries);

    const page = screen.getByRole('region', { name: 'Escolhe o teu plano' });
    const items = within(await within(page).findByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/Mensal.*6,99\s€\spor mês/);
    expect(items[1]).toHaveTextContent(/Recomendado.*Anual.*69,90\s€\spor ano/);
  });

  it('sends a visitor to sign in, without asking for the plans', () => {
    window.history.pushState({}, '', '/international/subscribe');
    renderWithProviders(<App />, dictionaries);
    const page = screen.getByRole('region', { name: 'Escolhe o teu plano' });
    expect(within(page).getByRole('link', { name: 'Entrar' })).toHaveAttribute(
      'href',
      '/international/login',
    );
    expect(api?.requests.some((request) => request.url === '/v1/plan')).toBe(false);
  });
});

describe('/international/login', () => {
  it('opens the login popup and continues to subscribe afterwards', async () => {
    window.history.pushState({}, '', '/international/login');
    const opened: PalcoEvents['overlay:open'][] = [];
    const onOpen = (event: PalcoEvents['overlay:open']): void => void opened.push(event);
    bus.on('overlay:open', onOpen);
    renderWithProviders(<App />, dictionaries);
    const page = screen.getByRole('region', { name: 'Entra no Palco' });
    await userEvent.setup().click(within(page).getByRole('button', { name: 'Entrar' }));
    bus.off('overlay:open', onOpen);
    expect(opened).toEqual([{ name: 'login', redirectTo: '/international/subscribe' }]);
  });

  it('sends a viewer who is already signed in to subscribe', async () => {
    sessionStore.getState().signIn('tok-9');
    sessionStore.getState().setAccount(freeAccount);
    window.history.pushState({}, '', '/international/login');
    renderWithProviders(<App />, dictionaries);
    expect(window.location.pathname).toBe('/international/subscribe');
    expect(await screen.findByRole('heading', { name: 'Mensal' })).toBeInTheDocument();
  });
});
