import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter } from 'react-router-dom';
import { readTempSession, writeTempSession } from '@palco/contracts';
import { sessionStore } from '@palco/shared';
import { fakeApi, type FakeApi, makePlan, ok, renderWithProviders } from '@palco/shared/testing';
import { dictionaries } from '../i18n';
import { SubscriptionPopup } from '../subscription/SubscriptionPopup';
import { PlansPage } from './PlansPage';

const monthly = makePlan({ id: 'm', name: 'Mensal', price: 6.99, currency: 'EUR', payment_methods: ['cc'] });
const CHECKOUT = {
  id: 'chk-new',
  url: 'http://localhost:4000/sandbox/pay/chk-new',
  payment_type: 'thinkpay',
  payment_method: 'cc',
};
const PAID = {
  product: { id: 'm', name: 'Mensal', price: 6.99, currency: 'EUR', period_type: 'M' },
  user_plan: {
    plan_id: 'm',
    description: 'Mensal',
    status: 'ACTIVE',
    end_date: '2026-12-24',
    payment_type: 'thinkpay',
    payment_method: 'cc',
  },
};
const REGISTRATION = { token: 'tok-registration', account: { id: 'acc-new', email: 'nova@palco.pt' } };

let api: FakeApi | undefined;
afterEach(async () => {
  await api?.restore();
  api = undefined;
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.getState().clear();
  window.history.pushState({}, '', '/');
});

describe('paying before the account is activated (spec section 4)', () => {
  it('pays with the registration’s session, then says to activate from the e-mail and forgets it', async () => {
    writeTempSession(localStorage, REGISTRATION, Date.now());
    api = fakeApi({
      'GET /v1/plan': ok({ plans: [monthly] }),
      'POST /v1/subscription/token': ok(CHECKOUT),
      'POST /v1/payment/status': ok(PAID),
    });
    window.history.pushState({}, '', '/adira-ja?plan=m');
    renderWithProviders(
      <BrowserRouter>
        <PlansPage />
      </BrowserRouter>,
      dictionaries,
    );
    // Not signed in, and not asked to: the payment opens for the plan the popup sent.
    const dialog = await screen.findByRole('dialog', { name: 'Pagamento' });
    const frame = await within(dialog).findByTitle('Página de pagamento');
    expect(api.requestsTo('/v1/subscription/token')[0]?.authorization).toBe('Bearer tok-registration');
    act(() => {
      frame.dispatchEvent(new Event('load'));
      frame.dispatchEvent(new Event('load'));
    });
    const done = await screen.findByRole('dialog', { name: 'Pagamento concluído' }, { timeout: 4000 });
    expect(done).toHaveTextContent(
      'Pagamento aceite: o plano Mensal fica à tua espera. Ativa a tua conta com o código que enviámos para nova@palco.pt para começares a ver.',
    );
    expect(api.requestsTo('/v1/payment/status')[0]?.authorization).toBe('Bearer tok-registration');
    // No account to reload: the viewer is not signed in yet.
    expect(api.requestsTo('/v1/account')).toHaveLength(0);
    await userEvent.setup().click(within(done).getByRole('button', { name: 'OK' }));
    expect(readTempSession(localStorage, Date.now())).toBeNull();
    expect(window.location.pathname).toBe('/');
  });

  it('is given up by “continue free”, which drops the registration’s session', async () => {
    writeTempSession(localStorage, REGISTRATION, Date.now());
    api = fakeApi({ 'GET /v1/plan': ok({ plans: [monthly] }) });
    const onClose = jest.fn();
    renderWithProviders(<SubscriptionPopup onClose={onClose} />, dictionaries);
    const popup = await screen.findByRole('dialog');
    await userEvent.setup().click(await within(popup).findByRole('button', { name: 'Continuar grátis' }));
    expect(onClose).toHaveBeenCalled();
    expect(readTempSession(localStorage, Date.now())).toBeNull();
  });

  it('asks a visitor without one to sign in, as before', async () => {
    api = fakeApi({ 'GET /v1/plan': ok({ plans: [monthly] }) });
    window.history.pushState({}, '', '/adira-ja?plan=m');
    renderWithProviders(
      <BrowserRouter>
        <PlansPage />
      </BrowserRouter>,
      dictionaries,
    );
    expect(await screen.findByRole('button', { name: 'Continuar com este plano' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Pagamento' })).toBeNull();
  });
});
