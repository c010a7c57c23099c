import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserPlan, Voucher } from '@palco/contracts';
import { bus, changeLocale, sessionStore } from '@palco/shared';
import { fakeApi, type FakeApi, makeAccount, ok, reply, renderWithProviders } from '@palco/shared/testing';
import { dictionaries } from '../i18n';
import { rememberPendingVoucher } from './pending-voucher';
import { VoucherView } from './VoucherView';

const monthly = { id: 'plan-monthly', name: 'Mensal', period_type: 'M' } as const;
const PALCO30: Voucher = {
  code: 'PALCO30',
  type: 'prepaid',
  plan: monthly,
  days: 30,
  discount: { kind: 'days', amount: 30 },
  price: 0,
  full_price: 6.99,
  currency: 'EUR',
  voucher_information: '30 dias do plano Mensal, já pagos.',
};
const VERAO: Voucher = {
  ...PALCO30,
  code: 'VERAO',
  type: 'promotion',
  voucher_information: 'O primeiro mês do plano Mensal é oferta do Palco.',
};
const ANUAL20: Voucher = {
  code: 'ANUAL20',
  type: 'product',
  plan: { id: 'plan-yearly', name: 'Anual', period_type: 'Y' },
  days: null,
  discount: { kind: 'percentage', amount: 20 },
  price: 55.99,
  full_price: 69.99,
  currency: 'EUR',
  voucher_information: '20% de desconto no primeiro ano do plano Anual.',
};
const MENOS3: Voucher = {
  ...ANUAL20,
  code: 'MENOS3',
  plan: monthly,
  discount: { kind: 'value', amount: 3 },
  price: 3.99,
  full_price: 6.99,
  voucher_information: '',
};
const granted = (voucher: Voucher): { user_plan: UserPlan } => ({
  user_plan: {
    plan_id: voucher.plan.id,
    description: voucher.plan.name,
    status: 'ACTIVE',
    end_date: '2026-05-05',
    payment_type: 'voucher',
    payment_method: null,
  },
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

function signIn(premium = false): void {
  sessionStore.getState().signIn('tok-1');
  sessionStore.getState().setAccount(makeAccount({ premium }));
}

function show(initialCode: string | null = null) {
  const onRedeemed = jest.fn();
  const onLeave = jest.fn();
  renderWithProviders(
    <VoucherView initialCode={initialCode} onRedeemed={onRedeemed} onLeave={onLeave} />,
    dictionaries,
  );
  return { onRedeemed, onLeave, user: userEvent.setup() };
}

async function checkCode(user: ReturnType<typeof userEvent.setup>, code: string): Promise<HTMLElement> {
  await user.type(screen.getByLabelText('Código do voucher'), code);
  await user.click(screen.getByRole('button', { name: 'Verificar' }));
  return screen.findByRole('region', { name: `Voucher ${code.toUpperCase()}` });
}

describe('what a voucher unlocks, and joining with it (spec section 4)', () => {
  it('redeems a prepaid voucher at once: the plan is granted, the account reloads premium', async () => {
    api = fakeApi({
      'GET /v1/voucher/PALCO30': ok(PALCO30),
      'POST /v1/subscription': ok(granted(PALCO30)),
      'GET /v1/account': ok(makeAccount({ premium: true })),
    });
    signIn();
    const { onRedeemed, user } = show();
    const preview = await checkCode(user, 'PALCO30');
    expect(preview).toHaveTextContent('30 dias do plano Mensal, já pagos.');
    expect(preview).toHaveTextContent(/Com o voucher: grátis \(em vez de 6,99\s€ por mês\)\./);
    expect(screen.getByRole('heading', { name: 'Voucher PALCO30' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Aderir com este voucher' }));
    await waitFor(() =>
      expect(onRedeemed).toHaveBeenCalledWith({
        voucher: PALCO30,
        userPlan: granted(PALCO30).user_plan,
        joinedDuringFlow: false,
      }),
    );
    expect(api.requestsTo('/v1/subscription')[0]?.body).toEqual({
      plan_id: 'plan-monthly',
      is_voucher: true,
      voucher: 'PALCO30',
    });
    // The header drops "Aderir": the account is premium in the session.
    expect(sessionStore.getState().account?.premium).toBe(true);
  });

  it('subscribes with a promotion the same way, and says a viewer who signed in on the way joined', async () => {
    api = fakeApi({
      'GET /v1/voucher/VERAO': ok(VERAO),
      'POST /v1/subscription': ok(granted(VERAO)),
      'GET /v1/account': ok(makeAccount({ premium: true })),
    });
    signIn();
    rememberPendingVoucher('VERAO');
    const { onRedeemed, user } = show('VERAO');
    const preview = await screen.findByRole('region', { name: 'Voucher VERAO' });
    expect(preview).toHaveTextContent('30 dias do plano Mensal oferecidos.');
    await user.click(screen.getByRole('button', { name: 'Aderir com este voucher' }));
    await waitFor(() =>
      expect(onRedeemed).toHaveBeenCalledWith(expect.objectContaining({ joinedDuringFlow: true })),
    );
    expect(api.requestsTo('/v1/subscription')[0]?.body).toMatchObject({ voucher: 'VERAO' });
  });

  it('sends a product voucher on to pay for its plan, with the discounted price shown first', async () => {
    api = fakeApi({ 'GET /v1/voucher/ANUAL20': ok(ANUAL20), 'GET /v1/voucher/MENOS3': ok(MENOS3) });
    signIn();
    const { onLeave, user } = show();
    const preview = await checkCode(user, 'ANUAL20');
    expect(preview).toHaveTextContent(/Desconto de 20\s?%\sno plano Anual\./);
    expect(preview).toHaveTextContent(/Com o voucher: 55,99\s€ por ano \(em vez de 69,99\s€\)\./);
    await user.click(screen.getByRole('button', { name: 'Continuar para o pagamento' }));
    expect(onLeave).toHaveBeenCalled();
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      '/adira-ja?plan=plan-yearly&voucher=ANUAL20',
    );
    expect(api.requestsTo('/v1/subscription')).toEqual([]);
  });

  it('words a value discount in the viewer’s currency format', async () => {
    await act(() => changeLocale('en'));
    api = fakeApi({ 'GET /v1/voucher/MENOS3': ok(MENOS3) });
    signIn();
    const user = userEvent.setup();
    renderWithProviders(<VoucherView onRedeemed={jest.fn()} />, dictionaries);
    await user.type(screen.getByLabelText('Voucher code'), 'MENOS3');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    const preview = await screen.findByRole('region', { name: 'Voucher MENOS3' });
    expect(preview).toHaveTextContent('€3.00 off the Mensal plan.');
    expect(preview).toHaveTextContent('With the voucher: €3.99 per month (instead of €6.99).');
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeInTheDocument();
  });

  it('asks a visitor to sign in first, coming back to /promo with the code', async () => {
    api = fakeApi({ 'GET /v1/voucher/palco30': ok(PALCO30) });
    const opened = jest.fn();
    bus.on('overlay:open', opened);
    const { onLeave, user } = show();
    const preview = await checkCode(user, 'palco30');
    expect(preview).toHaveTextContent('Para usares o voucher, entra na tua conta ou cria uma.');
    await user.click(screen.getByRole('button', { name: 'Aderir com este voucher' }));
    expect(onLeave).toHaveBeenCalled();
    expect(opened).toHaveBeenCalledWith({ name: 'login', redirectTo: '/promo?code=PALCO30' });
    expect(api.requestsTo('/v1/subscription')).toEqual([]);
    expect(JSON.parse(sessionStorage.getItem('palco.voucher') ?? '{}')).toMatchObject({ code: 'PALCO30' });
    bus.off('overlay:open', opened);
  });

  it('tells a premium viewer, from the server’s answer, that a voucher cannot be used over a plan', async () => {
    api = fakeApi({
      'GET /v1/voucher/PALCO30': ok(PALCO30),
      'POST /v1/subscription': reply(409, {
        code: 'subscription_active',
        message: 'Já tens um plano ativo.',
        error: 'Conflict',
      }),
    });
    signIn(true);
    const { onRedeemed, user } = show();
    await checkCode(user, 'PALCO30');
    await user.click(screen.getByRole('button', { name: 'Aderir com este voucher' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Já tens um plano ativo: não é possível usar um voucher enquanto o plano estiver em vigor.',
    );
    expect(onRedeemed).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Aderir com este voucher' })).toBeEnabled();
  });

  it('forgets what a code unlocked once the code is changed', async () => {
    api = fakeApi({ 'GET /v1/voucher/PALCO30': ok(PALCO30) });
    signIn();
    const { user } = show();
    await checkCode(user, 'PALCO30');
    await user.type(screen.getByLabelText('Código do voucher'), '1');
    expect(screen.queryByRole('region', { name: 'Voucher PALCO30' })).toBeNull();
  });
});
