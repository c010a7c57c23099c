import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter } from 'react-router-dom';
import type { Subscription, UserPlan } from '@palco/contracts';
import { addTranslations, changeLocale, sessionStore } from '@palco/shared';
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
import { manageDictionaries } from './manage-i18n';
import { UpdatePaymentPage } from './UpdatePaymentPage';

addTranslations(manageDictionaries);

const monthly = makePlan({
  id: 'plan-monthly',
  name: 'Mensal',
  price: 6.99,
  currency: 'EUR',
  period_type: 'M',
  payment_methods: ['cc', 'mbway', 'paypal', 'dd'],
});
const BY_CARD: UserPlan = {
  plan_id: 'plan-monthly',
  description: 'Mensal',
  status: 'ACTIVE',
  end_date: '2026-05-05',
  payment_type: 'thinkpay',
  payment_method: 'cc',
};
const answer = (userPlan: UserPlan | null): Subscription =>
  userPlan ? { user_plan: userPlan, plan: monthly } : { user_plan: null };

let api: FakeApi | undefined;
afterEach(async () => {
  await api?.restore();
  api = undefined;
  sessionStore.getState().clear();
  sessionStorage.clear();
  window.history.pushState({}, '', '/');
  await act(() => changeLocale('pt_PT'));
});

function show(): ReturnType<typeof userEvent.setup> {
  window.history.pushState({}, '', '/profile/update-payment');
  sessionStore.getState().signIn('tok-1');
  sessionStore.getState().setAccount(makeAccount({ country: 'PT', premium: true }));
  renderWithProviders(
    <BrowserRouter>
      <UpdatePaymentPage />
    </BrowserRouter>,
    dictionaries,
  );
  return userEvent.setup();
}

describe('/profile/update-payment', () => {
  it('pays the next period with the chosen method, through the payment popup, as an update', async () => {
    let paid = false;
    const byPayPal: UserPlan = {
      ...BY_CARD,
      payment_type: 'paypal',
      payment_method: 'paypal',
      end_date: '2026-06-05',
    };
    api = fakeApi({
      'GET /v1/setting': ok({ update_payment_method: 1 }),
      'GET /v1/subscription': () => ok(answer(paid ? byPayPal : BY_CARD)),
      'POST /v1/subscription/token': ok({
        id: 'chk-2',
        url: 'http://localhost:4000/sandbox/pay/chk-2',
        payment_type: 'paypal',
        payment_method: 'paypal',
      }),
      'POST /v1/payment/status': () => {
        paid = true;
        return ok({
          product: { id: 'plan-monthly', name: 'Mensal', price: 6.99, currency: 'EUR', period_type: 'M' },
          user_plan: byPayPal,
        });
      },
      'GET /v1/account': ok(makeAccount({ premium: true })),
    });
    const user = show();
    expect((await screen.findByText('Método atual')).nextElementSibling).toHaveTextContent(
      'Cartão de crédito ou débito',
    );
    expect(document.title).toBe('Método de pagamento — Palco');
    // Another method than the current one is chosen to start with.
    expect(screen.getByRole('radio', { name: 'MB WAY' })).toBeChecked();
    expect(screen.getByText(/pagas já o próximo período do plano Mensal \(6,99\s€\)/)).toHaveTextContent(
      'Esse período começa a 6 de maio de 2026, quando o atual terminar.',
    );
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    await user.click(screen.getByRole('button', { name: 'Continuar para o pagamento' }));

    const payment = await screen.findByRole('dialog', { name: 'Pagamento' });
    const frame = await within(payment).findByTitle('Página de pagamento');
    expect(api.requestsTo('/v1/subscription/token')[0]?.body).toEqual({
      payment_type: 'paypal',
      payment_method: 'paypal',
      plan_id: 'plan-monthly',
      update: true,
    });
    fireEvent.load(frame);
    fireEvent.load(frame);
    const done = await screen.findByRole('dialog', { name: 'Pagamento concluído' }, { timeout: 4000 });
    expect(done).toHaveTextContent(
      'Método de pagamento alterado para PayPal. O próximo período começa a 6 de maio de 2026.',
    );
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('PayPal', { selector: 'dd' })).toBeInTheDocument();
  });

  it('shows the spec’s message while the setting is off, and offers nothing', async () => {
    api = fakeApi({
      'GET /v1/setting': ok({ update_payment_method: 0 }),
      'GET /v1/subscription': ok(answer(BY_CARD)),
    });
    show();
    expect(
      await screen.findByText('A alteração do método de pagamento não está disponível de momento.'),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('says a voucher’s plan has no method that can be changed', async () => {
    api = fakeApi({
      'GET /v1/setting': ok({ update_payment_method: 1 }),
      'GET /v1/subscription': ok(answer({ ...BY_CARD, payment_type: 'voucher', payment_method: null })),
    });
    show();
    expect(
      await screen.findByText(
        'O método de pagamento deste plano não pode ser alterado: o plano foi oferecido por um voucher.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it.each([
    ['no plan', null, 'Não tens nenhum plano ativo.'],
    [
      'a change of plan that waits to start',
      {
        ...BY_CARD,
        next_plan: {
          plan_id: 'plan-yearly',
          description: 'Anual',
          start_date: '2026-05-06',
          end_date: '2027-05-05',
          payment_type: 'thinkpay',
          payment_method: 'cc',
        },
      } satisfies UserPlan,
      'Já tens uma mudança de plano paga. Podes mudar outra vez quando ela começar.',
    ],
  ] as const)('says so instead of the choice with %s', async (_case, userPlan, message) => {
    api = fakeApi({ 'GET /v1/setting': ok({}), 'GET /v1/subscription': ok(answer(userPlan)) });
    show();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal in the popup when the setting went off meanwhile', async () => {
    api = fakeApi({
      'GET /v1/setting': ok({ update_payment_method: 1 }),
      'GET /v1/subscription': ok(answer(BY_CARD)),
      'POST /v1/subscription/token': reply(403, {
        code: 'payment_method_update_disabled',
        message: 'Indisponível.',
        error: 'Forbidden',
      }),
    });
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Continuar para o pagamento' }));
    const payment = await screen.findByRole('dialog', { name: 'Pagamento' });
    expect(await within(payment).findByRole('alert')).toHaveTextContent(
      'A alteração do método de pagamento não está disponível de momento.',
    );
  });
});
