import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exposedExports, type ExposedModule, type Voucher } from '@palco/contracts';
import { bus, getAffiliate, i18n, sessionStore, setAffiliate } from '@palco/shared';
import {
  fakeApi,
  type FakeApi,
  makeAccount,
  makePlan,
  ok,
  renderWithProviders,
  reply,
} from '@palco/shared/testing';
import { dictionaries } from '../i18n';
import * as exposed from './subscription-popup-module';
import { SubscriptionPopup } from './SubscriptionPopup';

// The type check fails here if the module stops matching what contracts promise the shell.
const conforms: ExposedModule<'mfe-checkout', 'subscriptionPopup'> = exposed;

const plans = [
  makePlan({ id: 'm', name: 'Mensal', price: 6.99, currency: 'EUR', period_type: 'M', highlight: false }),
  makePlan({ id: 'y', name: 'Anual', price: 69.99, currency: 'EUR', period_type: 'Y', highlight: true }),
];

const PALCO30: Voucher = {
  code: 'PALCO30',
  type: 'prepaid',
  plan: { id: 'm', name: 'Mensal', period_type: 'M' },
  days: 30,
  discount: { kind: 'days', amount: 30 },
  price: 0,
  full_price: 6.99,
  currency: 'EUR',
  voucher_information: '',
};

let api: FakeApi | undefined;
afterEach(async () => {
  await api?.restore();
  api = undefined;
  sessionStore.getState().clear();
  sessionStorage.clear();
  window.history.pushState({}, '', '/');
});

function open(routes: Parameters<typeof fakeApi>[0]): {
  onClose: jest.Mock;
  user: ReturnType<typeof userEvent.setup>;
} {
  api = fakeApi(routes);
  const onClose = jest.fn();
  renderWithProviders(<SubscriptionPopup onClose={onClose} />, dictionaries);
  return { onClose, user: userEvent.setup() };
}

