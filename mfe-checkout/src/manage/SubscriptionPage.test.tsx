import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter } from 'react-router-dom';
import type { Subscription, UserPlan } from '@palco/contracts';
import { addTranslations, bus, changeLocale, sessionStore } from '@palco/shared';
import {
  errorReply,
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
import { SubscriptionPage } from './SubscriptionPage';

addTranslations(manageDictionaries);

const monthly = makePlan({
  id: 'plan-monthly',
  name: 'Mensal',
  price: 6.99,
  currency: 'EUR',
  period_type: 'M',
  payment_methods: ['cc', 'mbway', 'paypal'],
});
const yearly = makePlan({
  id: 'plan-yearly',
  name: 'Anual',
  price: 69.99,
  currency: 'EUR',
  period_type: 'Y',
  payment_methods: ['cc'],
});

const ACTIVE: UserPlan = {
  plan_id: 'plan-monthly',
  description: 'Mensal',
  status: 'ACTIVE',
  end_date: '2026-05-05',
  payment_type: 'thinkpay',
  payment_method: 'cc',
};
const NEXT = {
  plan_id: 'plan-yearly',
  description: 'Anual',
  start_date: '2026-05-06',
  end_date: '2027-05-05',
  payment_type: 'thinkpay',
  payment_method: 'cc',
} as const;

const withPlan = (userPlan: UserPlan = ACTIVE): Subscription => ({ user_plan: userPlan, plan: monthly });

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
  window.history.pushState({}, '', '/profile/subscription');
  renderWithProviders(
    <BrowserRouter>
      <SubscriptionPage />
    </BrowserRouter>,
    dictionaries,
  );
  return userEvent.setup();
}

function signIn(premium = true): void {
  sessionStore.getState().signIn('tok-1');
  sessionStore.getState().setAccount(makeAccount({ country: 'PT', premium }));
}

describe('/profile/subscription: the plan in force', () => {
  it('shows the plan, its price, status, last day and how it is paid, in the viewer’s words', async () => {
    api = fakeApi({
      'GET /v1/subscription': ok(withPlan()),
      'GET /v1/plan': ok({ plans: [monthly, yearly] }),
    });
    signIn();
    show();
    const details = (await screen.findByText('Mensal', { selector: 'dd' })).closest('dl');
    expect(details).toHaveTextContent(/Preço\s*6,99\s€ por mês/);
    expect(details).toHaveTextContent('EstadoAtivo');
    expect(details).toHaveTextContent('Válido até5 de maio de 2026');
    expect(details).toHaveTextContent('PagamentoCartão de crédito ou débito');
    expect(screen.getByRole('heading', { level: 1, name: 'A minha subscrição' })).toBeInTheDocument();
    expect(document.title).toBe('A minha subscrição — Palco');
    expect(screen.getByRole('link', { name: 'Alterar método de pagamento' })).toHaveAttribute(
      'href',
      '/profile/update-payment',
    );
    expect(screen.getByRole('link', { name: 'A minha conta' })).toHaveAttribute('href', '/profile');
  });

  it('speaks English too', async () => {
    await act(() => changeLocale('en'));
    api = fakeApi({ 'GET /v1/subscription': ok(withPlan()), 'GET /v1/plan': ok({ plans: [monthly] }) });
    signIn();
    show();
    const details = (await screen.findByText('Mensal', { selector: 'dd' })).closest('dl');
    expect(details).toHaveTextContent('Valid untilMay 5, 2026');
    expect(details).toHaveTextContent('StatusActive');
    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
  });

  it('says so without a plan, and leads to the plans', async () => {
    api = fakeApi({ 'GET /v1/subscription': ok({ user_plan: null }) });
    signIn(false);
    show();
    expect(await screen.findByText('Não tens nenhum plano ativo.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/adira-ja');
    expect(screen.queryByRole('button', { name: 'Cancelar subscrição' })).not.toBeInTheDocument();
  });

  it('tells a premium account without a plan here that there is nothing to manage', async () => {
    api = fakeApi({ 'GET /v1/subscription': ok({ user_plan: null }) });
    signIn(true);
    show();
    expect(await screen.findByText(/A tua conta é Premium por outra via/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver planos' })).not.toBeInTheDocument();
  });

  it('says a voucher’s plan has no renewal to cancel, and offers no cancel nor new method', async () => {
    api = fakeApi({
      'GET /v1/subscription': ok(withPlan({ ...ACTIVE, payment_type: 'voucher', payment_method: null })),
      'GET /v1/plan': ok({ plans: [monthly, yearly] }),
    });
    signIn();
    show();
    expect(await screen.findByText(/foi oferecido por um voucher: não se renova/)).toHaveTextContent(
      'Termina a 5 de maio de 2026.',
    );
    expect(screen.getByText('Voucher', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar subscrição' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Alterar método de pagamento' })).not.toBeInTheDocument();
    // The same plan may follow it, paid.
    expect(await screen.findByRole('radio', { name: /Mensal/ })).toBeInTheDocument();
  });

  it('offers a way to load it again when it could not be loaded', async () => {
    let calls = 0;
    api = fakeApi({
      'GET /v1/subscription': () => (++calls === 1 ? errorReply(500) : ok({ user_plan: null })),
    });
    signIn(false);
    const user = show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar estes dados.');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Não tens nenhum plano ativo.')).toBeInTheDocument();
  });

  it('asks a visitor to sign in, coming back here', async () => {
    const opened = jest.fn();
    bus.on('overlay:open', opened);
    api = fakeApi({});
    const user = show();
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(opened).toHaveBeenCalledWith({ name: 'login', redirectTo: '/profile/subscription' });
    // Nothing of an account is asked for.
    expect(api.requests.filter((request) => request.url !== '/v1/setting')).toEqual([]);
    bus.off('overlay:open', opened);
  });
});

