import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exposedExports, type ExposedModule } from '@palco/contracts';
import { i18n } from '@palco/shared';
import { fakeApi, type FakeApi, makePlan, ok, renderWithProviders } from '@palco/shared/testing';
import { dictionaries } from '../i18n';
import * as exposed from './subscription-popup-module';
import { SubscriptionPopup } from './SubscriptionPopup';

// The type check fails here if the module stops matching what contracts promise the shell.
const conforms: ExposedModule<'mfe-checkout', 'subscriptionPopup'> = exposed;

const plans = [
  makePlan({ id: 'm', name: 'Mensal', price: 6.99, currency: 'EUR', period_type: 'M', highlight: false }),
  makePlan({ id: 'y', name: 'Anual', price: 69.99, currency: 'EUR', period_type: 'Y', highlight: true }),
];

let api: FakeApi | undefined;
afterEach(async () => {
  await api?.restore();
  api = undefined;
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

  it('closes on "continue free", and offers a voucher instead', async () => {
    const { onClose, user } = open({ 'GET /v1/plan': ok({ plans }) });
    await screen.findByRole('radio', { name: /Mensal/ });
    await user.click(screen.getByRole('button', { name: 'Continuar grátis' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Usar um voucher' }));
    expect(window.location.pathname).toBe('/promo');
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
