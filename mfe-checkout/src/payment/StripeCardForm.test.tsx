import { act, screen, waitFor, within } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { sessionStore } from '@palco/shared';
import {
  fakeApi,
  type FakeApi,
  makeAccount,
  makePlan,
  ok,
  reply,
  renderWithProviders,
} from '@palco/shared/testing';
import { dictionaries } from '../i18n';
import { PlansPage } from '../plans/PlansPage';
import { mountStripeCard, type StripeCardOptions } from './stripe-card';

jest.mock('./stripe-card', () => ({ mountStripeCard: jest.fn() }));
const mount = jest.mocked(mountStripeCard);

const monthly = makePlan({ id: 'm', name: 'Mensal', price: 6.99, currency: 'EUR', payment_methods: ['cc'] });
const CARD = {
  id: 'chk-card',
  url: 'https://palco.example/adira-ja?thinkpay=success',
  payment_type: 'thinkpay',
  payment_method: 'cc',
  amount: 6.99,
  currency: 'EUR',
  client_secret: 'cs_test_1_secret_x',
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

let api: FakeApi | undefined;
afterEach(async () => {
  await api?.restore();
  api = undefined;
  mount.mockReset();
  sessionStore.getState().clear();
  sessionStorage.clear();
});

function show(): void {
  sessionStore.getState().signIn('tok-1');
  sessionStore.getState().setAccount(makeAccount({ country: 'PT', premium: false }));
  window.history.pushState({}, '', '/adira-ja?plan=m');
  renderWithProviders(
    <BrowserRouter>
      <PlansPage />
    </BrowserRouter>,
    dictionaries,
  );
}

describe('a card payment through the production card gateway', () => {
  it('mounts the gateway’s own form with the publishable key and the session, and asks once it completes', async () => {
    const destroy = jest.fn();
    let completed: StripeCardOptions['onComplete'] = () => undefined;
    mount.mockImplementation(async (_container, options) => {
      completed = options.onComplete;
      return destroy;
    });
    api = fakeApi({
      'GET /v1/setting': ok({ stripe_publishable_key: 'pk_test_123' }),
      'GET /v1/plan': ok({ plans: [monthly] }),
      'POST /v1/subscription/token': ok(CARD),
      'POST /v1/payment/status': ok(PAID),
      'GET /v1/account': ok(makeAccount({ premium: true })),
    });
    show();
    const dialog = await screen.findByRole('dialog', { name: 'Pagamento' });
    const form = await within(dialog).findByRole('group', { name: 'Página de pagamento' });
    await waitFor(() => expect(mount).toHaveBeenCalledTimes(1));
    expect(mount.mock.calls[0]?.[0]).toBe(form);
    expect(mount.mock.calls[0]?.[1]).toMatchObject({
      publishableKey: 'pk_test_123',
      clientSecret: 'cs_test_1_secret_x',
    });
    // No sandbox page framed beside it.
    expect(within(dialog).queryByTitle('Página de pagamento')).toBeNull();

    act(() => completed());
    expect(
      await screen.findByRole('dialog', { name: 'Pagamento concluído' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    // The form is taken away with its step.
    expect(destroy).toHaveBeenCalled();
  });

  it('says the payment did not go through when the gateway’s form cannot be shown', async () => {
    mount.mockRejectedValue(new Error('blocked'));
    api = fakeApi({
      'GET /v1/setting': ok({ stripe_publishable_key: 'pk_test_123' }),
      'GET /v1/plan': ok({ plans: [monthly] }),
      'POST /v1/subscription/token': ok(CARD),
      'POST /v1/payment/status': reply(402, {
        code: 'invalid_payment',
        message: 'x',
        error: 'Payment Required',
      }),
    });
    show();
    const dialog = await screen.findByRole('dialog', { name: 'Pagamento' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'O pagamento não foi processo com sucesso.',
    );
  });
});
