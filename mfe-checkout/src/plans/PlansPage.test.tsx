import { act, screen, within } from '@testing-library/react';
import { changeLocale } from '@palco/shared';
import { errorReply, fakeApi, type FakeApi, makePlan, ok, renderWithProviders } from '@palco/shared/testing';
import { dictionaries } from '../i18n';
import { PlansPage } from './PlansPage';

describe('PlansPage (/adira-ja)', () => {
  let api: FakeApi | undefined;
  afterEach(async () => {
    await api?.restore();
    await act(() => changeLocale('pt_PT'));
  });

  it('lists the plans of GET /v1/plan with price, currency and period in words', async () => {
    api = fakeApi({
      'GET /v1/plan': ok({
        plans: [
          makePlan({
            id: 'm',
            name: 'Mensal',
            price: 6.99,
            currency: 'EUR',
            period_type: 'M',
            highlight: true,
          }),
          makePlan({
            id: 'y',
            name: 'Anual',
            price: 69.99,
            currency: 'EUR',
            period_type: 'Y',
            highlight: false,
          }),
          makePlan({
            id: 'w',
            name: 'Weekly',
            price: 1.99,
            currency: 'USD',
            period_type: 'W',
            highlight: false,
          }),
        ],
      }),
    });
    renderWithProviders(<PlansPage />, dictionaries);
    const items = await screen.findAllByRole('listitem');
    expect(document.title).toBe('Adere já — Palco');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('heading', { name: 'Mensal' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent(/6,99\s€\s*por mês/);
    expect(items[0]).toHaveTextContent('Recomendado');
    expect(items[1]).toHaveTextContent(/69,99\s€\s*por ano/);
    expect(items[1]).not.toHaveTextContent('Recomendado');
    expect(items[2]).toHaveTextContent(/1,99\sUS\$\s*por semana/);
  });

  it('speaks the viewer’s language', async () => {
    await changeLocale('en');
    api = fakeApi({
      'GET /v1/plan': ok({
        plans: [makePlan({ name: 'Monthly', price: 6.99, currency: 'EUR', period_type: 'M' })],
      }),
    });
    renderWithProviders(<PlansPage />, dictionaries);
    expect(await screen.findByRole('heading', { name: 'Join now' })).toBeInTheDocument();
    expect(await screen.findByRole('listitem')).toHaveTextContent(/€6\.99\s*per month/);
  });

  it('says so when there are no plans', async () => {
    api = fakeApi({ 'GET /v1/plan': ok({ plans: [] }) });
    renderWithProviders(<PlansPage />, dictionaries);
    expect(await screen.findByText('Não há planos disponíveis de momento.')).toBeInTheDocument();
  });

  it('shows an error when the plans cannot load', async () => {
    api = fakeApi({ 'GET /v1/plan': errorReply(500) });
    renderWithProviders(<PlansPage />, dictionaries);
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar os planos.');
  });
});