describe('the subscription popup (spec section 4)', () => {
  it('is what the exposed ./subscription-popup module offers, with its own strings', () => {
    expect(Object.keys(exposed)).toEqual([...exposedExports['mfe-checkout'].subscriptionPopup]);
    expect(conforms.SubscriptionPopup).toBe(SubscriptionPopup);
    expect(i18n.getFixedT('en')('SUBSCRIPTION_POPUP_CONTINUE_FREE')).toBe('Continue for free');
  });

  it('loads the plans with the first preselected, and goes on to pay for the one confirmed', async () => {
    const { onClose, user } = open({ 'GET /v1/plan': ok({ plans }) });
    const first = await screen.findByRole('radio', { name: /Mensal/ });
    expect(first).toBeChecked();
    expect(screen.getByRole('radio', { name: /Anual/ })).not.toBeChecked();
    expect(screen.getByText('Recomendado')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Anual/ }));
    await user.click(screen.getByRole('button', { name: 'Continuar com este plano' }));
    expect(onClose).toHaveBeenCalled();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/adira-ja?plan=y');
  });

  it('closes on "continue free"', async () => {
    const { onClose, user } = open({ 'GET /v1/plan': ok({ plans }) });
    await screen.findByRole('radio', { name: /Mensal/ });
    await user.click(screen.getByRole('button', { name: 'Continuar grátis' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('the voucher view of the subscription popup (spec section 4)', () => {
  it('turns into the voucher popup on "use a voucher", its field focused, and "back" shows the plans again', async () => {
    const { onClose, user } = open({ 'GET /v1/plan': ok({ plans }) });
    await screen.findByRole('radio', { name: /Mensal/ });
    await user.click(screen.getByRole('button', { name: 'Usar um voucher' }));
    const popup = await screen.findByRole('dialog', { name: 'Usar um voucher' });
    const field = await within(popup).findByLabelText('Código do voucher');
    await waitFor(() => expect(field).toHaveFocus());
    expect(window.location.pathname).toBe('/');
    await user.click(within(popup).getByRole('button', { name: 'Voltar aos planos' }));
    expect(await screen.findByRole('dialog', { name: 'Adere ao Palco' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Mensal/ })).toBeChecked();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('reopens the plans when the voucher popup is closed, by Escape too', async () => {
    const { onClose, user } = open({ 'GET /v1/plan': ok({ plans }) });
    await screen.findByRole('radio', { name: /Mensal/ });
    await user.click(screen.getByRole('button', { name: 'Usar um voucher' }));
    const popup = await screen.findByRole('dialog', { name: 'Usar um voucher' });
    await user.click(within(popup).getByRole('button', { name: 'Fechar' }));
    expect(await screen.findByRole('dialog', { name: 'Adere ao Palco' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Usar um voucher' }));
    await within(await screen.findByRole('dialog', { name: 'Usar um voucher' })).findByLabelText(
      'Código do voucher',
    );
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Adere ao Palco' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes entirely when the voucher popup is closed on the profile page', async () => {
    window.history.pushState({}, '', '/profile/subscription');
    const { onClose, user } = open({ 'GET /v1/plan': ok({ plans }) });
    await screen.findByRole('radio', { name: /Mensal/ });
    await user.click(screen.getByRole('button', { name: 'Usar um voucher' }));
    const popup = await screen.findByRole('dialog', { name: 'Usar um voucher' });
    await user.click(within(popup).getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('redeems a voucher inside the popup and shows its success, whose button goes home', async () => {
    sessionStore.getState().signIn('tok-1');
    sessionStore.getState().setAccount(makeAccount({ premium: false }));
    window.history.pushState({}, '', '/series/uma-serie/sr-001');
    const { onClose, user } = open({
      'GET /v1/plan': ok({ plans }),
      'GET /v1/voucher/PALCO30': ok(PALCO30),
      'POST /v1/subscription': ok({
        user_plan: {
          plan_id: 'm',
          description: 'Mensal',
          status: 'ACTIVE',
          end_date: '2026-05-05',
          payment_type: 'voucher',
          payment_method: null,
        },
      }),
      'GET /v1/account': ok(makeAccount({ premium: true })),
    });
    await screen.findByRole('radio', { name: /Mensal/ });
    await user.click(screen.getByRole('button', { name: 'Usar um voucher' }));
    await user.type(await screen.findByLabelText('Código do voucher'), 'PALCO30{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Aderir com este voucher' }));
    const success = await screen.findByRole('dialog', { name: 'Voucher aplicado' });
    expect(await within(success).findByText(/O voucher PALCO30 foi aplicado à tua conta/)).toBeVisible();
    expect(sessionStore.getState().account?.premium).toBe(true);
    expect(within(success).getByRole('button', { name: 'Ir para o início' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalled();
    expect(window.location.pathname).toBe('/');
  });

  it('closes and asks a visitor to sign in, to come back to /promo with the code', async () => {
    const opened = jest.fn();
    bus.on('overlay:open', opened);
    const { onClose, user } = open({
      'GET /v1/plan': ok({ plans }),
      'GET /v1/voucher/PALCO30': ok(PALCO30),
    });
    await screen.findByRole('radio', { name: /Mensal/ });
    await user.click(screen.getByRole('button', { name: 'Usar um voucher' }));
    await user.type(await screen.findByLabelText('Código do voucher'), 'PALCO30{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Aderir com este voucher' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(opened).toHaveBeenCalledWith({ name: 'login', redirectTo: '/promo?code=PALCO30' });
    bus.off('overlay:open', opened);
  });

  it('says when there are no plans, and when monetization is off asks for none', async () => {
    open({ 'GET /v1/plan': ok({ plans: [] }) });
    expect(await screen.findByText('De momento não há planos disponíveis.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continuar com este plano' })).toBeNull();
  });

  it('asks for no plans when monetization is off', async () => {
    open({ 'GET /v1/setting': ok({ monetization: 0 }), 'GET /v1/plan': ok({ plans }) });
    expect(await screen.findByText('As adesões não estão disponíveis de momento.')).toBeInTheDocument();
    await waitFor(() => expect(api?.requests.some((r) => r.url === '/v1/setting')).toBe(true));
    expect(api?.requests.some((r) => r.url === '/v1/plan')).toBe(false);
    expect(screen.getByRole('button', { name: 'Continuar grátis' })).toBeInTheDocument();
  });
});

describe('the subscription popup of a viewer who came through a partner', () => {
  afterEach(() => localStorage.clear());

  it('offers the partner’s plans (?affiliate=) and tells analytics whose plan was chosen', async () => {
    setAffiliate('vodafone');
    const events = jest.fn();
    bus.on('analytics:event', events);
    const vodafone = makePlan({
      id: 'plan-vodafone-monthly',
      name: 'Vodafone Palco Mensal',
      affiliate: 'vodafone',
    });
    const { user } = open({
      'GET /v1/plan?affiliate=vodafone': ok({ plans: [vodafone] }),
      'GET /v1/plan': ok({ plans }),
    });
    expect(await screen.findByRole('radio', { name: /Vodafone Palco Mensal/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /Anual/ })).toBeNull();
    expect(api?.requestsTo('/v1/plan').map((request) => request.params)).toEqual([{ affiliate: 'vodafone' }]);
    await user.click(screen.getByRole('button', { name: 'Continuar com este plano' }));
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      '/adira-ja?plan=plan-vodafone-monthly',
    );
    expect(events).toHaveBeenCalledWith({
      event: 'subscribe_start',
      params: expect.objectContaining({ plan_id: 'plan-vodafone-monthly', plan_affiliate: 'vodafone' }),
    });
    bus.off('analytics:event', events);
  });

  it('shows the regular plans when the API no longer knows the partner, and forgets it', async () => {
    setAffiliate('nos');
    open({
      'GET /v1/plan?affiliate=nos': reply(400, {
        code: 'unknown_affiliate',
        message: '',
        error: 'Bad Request',
      }),
      'GET /v1/plan': ok({ plans }),
    });
    expect(await screen.findByRole('radio', { name: /Mensal/ })).toBeChecked();
    expect(
      screen.getByText('A oferta do parceiro já terminou. Estes são os nossos planos habituais.'),
    ).toBeVisible();
    expect(getAffiliate()).toBeNull();
  });
});
