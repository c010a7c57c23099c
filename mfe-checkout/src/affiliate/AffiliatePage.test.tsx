import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PalcoEvents } from '@palco/contracts';
import { bus, changeLocale, getAffiliate, sessionStore, setAffiliate } from '@palco/shared';
import {
  fakeApi,
  type FakeApi,
  type FakeRoutes,
  makeAccount,
  makePlan,
  makeProfile,
  ok,
  reply,
  renderWithProviders,
} from '@palco/shared/testing';
import { App } from '../App';
import { dictionaries } from '../i18n';

const regular = makePlan({ id: 'plan-monthly', name: 'Mensal', price: 6.99, period_type: 'M' });
const vodafone = makePlan({
  id: 'plan-vodafone-monthly',
  name: 'Vodafone Palco Mensal',
  price: 5.49,
  period_type: 'M',
  affiliate: 'vodafone',
});
const nos = makePlan({ id: 'plan-nos-monthly', name: 'NOS Palco Mensal', price: 4.99, affiliate: 'nos' });

const routes: FakeRoutes = {
  'GET /v1/setting': ok({ monetization: 1 }),
  'GET /v1/plan?affiliate=vodafone': ok({ plans: [vodafone] }),
  'GET /v1/plan?affiliate=nos': ok({ plans: [nos] }),
  'GET /v1/plan?affiliate=samsung': reply(400, {
    code: 'unknown_affiliate',
    message: 'Não conhecemos este parceiro, ou a sua oferta já terminou.',
    error: 'Bad Request',
  }),
  'GET /v1/plan': ok({ plans: [regular] }),
};

let api: FakeApi | undefined;
const opened: PalcoEvents['overlay:open'][] = [];
const analytics: PalcoEvents['analytics:event'][] = [];
const onOpen = (event: PalcoEvents['overlay:open']): void => void opened.push(event);
const onAnalytics = (event: PalcoEvents['analytics:event']): void => void analytics.push(event);

beforeEach(() => {
  bus.on('overlay:open', onOpen);
  bus.on('analytics:event', onAnalytics);
});
afterEach(async () => {
  bus.off('overlay:open', onOpen);
  bus.off('analytics:event', onAnalytics);
  opened.length = 0;
  analytics.length = 0;
  await api?.restore();
  api = undefined;
  sessionStore.getState().clear();
  localStorage.clear();
  window.history.pushState({}, '', '/');
  await act(() => changeLocale('pt_PT'));
});

function show(path: string): ReturnType<typeof userEvent.setup> {
  api = fakeApi(routes);
  window.history.pushState({}, '', path);
  renderWithProviders(<App />, dictionaries);
  return userEvent.setup();
}

function signIn(premium = false): void {
  sessionStore.getState().signIn('tok-1');
  sessionStore.getState().setAccount(makeAccount({ premium }));
}

const planCalls = (): Record<string, string>[] =>
  (api?.requestsTo('/v1/plan') ?? []).map((request) => request.params);

describe('a partner’s page, /affiliate/{id}', () => {
  it('shows the partner’s name and its own plans, and keeps its marker', async () => {
    show('/affiliate/vodafone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Palco com Vodafone' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /Vodafone Palco Mensal/ })).toBeChecked();
    expect(planCalls()).toEqual([{ affiliate: 'vodafone' }]);
    expect(getAffiliate()).toBe('vodafone');
    expect(analytics).toContainEqual({
      event: 'affiliate_arrival',
      params: { affiliate: 'vodafone', affiliate_route: 'landing' },
    });
    // The partner's page opens no popup by itself.
    expect(opened).toEqual([]);
  });

  it('reads a partner’s id in any case', async () => {
    show('/affiliate/NOS');
    expect(await screen.findByRole('heading', { level: 1, name: 'Palco com NOS' })).toBeInTheDocument();
    expect(getAffiliate()).toBe('nos');
  });

  it('says an unknown partner is unknown, in words, keeping no marker and asking for no plans', async () => {
    setAffiliate('nos');
    show('/affiliate/meo');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Parceiro desconhecido' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Não conhecemos este parceiro/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver os planos' })).toHaveAttribute('href', '/adira-ja');
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
    expect(document.querySelector('[data-route-status]')).toBeNull();
    expect(getAffiliate()).toBe('nos');
    expect(planCalls()).toEqual([]);
    expect(opened).toEqual([]);
  });

  it.each(['/affiliate/meo/signup', '/affiliate/meo/subscribe'])(
    'says so on an unknown partner’s %s route too, opening no popup',
    async (path) => {
      show(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Parceiro desconhecido' }),
      ).toBeInTheDocument();
      expect(opened).toEqual([]);
      expect(getAffiliate()).toBeNull();
    },
  );

  it('says so in English and French too', async () => {
    await act(() => changeLocale('en'));
    show('/affiliate/meo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unknown partner' })).toBeInTheDocument();
    await act(() => changeLocale('fr_FR'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Partenaire inconnu' })).toBeInTheDocument();
  });

  it('shows the regular plans, saying why, when the partner’s offer has ended', async () => {
    show('/affiliate/samsung');
    expect(await screen.findByRole('radio', { name: /Mensal/ })).toBeInTheDocument();
    expect(
      screen.getByText('A oferta do parceiro já terminou. Estes são os nossos planos habituais.'),
    ).toBeVisible();
    expect(planCalls()).toEqual([{ affiliate: 'samsung' }, {}]);
    expect(getAffiliate()).toBeNull();
  });

  it('sends a signed-in viewer on to pay for the chosen plan, telling analytics whose plan it is', async () => {
    signIn();
    const user = show('/affiliate/vodafone');
    await screen.findByRole('radio', { name: /Vodafone Palco Mensal/ });
    await user.click(screen.getByRole('button', { name: 'Continuar com este plano' }));
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      '/adira-ja?plan=plan-vodafone-monthly',
    );
    expect(analytics).toContainEqual({
      event: 'subscribe_start',
      params: expect.objectContaining({ plan_id: 'plan-vodafone-monthly', plan_affiliate: 'vodafone' }),
    });
  });

  it('asks a visitor to sign in before paying, and offers them an account through the partner', async () => {
    const user = show('/affiliate/nos');
    await screen.findByRole('radio', { name: /NOS Palco Mensal/ });
    await user.click(screen.getByRole('button', { name: 'Continuar com este plano' }));
    expect(opened).toEqual([{ name: 'login', redirectTo: '/adira-ja?plan=plan-nos-monthly' }]);
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(opened[1]).toEqual({
      name: 'login',
      initialView: 'register',
      redirectTo: '/affiliate/nos/subscribe',
    });
  });

  it('tells a premium viewer they have premium already, with no plans to buy', async () => {
    signIn(true);
    show('/affiliate/nos');
    expect(await screen.findByText('Já tens o Palco premium.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver a minha subscrição' })).toHaveAttribute(
      'href',
      '/profile/subscription',
    );
    expect(planCalls()).toEqual([]);
  });

  it('lists the partners at /affiliate', async () => {
    show('/affiliate');
    const list = await screen.findByRole('navigation', { name: 'Parceiros' });
    expect(within(list).getByRole('link', { name: 'Vodafone' })).toHaveAttribute(
      'href',
      '/affiliate/vodafone',
    );
    expect(within(list).getAllByRole('link')).toHaveLength(3);
  });
});

