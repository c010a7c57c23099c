import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter } from 'react-router-dom';
import type { PalcoEvents } from '@palco/contracts';
import { bus, changeLocale, sessionStore } from '@palco/shared';
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
import { readPendingCheckout, savePendingCheckout } from './checkout-store';

const yearly = makePlan({
  id: 'y',
  name: 'Anual',
  price: 69.99,
  currency: 'EUR',
  period_type: 'Y',
  payment_methods: ['cc', 'paypal', 'dd', 'multibanco', 'transfer'],
});

const base = { url: 'http://localhost:4000/sandbox/pay/chk-9', amount: 69.99, currency: 'EUR' as const };
const REFERENCE = {
  ...base,
  id: 'chk-mb',
  payment_type: 'thinkpay',
  payment_method: 'multibanco',
  multibanco: { entity: '21800', reference: '123456789', expires_at: '2026-12-01T10:00:00.000Z' },
};
const TRANSFER = {
  ...base,
  id: 'chk-tr',
  payment_type: 'dd',
  payment_method: 'transfer',
  transfer: {
    iban: 'PT50 9999 0000 0000 1234 5678 9',
    bic: 'PALCPTPL',
    beneficiary: 'Palco Media, S.A.',
    reference: 'PALCO-ABCD2345',
  },
};
const DEBIT = {
  ...base,
  id: 'chk-dd',
  payment_type: 'dd',
  payment_method: 'dd',
  debit: { iban: '•••• 0154', holder: 'Rita Sousa' },
};
const PAID = {
  product: { id: 'y', name: 'Anual', price: 69.99, currency: 'EUR', period_type: 'Y' },
  user_plan: {
    plan_id: 'y',
    description: 'Anual',
    status: 'ACTIVE',
    end_date: '2027-11-25',
    payment_type: 'thinkpay',
    payment_method: 'multibanco',
  },
};
const paymentError = (code: string): ReturnType<typeof reply> =>
  reply(402, { code, message: 'x', error: 'Payment Required' });
const waiting = paymentError('invalid_payment');

let api: FakeApi | undefined;
const events: PalcoEvents['analytics:event'][] = [];
const onEvent = (event: PalcoEvents['analytics:event']): void => void events.push(event);
beforeEach(() => bus.on('analytics:event', onEvent));
afterEach(async () => {
  bus.off('analytics:event', onEvent);
  events.length = 0;
  await api?.restore();
  api = undefined;
  sessionStore.getState().clear();
  sessionStorage.clear();
  window.history.pushState({}, '', '/');
  await act(() => changeLocale('pt_PT'));
});

function show(path = '/adira-ja?plan=y'): ReturnType<typeof userEvent.setup> {
  sessionStore.getState().signIn('tok-1');
  sessionStore
    .getState()
    .setAccount(makeAccount({ country: 'PT', premium: false, first_name: 'Rita', last_name: 'Sousa' }));
  window.history.pushState({}, '', path);
  renderWithProviders(
    <BrowserRouter>
      <PlansPage />
    </BrowserRouter>,
    dictionaries,
  );
  return userEvent.setup();
}

async function choose(user: ReturnType<typeof userEvent.setup>, method: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name: 'Pagamento' });
  await user.click(within(dialog).getByRole('radio', { name: method }));
  await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
  return dialog;
}

describe('direct debit', () => {
  it('asks for the account first, checks the IBAN before sending it, and keeps what was typed', async () => {
    api = fakeApi({
      'GET /v1/plan': ok({ plans: [yearly] }),
      'POST /v1/subscription/token': ok(DEBIT),
      'POST /v1/payment/status': waiting,
    });
    const user = show();
    const dialog = await choose(user, 'Débito direto');
    const holder = within(dialog).getByRole('textbox', { name: 'Titular da conta' });
    const iban = within(dialog).getByRole('textbox', { name: 'IBAN' });
    // The account's name to start with.
    expect(holder).toHaveValue('Rita Sousa');

    await user.type(iban, 'PT50 0002 0123 1234 5678 9015 5');
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(iban).toHaveAttribute('aria-invalid', 'true');
    expect(iban).toHaveAccessibleDescription(/O IBAN não é válido/);
    expect(iban).toHaveFocus();
    expect(api.requestsTo('/v1/subscription/token')).toHaveLength(0);

    await user.clear(holder);
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(holder).toHaveAccessibleDescription('Indica o nome do titular da conta.');
    expect(holder).toHaveFocus();

    await user.type(holder, 'Rita Sousa');
    await user.clear(iban);
    await user.type(iban, 'pt50 0002 0123 1234 5678 9015 4');
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(await within(dialog).findByTitle('Página de pagamento')).toBeInTheDocument();
    expect(api.requestsTo('/v1/subscription/token')[0]?.body).toEqual({
      payment_type: 'dd',
      payment_method: 'dd',
      plan_id: 'y',
      params: { iban: 'pt50 0002 0123 1234 5678 9015 4', holder: 'Rita Sousa' },
    });
  });

  it('shows the API’s refusal of an account under the form, with the account still typed', async () => {
    api = fakeApi({
      'GET /v1/plan': ok({ plans: [yearly] }),
      'POST /v1/subscription/token': reply(400, { code: 'invalid_iban', message: 'x', error: 'Bad Request' }),
    });
    const user = show();
    const dialog = await choose(user, 'Débito direto');
    await user.type(within(dialog).getByRole('textbox', { name: 'IBAN' }), 'DE89 3704 0044 0532 0130 00');
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    const iban = await within(dialog).findByRole('textbox', { name: 'IBAN' });
    await waitFor(() => expect(iban).toHaveAttribute('aria-invalid', 'true'));
    expect(iban).toHaveValue('DE89 3704 0044 0532 0130 00');
    expect(within(dialog).getByRole('textbox', { name: 'Titular da conta' })).toHaveValue('Rita Sousa');
    // Back to the choice of method.
    await user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    expect(within(dialog).getByRole('radio', { name: 'Débito direto' })).toBeInTheDocument();
  });
});