describe('changing plan (spec section 4)', () => {
  it('names the plan, the day after the current one ends and its price, then pays with update', async () => {
    let changed = false;
    api = fakeApi({
      'GET /v1/subscription': () => ok(withPlan(changed ? { ...ACTIVE, next_plan: NEXT } : ACTIVE)),
      'GET /v1/plan': ok({ plans: [monthly, yearly] }),
      'POST /v1/subscription/token': ok({
        id: 'chk-1',
        url: 'http://localhost:4000/sandbox/pay/chk-1',
        payment_type: 'thinkpay',
        payment_method: 'cc',
      }),
      'POST /v1/payment/status': () => {
        changed = true;
        return ok({
          product: { id: 'plan-yearly', name: 'Anual', price: 69.99, currency: 'EUR', period_type: 'Y' },
          user_plan: { ...ACTIVE, next_plan: NEXT },
        });
      },
      'GET /v1/account': ok(makeAccount({ premium: true })),
    });
    signIn();
    const user = show();
    // The plan in force is not offered again.
    const choices = await screen.findAllByRole('radio');
    expect(choices.map((radio) => radio.closest('label')?.textContent)).toEqual([
      expect.stringMatching(/^Anual/),
    ]);
    await user.click(screen.getByRole('button', { name: 'Mudar para este plano' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmar a mudança de plano' });
    expect(confirm).toHaveTextContent(
      'O plano Anual começa a 6 de maio de 2026, por 69,99 €. Pagas agora e manténs o plano atual até lá.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar e pagar' }));

    // The yearly plan has one method: straight to the provider, as a change of plan.
    const payment = await screen.findByRole('dialog', { name: 'Pagamento' });
    const frame = await within(payment).findByTitle('Página de pagamento');
    expect(api.requestsTo('/v1/subscription/token')[0]?.body).toEqual({
      payment_type: 'thinkpay',
      payment_method: 'cc',
      plan_id: 'plan-yearly',
      update: true,
    });
    fireEvent.load(frame);
    fireEvent.load(frame);
    const done = await screen.findByRole('dialog', { name: 'Pagamento concluído' }, { timeout: 4000 });
    expect(done).toHaveTextContent('Mudança de plano confirmada: o plano Anual começa a 6 de maio de 2026.');
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    expect(
      await screen.findByText(
        'A partir de 6 de maio de 2026, o teu plano passa a ser Anual (já pago, até 5 de maio de 2027).',
      ),
    ).toBeInTheDocument();
    // A change waits: no other is offered until it starts.
    expect(screen.getByText(/Já tens uma mudança de plano paga/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mudar para este plano' })).not.toBeInTheDocument();
  });

  it('goes back without paying from the confirmation', async () => {
    api = fakeApi({
      'GET /v1/subscription': ok(withPlan()),
      'GET /v1/plan': ok({ plans: [monthly, yearly] }),
    });
    signIn();
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Mudar para este plano' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmar a mudança de plano' });
    await user.click(within(confirm).getByRole('button', { name: 'Voltar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requestsTo('/v1/subscription/token')).toEqual([]);
  });

  it('offers no change while monetization is off', async () => {
    api = fakeApi({
      'GET /v1/setting': ok({ monetization: 0 }),
      'GET /v1/subscription': ok(withPlan()),
    });
    signIn();
    show();
    expect(await screen.findByText('Mensal', { selector: 'dd' })).toBeInTheDocument();
    await waitFor(() => expect(api?.requestsTo('/v1/setting')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Mudar de plano' })).not.toBeInTheDocument();
    expect(api.requestsTo('/v1/plan')).toEqual([]);
  });
});

describe('cancelling', () => {
  it('confirms first, then keeps Premium to the last day: CANCELLED, with a toast', async () => {
    api = fakeApi({
      'GET /v1/subscription': ok(withPlan({ ...ACTIVE, payment_type: 'paypal', payment_method: 'paypal' })),
      'GET /v1/plan': ok({ plans: [monthly, yearly] }),
      'DELETE /v1/subscription': ok(
        withPlan({ ...ACTIVE, status: 'CANCELLED', payment_type: 'paypal', payment_method: 'paypal' }),
      ),
    });
    const toast = jest.fn();
    bus.on('toast:show', toast);
    signIn();
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Cancelar subscrição' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancelar a subscrição?' });
    expect(dialog).toHaveTextContent('Continuas Premium até 5 de maio de 2026');
    expect(dialog).toHaveTextContent('A subscrição também é cancelada no PayPal.');
    expect(api.requestsTo('/v1/subscription').filter((r) => r.method === 'DELETE')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Sim, cancelar' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Subscrição cancelada. Premium até 5 de maio de 2026.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Cancelado', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('Premium até 5 de maio de 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar subscrição' })).not.toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith({
      message: 'Subscrição cancelada. Premium até 5 de maio de 2026.',
      kind: 'success',
    });
    bus.off('toast:show', toast);
  });

  it('keeps the plan and says why when the cancel fails; Escape keeps the subscription', async () => {
    api = fakeApi({
      'GET /v1/subscription': ok(withPlan()),
      'GET /v1/plan': ok({ plans: [monthly] }),
      'DELETE /v1/subscription': reply(500, { code: 500, message: 'x', error: 'Internal Server Error' }),
    });
    signIn();
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Cancelar subscrição' }));
    await user.click(screen.getByRole('button', { name: 'Sim, cancelar' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).not.toBeEmptyDOMElement();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Ativo', { selector: 'dd' })).toBeInTheDocument();
  });
});
