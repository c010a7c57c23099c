import { fireEvent, screen as view, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type FakeApi,
  fakeApi,
  makeContentItem,
  makeRail,
  makeScreen,
  makeSection,
  ok,
} from '@palco/shared/testing';
import { renderApp } from '../../../testing/render-app';
import { titleIdOfHref } from './use-title-prefetch';

const SITE = 'http://localhost:3000/';

describe('the title a link opens', () => {
  it.each([
    ['/movie/os-maias/m1', 'm1'],
    ['/series/gloria/s%201', 's 1'],
    ['/content/c9/', 'c9'],
    ['http://localhost:3000/movie/x/m2?from=home', 'm2'],
  ])('%s → %s', (href, id) => expect(titleIdOfHref(href, SITE)).toBe(id));

  it.each([
    '/vod/os-maias/m1',
    '/movie/os-maias',
    '/guia-tv',
    'https://elsewhere.example/movie/x/m1',
    '/content/%E0',
  ])('none for %s', (href) => expect(titleIdOfHref(href, SITE)).toBeUndefined());
});

describe('a title’s data on the viewer’s intent', () => {
  let api: FakeApi;
  afterEach(() => api.restore());

  it('asks for the title when its card is pointed at, once, and the page then uses that answer', async () => {
    const movie = makeContentItem({ id: 'm1', title: 'Os Maias', type: 'MOVIE', action_type: 'DETAIL' });
    api = fakeApi({
      'GET /v1/content/section/home': ok(makeSection()),
      'GET /v1/content/screen/home-screen/cards': ok(
        makeScreen({ rails: [makeRail({ id: 'r', name: 'Filmes', contents: [movie] })] }),
      ),
      'GET /v1/content/item/m1': ok(movie),
    });
    renderApp('/');
    const card = await view.findByTestId('card');
    expect(api.requestsTo('/v1/content/item/m1')).toHaveLength(0);

    expect(card).toHaveAttribute('href', '/movie/os-maias/m1');
    fireEvent.pointerOver(card);
    fireEvent.pointerOver(card.firstElementChild ?? card);
    await waitFor(() => expect(api.requestsTo('/v1/content/item/m1')).toHaveLength(1));

    await userEvent.click(card);
    expect(await view.findByRole('heading', { level: 1, name: 'Os Maias' })).toBeInTheDocument();
    expect(api.requestsTo('/v1/content/item/m1')).toHaveLength(1);
  });
});
