import { screen as view } from '@testing-library/react';
import {
  errorReply,
  type FakeApi,
  fakeApi,
  makeAccount,
  makeContentItem,
  makeProfile,
  makeRail,
  makeScreen,
  makeSection,
  ok,
} from '@palco/shared/testing';
import { sessionStore } from '@palco/shared';
import { renderApp } from '../../../testing/render-app';
import { prefetchHome } from './home-prefetch';

const SECTION = '/v1/content/section/home';
const SCREEN = '/v1/content/screen/home-screen/cards';
const visitor = { token: null, profile: null, account: null };

function homeApi(section = ok(makeSection())): FakeApi {
  return fakeApi({
    [`GET ${SECTION}`]: section,
    [`GET ${SCREEN}`]: ok(
      makeScreen({
        rails: [makeRail({ id: 'new', name: 'Novidades', contents: [makeContentItem({ title: 'Aurora' })] })],
      }),
    ),
    'GET /v1/content/screen/kids-screen/cards': ok(
      makeScreen({
        rails: [
          makeRail({
            id: 'kids',
            name: 'Infantil',
            contents: [makeContentItem({ id: 'k1', title: 'Bolota' })],
          }),
        ],
      }),
    ),
  });
}

let api: FakeApi;
afterEach(() => {
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  return api.restore();
});

describe('the home’s data on a first load of /', () => {
  it('asks for the section and then its screen before the page renders, and the page asks for neither again', async () => {
    api = homeApi();
    const started = prefetchHome({ path: '/', menu: null, homeSectionId: 'home', session: visitor });
    expect(started).not.toBeNull();
    await started;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.requestsTo(SECTION)).toHaveLength(1);
    expect(api.requestsTo(SCREEN)).toHaveLength(1);

    renderApp('/');
    expect(await view.findByRole('link', { name: /Aurora/ })).toBeInTheDocument();
    expect(api.requestsTo(SECTION)).toHaveLength(1);
    expect(api.requestsTo(SCREEN)).toHaveLength(1);
  });

  it('asks for the first-screen rails’ first pictures, with high priority, once the screen answers; the cards then show them', async () => {
    const poster = '/api/images/poster/aurora.svg';
    const second = '/api/images/poster/brisa.svg';
    api = fakeApi({
      [`GET ${SECTION}`]: ok(makeSection()),
      [`GET ${SCREEN}`]: ok(
        makeScreen({
          rails: [
            makeRail({ id: 'empty', contents: [] }),
            makeRail({
              id: 'new',
              design_type: 'poster',
              contents: [makeContentItem({ title: 'Aurora', images: { poster } })],
            }),
            makeRail({
              id: 'more',
              design_type: 'poster',
              contents: [makeContentItem({ id: 'brisa', title: 'Brisa', images: { poster: second } })],
            }),
            // Below a phone's first screen: its picture waits for the page.
            makeRail({
              id: 'later',
              design_type: 'poster',
              contents: [makeContentItem({ id: 'cais', title: 'Cais', images: { poster: '/cais.svg' } })],
            }),
          ],
        }),
      ),
    });
    await prefetchHome({ path: '/', menu: null, homeSectionId: 'home', session: visitor });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const hints = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
    expect(hints.map((link) => [link.getAttribute('href'), link.getAttribute('fetchpriority')])).toEqual([
      [poster, 'high'],
      [second, 'high'],
    ]);

    renderApp('/');
    const card = await view.findByRole('link', { name: /Aurora/ });
    expect(card.querySelector('img')).toHaveAttribute('src', poster);
    expect(card.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('asks for the screen of the sub-menu entry the address names', async () => {
    api = homeApi(ok(makeSection({ sub_menu: [{ id: 'kids', name: 'Infantil', screen: 'kids-screen' }] })));
    await prefetchHome({ path: '/', menu: 'kids', homeSectionId: 'home', session: visitor });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.requestsTo('/v1/content/screen/kids-screen/cards')).toHaveLength(1);
    expect(api.requestsTo(SCREEN)).toHaveLength(0);
    renderApp('/?menu=kids');
    expect(await view.findByRole('link', { name: /Bolota/ })).toBeInTheDocument();
    expect(api.requestsTo('/v1/content/screen/kids-screen/cards')).toHaveLength(1);
  });

  it('leaves other pages, and a signed-in viewer whose profile is not known yet, to the page', async () => {
    api = homeApi();
    expect(
      prefetchHome({ path: '/guia-tv', menu: null, homeSectionId: 'home', session: visitor }),
    ).toBeNull();
    expect(
      prefetchHome({
        path: '/',
        menu: null,
        homeSectionId: 'home',
        session: { token: 't', profile: null, account: makeAccount() },
      }),
    ).toBeNull();
    expect(api.requests).toHaveLength(0);
  });

  it('asks for the screen as the chosen profile sees it, which the profile’s page then takes', async () => {
    api = homeApi();
    const profile = makeProfile({ id: 'p1' });
    const { signIn, setAccount, setProfile, clear } = sessionStore.getState();
    signIn('token-1');
    setAccount(makeAccount({ profiles: [profile] }));
    setProfile(profile);
    try {
      await prefetchHome({ path: '/', menu: null, homeSectionId: 'home', session: sessionStore.getState() });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(api.requestsTo(SCREEN)).toEqual([expect.objectContaining({ authorization: 'Bearer token-1' })]);
      renderApp('/');
      expect(await view.findByRole('link', { name: /Aurora/ })).toBeInTheDocument();
      expect(api.requestsTo(SCREEN)).toHaveLength(1);
    } finally {
      clear();
    }
  });

  it('hands a failed section answer to the page, which shows its error with a retry', async () => {
    api = homeApi(errorReply(503));
    await prefetchHome({ path: '/', menu: null, homeSectionId: 'home', session: visitor });
    renderApp('/');
    expect(await view.findByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(api.requestsTo(SECTION)).toHaveLength(1);
    expect(api.requestsTo(SCREEN)).toHaveLength(0);
  });
});
