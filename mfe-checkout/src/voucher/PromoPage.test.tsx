import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Voucher } from '@palco/contracts';
import { sessionStore } from '@palco/shared';
import { fakeApi, type FakeApi, makeAccount, ok, renderWithProviders } from '@palco/shared/testing';
import { App } from '../App';
import { dictionaries } from '../i18n';
import { rememberPendingVoucher } from './pending-voucher';

const PALCO30: Voucher = {
  code: 'PALCO30',
  type: 'prepaid',
  plan: { id: 'plan-monthly', name: 'Mensal', period_type: 'M' },
  days: 30,
  discount: { kind: 'days', amount: 30 },
  price: 0,
  full_price: 6.99,
  currency: 'EUR',
  voucher_information: '30 dias do plano Mensal, já pagos.',
};
const GRANTED = {
  user_plan: {
    plan_id: 'plan-monthly',
    description: 'Mensal',
    status: 'ACTIVE',
    end_date: '2026-05-05',
    payment_type: 'voucher',
    payment_method: null,
  },
};

let api: FakeApi | undefined;
afterEach(async () => {
  await api?.restore();
  api = undefined;
  sessionStore.getState().clear();
  sessionStorage.clear();
  window.history.pushState({}, '', '/');
});

function signIn(): void {
  sessionStore.getState().signIn('tok-1');
  sessionStore.getState().setAccount(makeAccount({ premium: false }));
}

function open(path: string): ReturnType<typeof userEvent.setup> {
  window.history.pushState({}, '', path);
  renderWithProviders(<App />, dictionaries);
  return userEvent.setup();
}

const routes = () => ({
  'GET /v1/voucher/PALCO30': ok(PALCO30),
  'POST /v1/subscription': ok(GRANTED),
  'GET /v1/account': ok(makeAccount({ premium: true })),
});

describe('/promo', () => {
  it('is the voucher form as a page, its code checked at once from ?code=', async () => {
    api = fakeApi(routes());
    open('/promo?code=PALCO30');
    expect(await screen.findByRole('heading', { level: 1, name: 'Código promocional' })).toBeInTheDocument();
    expect(document.title).toBe('Código promocional — Palco');
    expect(await screen.findByRole('region', { name: 'Voucher PALCO30' })).toHaveTextContent(
      '30 dias do plano Mensal, já pagos.',
    );
    expect(screen.getByLabelText('Código do voucher')).toHaveValue('PALCO30');
    expect(api.requestsTo('/v1/voucher')).toHaveLength(1);
  });

  it('checks the code again for the viewer once a visitor signs in there', async () => {
    api = fakeApi(routes());
    open('/promo?code=PALCO30');
    await screen.findByRole('region', { name: 'Voucher PALCO30' });
    expect(screen.getByText('Para usares o voucher, entra na tua conta ou cria uma.')).toBeInTheDocument();
    act(() => signIn());
    await waitFor(() => expect(api?.requestsTo('/v1/voucher')).toHaveLength(2));
    await screen.findByRole('region', { name: 'Voucher PALCO30' });
    expect(screen.queryByText('Para usares o voucher, entra na tua conta ou cria uma.')).toBeNull();
  });

  it('welcomes a viewer who signed in on the way, and the popup’s button goes home', async () => {
    api = fakeApi(routes());
    // The visitor pressed "join" and signed in; the sign-in sent them back here.
    rememberPendingVoucher('PALCO30');
    signIn();
    const user = open('/promo?code=PALCO30');
    await screen.findByRole('region', { name: 'Voucher PALCO30' });
    await user.click(screen.getByRole('button', { name: 'Aderir com este voucher' }));
    const popup = await screen.findByRole('dialog', { name: 'Voucher aplicado' });
    expect(popup).toHaveTextContent(
      'Bem-vindo ao Palco! A tua sessão está iniciada e o voucher PALCO30 já foi aplicado: és Premium com o plano Mensal até 5 de maio de 2026.',
    );
    expect(sessionStore.getState().account?.premium).toBe(true);
    await user.click(within(popup).getByRole('button', { name: 'Ir para o início' }));
    expect(window.location.pathname).toBe('/');
  });

  it('tells a viewer signed in from the start that the voucher was applied to their account', async () => {
    api = fakeApi(routes());
    signIn();
    const user = open('/promo');
    await user.type(await screen.findByLabelText('Código do voucher'), 'PALCO30');
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Aderir com este voucher' }));
    expect(await screen.findByRole('dialog', { name: 'Voucher aplicado' })).toHaveTextContent(
      'O voucher PALCO30 foi aplicado à tua conta: já és Premium com o plano Mensal até 5 de maio de 2026.',
    );
  });
});