describe('a Multibanco reference', () => {
  it('is shown to pay outside the site, asked about until paid, and “Já paguei” asks at once', async () => {
    let statusCalls = 0;
    api = fakeApi({
      'GET /v1/plan': ok({ plans: [yearly] }),
      'POST /v1/subscription/token': ok(REFERENCE),
      'POST /v1/payment/status': () => (++statusCalls === 1 ? waiting : ok(PAID)),
      'GET /v1/account': ok(makeAccount({ country: 'PT', premium: true })),
    });
    const user = show();
    const dialog = await choose(user, 'Referência Multibanco');
    const details = await within(dialog).findByTestId('multibanco-reference');
    expect(details).toHaveTextContent('Entidade21800');
    expect(details).toHaveTextContent('Referência123 456 789');
    expect(details).toHaveTextContent('Valor69,99 €');
    expect(details).toHaveTextContent(/Válida até1 de dezembro de 2026/);
    expect(within(dialog).queryByTitle('Página de pagamento')).toBeNull();
    expect(readPendingCheckout()?.multibanco?.reference).toBe('123456789');

    // Copied without the spaces it is shown with.
    // (user-event's own clipboard stands in for the browser's.)
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(dialog).getByRole('button', { name: 'Copiar Referência' }));
    expect(writeText).toHaveBeenCalledWith('123456789');
    expect(await within(dialog).findByText('Referência copiada.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Já paguei' }));
    await waitFor(() => expect(statusCalls).toBe(1));
    expect(within(dialog).getByTestId('multibanco-reference')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Já paguei' }));
    expect(
      await screen.findByRole('dialog', { name: 'Pagamento concluído' }, { timeout: 4000 }),
    ).toHaveTextContent(/Já és Premium com o plano Anual/);
    // The purchase, for the tag manager, with the plan and the method.
    expect(events).toContainEqual({
      event: 'subscribe_purchase',
      params: expect.objectContaining({ plan_id: 'y', plan_name: 'Anual', payment_method: 'multibanco' }),
    });
  });

  it('comes back after a reload, and says so when it expired unpaid', async () => {
    savePendingCheckout({
      ...REFERENCE,
      payment_type: 'thinkpay',
      payment_method: 'multibanco',
      plan_id: 'y',
    });
    api = fakeApi({
      'GET /v1/plan': ok({ plans: [yearly] }),
      'POST /v1/payment/status': paymentError('payment_expired'),
    });
    show('/adira-ja');
    const dialog = await screen.findByRole('dialog', { name: 'Pagamento' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A referência Multibanco expirou sem ser paga. Podes gerar uma nova.',
    );
    expect(readPendingCheckout()).toBeNull();
  });

  it('alone in a plan is still chosen by the viewer, not opened by itself', async () => {
    api = fakeApi({
      'GET /v1/plan': ok({ plans: [{ ...yearly, payment_methods: ['multibanco'] }] }),
      'POST /v1/subscription/token': ok(REFERENCE),
    });
    show();
    const dialog = await screen.findByRole('dialog', { name: 'Pagamento' });
    expect(within(dialog).getByRole('radio', { name: 'Referência Multibanco' })).toBeChecked();
    expect(api.requestsTo('/v1/subscription/token')).toHaveLength(0);
  });
});

describe('a bank transfer', () => {
  it('shows where to transfer to and with which reference, and closes without asking for a status', async () => {
    api = fakeApi({
      'GET /v1/plan': ok({ plans: [yearly] }),
      'POST /v1/subscription/token': ok(TRANSFER),
    });
    const user = show();
    await choose(user, 'Transferência bancária');
    const done = await screen.findByRole('dialog', { name: 'Pedido registado' });
    expect(within(done).getByText(/Transfere 69,99 € para a conta abaixo/)).toBeInTheDocument();
    const details = within(done).getByTestId('transfer-details');
    expect(details).toHaveTextContent('BeneficiárioPalco Media, S.A.');
    expect(details).toHaveTextContent('IBANPT50 9999 0000 0000 1234 5678 9');
    expect(details).toHaveTextContent('Referência a indicarPALCO-ABCD2345');
    expect(readPendingCheckout()).toBeNull();
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.requestsTo('/v1/payment/status')).toHaveLength(0);
  });
});

describe('PayPal', () => {
  it('says the PayPal order was cancelled when the viewer cancels there', async () => {
    api = fakeApi({
      'GET /v1/plan': ok({ plans: [{ ...yearly, payment_methods: ['paypal'] }] }),
      'POST /v1/subscription/token': ok({
        ...base,
        id: 'chk-pp',
        payment_type: 'paypal',
        payment_method: 'paypal',
      }),
      'POST /v1/payment/status': paymentError('payment_cancelled'),
    });
    show();
    const dialog = await screen.findByRole('dialog', { name: 'Pagamento' });
    const frame = await within(dialog).findByTitle('Página de pagamento');
    act(() => {
      frame.dispatchEvent(new Event('load'));
      frame.dispatchEvent(new Event('load'));
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A encomenda PayPal foi cancelada. Não foi cobrado nenhum valor.',
    );
  });
});
