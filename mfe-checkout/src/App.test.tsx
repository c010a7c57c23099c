import { screen } from '@testing-library/react';
import { routeTable } from '@palco/contracts';
import { fakeApi, type FakeApi, makePlan, ok, renderWithProviders } from '@palco/shared/testing';
import { App } from './App';
import { dictionaries } from './i18n';

/** The checkout's routes, as the route table gives them. */
const owned = routeTable.filter((route) => route.owner === 'mfe-checkout');

describe('the checkout renders every route the table gives it', () => {
  let api: FakeApi | undefined;
  beforeEach(() => {
    api = fakeApi({
      'GET /v1/setting': ok({ monetization: 1 }),
      'GET /v1/plan': ok({ plans: [makePlan()] }),
    });
  });
  afterEach(async () => {
    await api?.restore();
    window.history.pushState(null, '', '/');
  });

  it.each(owned.map((route) => [route.path, route.status ?? 'live'] as const))(
    '%s shows its %s state',
    async (path, status) => {
      window.history.pushState(null, '', path);
      const { container } = renderWithProviders(<App />, dictionaries);
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(container.querySelector('[data-route-status="not-found"]')).toBeNull();
      const comingSoon = container.querySelector('[data-route-status="coming-soon"]');
      if (status === 'coming-soon') expect(comingSoon).not.toBeNull();
      else expect(comingSoon).toBeNull();
    },
  );

  it('answers an unknown path under its routes with the page-not-found state', async () => {
    window.history.pushState(null, '', '/adira-ja/nao-existe');
    renderWithProviders(<App />, dictionaries);
    expect(
      await screen.findByRole('heading', { name: 'Esta página não foi encontrada' }),
    ).toBeInTheDocument();
  });
});