describe('a partner’s sign-up route (nos-signup, vodafone-signup, samsung-signup)', () => {
  it('opens the account popup’s registration for a visitor, leading on to the subscribe route', async () => {
    show('/affiliate/vodafone/signup');
    await waitFor(() =>
      expect(opened).toEqual([
        { name: 'login', initialView: 'register', redirectTo: '/affiliate/vodafone/subscribe' },
      ]),
    );
    // The marker is kept before the popup opens, so that the sign-up carries it.
    expect(getAffiliate()).toBe('vodafone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Palco com Vodafone' })).toBeInTheDocument();
  });

  it('sends a viewer who has an account on to the subscribe route', async () => {
    signIn();
    show('/affiliate/nos/signup');
    await waitFor(() => expect(window.location.pathname).toBe('/affiliate/nos/subscribe'));
  });
});

describe('a partner’s subscribe route (spec section 4)', () => {
  it('opens the subscription popup for a signed-in viewer who is not premium, once', async () => {
    signIn();
    show('/affiliate/nos/subscribe');
    await waitFor(() => expect(opened).toEqual([{ name: 'subscribe' }]));
    expect(getAffiliate()).toBe('nos');
    // The page re-renders as its plans come: the popup is not opened again.
    await screen.findByRole('radio', { name: /NOS Palco Mensal/ });
    expect(opened).toEqual([{ name: 'subscribe' }]);
  });

  it('sends a premium viewer to their subscription', async () => {
    signIn(true);
    show('/affiliate/vodafone/subscribe');
    await waitFor(() => expect(window.location.pathname).toBe('/profile/subscription'));
    expect(opened).toEqual([]);
  });

  it('asks a visitor to sign in, and once they have, opens the subscription popup', async () => {
    show('/affiliate/samsung/subscribe');
    await waitFor(() =>
      expect(opened).toEqual([{ name: 'login', redirectTo: '/affiliate/samsung/subscribe' }]),
    );
    act(() => signIn());
    await waitFor(() => expect(opened.at(-1)).toEqual({ name: 'subscribe' }));
    expect(opened).toHaveLength(2);
  });

  it('sends a visitor who signs in with a premium account to their subscription', async () => {
    show('/affiliate/nos/subscribe');
    await waitFor(() => expect(opened).toHaveLength(1));
    act(() => signIn(true));
    await waitFor(() => expect(window.location.pathname).toBe('/profile/subscription'));
    expect(opened).toHaveLength(1);
  });

  it('lets a family say who is watching before offering the plans', async () => {
    show('/affiliate/nos/subscribe');
    await waitFor(() => expect(opened).toHaveLength(1));
    const family = makeAccount({
      is_multi_profile: true,
      profiles: [
        { id: 'p1', name: 'Teresa' },
        { id: 'p2', name: 'Tiago' },
      ],
    });
    act(() => {
      sessionStore.getState().signIn('tok-1');
      sessionStore.getState().setAccount(family);
    });
    await screen.findByRole('radio', { name: /NOS Palco Mensal/ });
    expect(opened).toHaveLength(1);
    act(() => sessionStore.getState().setProfile(makeProfile({ id: 'p2', name: 'Tiago' })));
    await waitFor(() => expect(opened.at(-1)).toEqual({ name: 'subscribe' }));
  });

  it('waits for the account of a signed-in viewer before deciding', async () => {
    sessionStore.getState().signIn('tok-1');
    show('/affiliate/nos/subscribe');
    await screen.findByRole('heading', { level: 1, name: 'Palco com NOS' });
    expect(opened).toEqual([]);
    act(() => sessionStore.getState().setAccount(makeAccount({ premium: false })));
    await waitFor(() => expect(opened).toEqual([{ name: 'subscribe' }]));
  });
});
