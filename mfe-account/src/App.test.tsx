import { screen } from '@testing-library/react';
import { routeTable, type RouteStatus } from '@palco/contracts';
import { sessionStore } from '@palco/shared';
import { fakeApi, ok, renderWithProviders } from '@palco/shared/testing';
import { App } from './App';
import { dictionaries } from './i18n';
import { comingSoonPages } from './pages/coming-soon-pages';
import { familyProfiles, signInFamily, teresa } from './testing/family';

interface RouteCase {
  path: string;
  status: RouteStatus;
  purpose: string;
}

/** A concrete address for a route-table path: every `:name` segment gets a sample value. */
const concrete = (path: string): string => path.replace(/:[^/]+/g, 'sample-1');

/** Every route and sub-route the route table gives mfe-account, with the status it promises. */
const accountRoutes: RouteCase[] = routeTable
  .filter((route) => route.owner === 'mfe-account')
  .flatMap((route) => [
    { path: concrete(route.path), status: route.status ?? 'live', purpose: route.purpose },
    ...(route.children ?? []).map((child) => ({
      path: concrete(`${route.path}/${child.path}`),
      status: child.status ?? 'live',
      purpose: child.purpose,
    })),
  ]);

const accountStrings = new Set(Object.values(dictionaries.pt_PT));

let api: ReturnType<typeof fakeApi> | null = null;

afterEach(async () => {
  await api?.restore();
  api = null;
  sessionStore.getState().clear();
  window.history.pushState({}, '', '/');
});

function renderAt(path: string): HTMLElement {
  window.history.pushState({}, '', path);
  api = fakeApi({ 'GET /v1/profiles': ok({ profiles: familyProfiles }) });
  return renderWithProviders(<App />, dictionaries).container;
}

const statusShown = (container: HTMLElement): string | null =>
  container.querySelector('[data-route-status]')?.getAttribute('data-route-status') ?? null;

describe('every route the route table gives mfe-account', () => {
  it('includes the routes this remote is known to own', () => {
    expect(accountRoutes.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/profile', '/profile/switch-profile', '/choose-profile', '/login', '/apptv']),
    );
  });

  describe.each([
    ['a signed-in family viewer', () => signInFamily(teresa)],
    ['a visitor', () => undefined],
  ])('for %s', (_who, arrange) => {
    it.each(accountRoutes)(
      '$path ($purpose) renders what its status says, never an empty page',
      async (route) => {
        arrange();
        const container = renderAt(route.path);
        const heading = await screen.findByRole('heading', { level: 1 });

        expect(container.textContent?.trim()).not.toBe('');
        // A real, translated title, not a missing key.
        expect(heading.textContent).not.toMatch(/^[A-Z0-9_]+$/);
        if (route.status === 'coming-soon') {
          expect(statusShown(container)).toBe('coming-soon');
          expect(accountStrings).toContain(heading.textContent);
          expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
        } else {
          expect(statusShown(container)).toBeNull();
        }
      },
    );
  });

  it('lists as coming soon only routes the table marks coming-soon', () => {
    for (const page of comingSoonPages) {
      const address = concrete(page.path);
      // An exact entry, else the deepest one it falls under: `/auth/:id` is the table's `/auth` (spec
      // section 2: the operator id is optional).
      const owner =
        accountRoutes.find((candidate) => candidate.path === address) ??
        accountRoutes
          .filter((candidate) => address.startsWith(`${candidate.path}/`))
          .sort((a, b) => b.path.length - a.path.length)[0];
      expect({ page: page.path, status: owner?.status }).toEqual({ page: page.path, status: 'coming-soon' });
      expect(accountStrings).toContain(dictionaries.pt_PT[page.titleKey]);
    }
  });

  it('leaves the profile area’s subscription and billing pages to the checkout', () => {
    const checkoutPages = [
      '/profile/subscription',
      '/profile/update-payment',
      '/profile/billing',
      '/profile/history',
    ];
    for (const path of checkoutPages) {
      expect(routeTable.find((route) => route.path === path)?.owner).toBe('mfe-checkout');
      expect(accountRoutes.map((route) => route.path)).not.toContain(path);
    }
  });

  it('answers the operator sign-in under /auth, with or without the operator', async () => {
    renderAt('/auth/vodafone');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Entrar com o teu operador' }),
    ).toBeInTheDocument();
  });
});

describe('a path under the account routes that no screen answers', () => {
  it.each(['/profile/no-such-page', '/apptv/extra/segments', '/choose-profile/what'])(
    '%s says the page could not be found, with a way home',
    async (path) => {
      signInFamily(teresa);
      const container = renderAt(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Esta página não foi encontrada' }),
      ).toBeInTheDocument();
      expect(statusShown(container)).toBe('not-found');
      expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
    },
  );
});
