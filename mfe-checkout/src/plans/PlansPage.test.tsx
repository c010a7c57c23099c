import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter } from 'react-router-dom';
import { bus, changeLocale, getAffiliate, sessionStore, setAffiliate } from '@palco/shared';
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
import { readPendingCheckout, savePendingCheckout } from '../payment/checkout-store';
import { PlansPage } from './PlansPage';

const monthly = makePlan({
  id: 'm',
  name: 'Mensal',
  price: 6.99,
  currency: 'EUR',
  period_type: 'M',
  highlight: true,
  payment_methods: ['cc', 'mbway', 'paypal'],
});
const yearly = makePlan({ id: 'y', name: 'Anual', price: 69.99, currency: 'EUR', period_type: 'Y' });
const weekly = makePlan({ id: 'w', name: 'Weekly', price: 1.99, currency: 'USD', period_type: 'W' });

const CHECKOUT = {
  id: 'chk-1',
  url: 'http://localhost:4000/sandbox/pay/chk-1',
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
const waiting = reply(402, {
  code: 'invalid_payment',
  message: 'A aguardar o pagamento.',
  error: 'Payment Required',
});

let api: FakeApi | undefined;
afterEach(async () => {
  await api?.restore();
  api = undefined;
  sessionStore.getState().clear();
  sessionStorage.clear();
  window.history.pushState({}, '', '/');
  await act(() => changeLocale('pt_PT'));
});

function show(path = '/adira-ja'): ReturnType<typeof userEvent.setup> {
  window.history.pushState({}, '', path);
  renderWithProviders(
    <BrowserRouter>
      <PlansPage />
    </BrowserRouter>,
    dictionaries,
  );
  return userEvent.setup();
}

function signIn(country = 'PT'): void {
  sessionStore.getState().signIn('tok-1');
  sessionStore.getState().setAccount(makeAccount({ country, premium: false }));
}

describe('PlansPage (/adira-ja)', () => {
  it('lists the plans of GET /v1/plan to choose from, the first preselected, prices and periods in words', async () => {
    api = fakeApi({ 'GET /v1/plan': ok({ plans: [monthly, yearly, weekly] }) });
    show();
    const first = await screen.findByRole('radio', { name: /Mensal/ });
    expect(document.title).toBe('Adere já — Palco');
    expect(first).toBeChecked();
    expect(first.closest('label')).toHaveTextContent(/6,99\s€\s*por mês/);
    expect(first.closest('label')).toHaveTextContent('Recomendado');
    expect(screen.getByRole('radio', { name: /Anual/ }).closest('label')).toHaveTextContent(
      /69,99\s€\s*por ano/,
    );
    expect(screen.getByRole('radio', { name: /Weekly/ }).closest('label')).toHaveTextContent(
      /1,99\sUS\$\s*por semana/,
    );
  });

  it('speaks the viewer’s language', async () => {
    await act(() => changeLocale('en'));
    api = fakeApi({ 'GET /v1/plan': ok({ plans: [monthly] }) });
    show();
    expect(await screen.findByRole('heading', { name: 'Join now' })).toBeInTheDocument();
    expect((await screen.findByRole('radio', { name: /Mensal/ })).closest('label')).toHaveTextContent(
      /€6\.99\s*per month/,
    );
  });

  it('says so when there are no plans, or they cannot load', async () => {
    api = fakeApi({ 'GET /v1/plan': ok({ plans: [] }) });
    show();
    expect(await screen.findByText('Não há planos disponíveis de momento.')).toBeInTheDocument();
    await api.restore();
    api = fakeApi({ 'GET /v1/plan': errorReply(500) });
    show('/adira-ja?again');
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar os planos.');
  });

  it('asks a visitor to sign in first, coming back to the chosen plan', async () => {
    api = fakeApi({ 'GET /v1/plan': ok({ plans: [monthly, yearly] }) });
    const opened = jest.fn();
    bus.on('overlay:open', opened);
    const user = show();
    await user.click(await screen.findByRole('radio', { name: /Anual/ }));
    await user.click(screen.getByRole('button', { name: 'Continuar com este plano' }));
    expect(opened).toHaveBeenCalledWith({ name: 'login', redirectTo: '/adira-ja?plan=y' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    bus.off('overlay:open', opened);
  });

  it('offers the voucher and promo code form to anyone holding a code', async () => {
    api = fakeApi({ 'GET /v1/plan': ok({ plans: [monthly] }) });
    const user = show();
    await screen.findByRole('radio', { name: /Mensal/ });
    const link = screen.getByRole('link', { name: 'Tens um voucher ou um código promocional?' });
    expect(link).toHaveAttribute('href', '/promo');
    await user.click(link);
    expect(window.location.pathname).toBe('/promo');
  });
});

describe('paying for a plan (spec section 4)', () => {
  it('frames the provider’s page for the chosen method and shows success once the status says paid', async () => {
    let statusCalls = 0;
    api = fakeApi({
      'GET /v1/plan': ok({ plans: [monthly, yearly] }),
      'POST /v1/subscription/token': ok(CHECKOUT),
      'POST /v1/payment/status': () => (++statusCalls === 1 ? waiting : ok(PAID)),
      'GET /v1/account': ok(makeAccount({ country: 'PT', premium: true })),
    });
    signIn();
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Continuar com este plano' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pagamento' });
    // PT: card, MB Way and PayPal, card first.
    const methods = within(dialog).getAllByRole('radio');
    expect(methods.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Cartão de crédito ou débito',
      'MB WAY',
      'PayPal',
    ]);
    expect(methods[0]).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'MB WAY' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));

    const frame = await within(dialog).findByTitle('Página de pagamento');
    expect(frame).toHaveAttribute('src', CHECKOUT.url);
    expect(frame).toHaveAttribute('height', '1000');
    expect(api.requestsTo('/v1/subscription/token')[0]?.body).toEqual({
      payment_type: 'thinkpay',
      payment_method: 'mbway',
      plan_id: 'm',
    });
    expect(readPendingCheckout()?.id).toBe('chk-1');

    // The provider's page moves on (the viewer paid): the status is asked at once, not 10 s later.
    fireEvent.load(frame);
    fireEvent.load(frame);
    await waitFor(() => expect(statusCalls).toBe(1));
    expect(screen.getByTitle('Página de pagamento')).toBeInTheDocument(); // invalid_payment: still waiting
    fireEvent.load(frame);
    expect(
      await screen.findByRole('dialog', { name: 'Pagamento concluído' }, { timeout: 4000 }),
    ).toHaveTextContent(/Já és Premium com o plano Mensal, até 24 de dezembro de 2026/);
    expect(sessionStore.getState().account?.premium).toBe(true);
    expect(readPendingCheckout()).toBeNull();
    expect(api.requestsTo('/v1/payment/status')[0]?.body).toEqual({
      payment_type: 'thinkpay',
      params: { checkoutId: 'chk-1' },
    });
  });

  it('goes straight to the provider for a plan with one method, and opens for the plan the popup sent', async () => {
    api = fakeApi({
      'GET /v1/plan': ok({ plans: [monthly, { ...yearly, payment_methods: ['paypal'] }] }),
      'POST /v1/subscription/token': ok({ ...CHECKOUT, payment_type: 'paypal', payment_method: 'paypal' }),
      'POST /v1/payment/status': waiting,
    });
    signIn('ES');
    show('/adira-ja?plan=y');
    const dialog = await screen.findByRole('dialog', { name: 'Pagamento' });
    expect(await within(dialog).findByTitle('Página de pagamento')).toBeInTheDocument();
    expect(api.requestsTo('/v1/subscription/token')[0]?.body).toMatchObject({
      payment_method: 'paypal',
      plan_id: 'y',
    });
  });

  it('shows the spec’s message when the provider refuses, and OK starts again with nothing kept', async () => {
    api = fakeApi({
      'GET /v1/plan': ok({ plans: [monthly] }),
      'POST /v1/subscription/token': ok(CHECKOUT),
      'POST /v1/payment/status': reply(402, {
        code: 'payment_failed',
        message: 'Recusado.',
        error: 'Payment Required',
      }),
    });
    signIn();
    const user = show('/adira-ja?plan=m');
    const dialog = await screen.findByRole('dialog', { name: 'Pagamento' });
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    const frame = await within(dialog).findByTitle('Página de pagamento');
    fireEvent.load(frame);
    fireEvent.load(frame);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'O pagamento não foi processo com sucesso.',
    );
    expect(readPendingCheckout()).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(within(dialog).getByRole('radio', { name: 'Cartão de crédito ou débito' })).toBeChecked();
  });

  it('resumes a checkout this tab had started when the page reloads, asking its status at once', async () => {
    savePendingCheckout({ ...CHECKOUT, payment_type: 'thinkpay', payment_method: 'cc', plan_id: 'm' });
    api = fakeApi({
      'GET /v1/plan': ok({ plans: [monthly] }),
      'POST /v1/payment/status': ok(PAID),
      'GET /v1/account': ok(makeAccount({ premium: true })),
    });
    signIn();
    show();
    expect(
      await screen.findByRole('dialog', { name: 'Pagamento concluído' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(api.requestsTo('/v1/subscription/token')).toHaveLength(0);
  });

  it('says the payment went through on the card gateway’s return', async () => {
    api = fakeApi({
      'GET /v1/plan': ok({ plans: [monthly] }),
      'GET /v1/account': ok(makeAccount({ premium: true })),
    });
    signIn();
    show('/adira-ja?thinkpay=success');
    expect(await screen.findByRole('dialog', { name: 'Pagamento concluído' })).toHaveTextContent(
      'O teu pagamento foi aceite.',
    );
    await waitFor(() => expect(sessionStore.getState().account?.premium).toBe(true));
  });
});

describe('paying with a product voucher (spec section 4)', () => {
  const MENOS3 = {
    code: 'MENOS3',
    type: 'product',
    plan: { id: 'm', name: 'Mensal', period_type: 'M' },
    days: null,
    discount: { kind: 'value', amount: 3 },
    price: 3.99,
    full_price: 6.99,
    currency: 'EUR',
    voucher_information: '',
  };

  it('opens the payment with the voucher the voucher form sent: its price shown, the voucher sent', async () => {
    api = fakeApi({
      'GET /v1/plan': ok({ plans: [monthly, yearly] }),
      'GET /v1/voucher/MENOS3': ok(MENOS3),
      'POST /v1/subscription/token': ok({ ...CHECKOUT, amount: 3.99, currency: 'EUR' }),
      'POST /v1/payment/status': waiting,
    });
    signIn();
    const user = show('/adira-ja?plan=m&voucher=MENOS3');
    const dialog = await screen.findByRole('dialog', { name: 'Pagamento' });
    expect(
      await within(dialog).findByText(/Com o voucher MENOS3 pagas 3,99\s€ neste pagamento\./),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(await within(dialog).findByTitle('Página de pagamento')).toBeInTheDocument();
    expect(api.requestsTo('/v1/subscription/token')[0]?.body).toEqual({
      payment_type: 'thinkpay',
      payment_method: 'cc',
      plan_id: 'm',
      voucher: 'MENOS3',
    });
  });

  it('shows the server’s message for a refused voucher, before paying and when paying is tried', async () => {
    const refused = reply(400, {
      code: 'invalid_voucher',
      message: 'Este código não é válido, já expirou ou já foi usado.',
      error: 'Bad Request',
    });
    api = fakeApi({
      'GET /v1/plan': ok({ plans: [monthly, yearly] }),
      'GET /v1/voucher/GASTO': refused,
      'POST /v1/subscription/token': refused,
    });
    signIn();
    const user = show('/adira-ja?plan=m&voucher=GASTO');
    const dialog = await screen.findByRole('dialog', { name: 'Pagamento' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Este código não é válido, já expirou ou já foi usado.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(api?.requestsTo('/v1/subscription/token')).toHaveLength(1));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Este código não é válido, já expirou ou já foi usado.',
    );
    expect(api.requestsTo('/v1/subscription/token')[0]?.body).toMatchObject({ voucher: 'GASTO' });
  });

  it('keeps the voucher through a visitor’s sign-in', async () => {
    api = fakeApi({ 'GET /v1/plan': ok({ plans: [monthly, yearly] }) });
    const opened = jest.fn();
    bus.on('overlay:open', opened);
    const user = show('/adira-ja?plan=m&voucher=MENOS3');
    await screen.findByRole('radio', { name: /Mensal/ });
    await user.click(screen.getByRole('button', { name: 'Continuar com este plano' }));
    expect(opened).toHaveBeenCalledWith({ name: 'login', redirectTo: '/adira-ja?plan=m&voucher=MENOS3' });
    bus.off('overlay:open', opened);
  });
});

describe('the plans of a viewer who came through a partner (spec sections 3 and 7)', () => {
  const nosMonthly = makePlan({
    id: 'plan-nos-monthly',
    name: 'NOS Palco Mensal',
    price: 4.99,
    currency: 'EUR',
    period_type: 'M',
    payment_methods: ['cc'],
    affiliate: 'nos',
  });
  afterEach(() => localStorage.clear());

  it('asks for the partner’s plans with ?affiliate= and opens the payment of the one sent', async () => {
    setAffiliate('nos');
    api = fakeApi({
      'GET /v1/plan?affiliate=nos': ok({ plans: [nosMonthly] }),
      'GET /v1/plan': ok({ plans: [monthly, yearly] }),
    });
    signIn();
    show('/adira-ja?plan=plan-nos-monthly');
    expect(await screen.findByRole('dialog', { name: 'Pagamento' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /NOS Palco Mensal/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /^Mensal/ })).toBeNull();
    expect(api.requestsTo('/v1/plan').map((request) => request.params)).toEqual([{ affiliate: 'nos' }]);
  });

  it('tells analytics whose plan the viewer chose', async () => {
    setAffiliate('nos');
    api = fakeApi({ 'GET /v1/plan?affiliate=nos': ok({ plans: [nosMonthly] }) });
    const events = jest.fn();
    bus.on('analytics:event', events);
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Continuar com este plano' }));
    expect(events).toHaveBeenCalledWith({
      event: 'subscribe_start',
      params: expect.objectContaining({ plan_id: 'plan-nos-monthly', plan_affiliate: 'nos' }),
    });
    bus.off('analytics:event', events);
  });

  it('forgets a partner the API refuses and shows the regular plans, saying why', async () => {
    setAffiliate('samsung');
    api = fakeApi({
      'GET /v1/plan?affiliate=samsung': reply(400, {
        code: 'unknown_affiliate',
        message: 'Não conhecemos este parceiro, ou a sua oferta já terminou.',
        error: 'Bad Request',
      }),
      'GET /v1/plan': ok({ plans: [monthly, yearly] }),
    });
    show();
    expect(await screen.findByRole('radio', { name: /Mensal/ })).toBeChecked();
    expect(
      screen.getByText('A oferta do parceiro já terminou. Estes são os nossos planos habituais.'),
    ).toBeInTheDocument();
    expect(getAffiliate()).toBeNull();
  });

  it('asks for the regular plans, with no query, without a partner', async () => {
    api = fakeApi({ 'GET /v1/plan': ok({ plans: [monthly] }) });
    show();
    await screen.findByRole('radio', { name: /Mensal/ });
    expect(api.requestsTo('/v1/plan').map((request) => request.params)).toEqual([{}]);
  });
});
