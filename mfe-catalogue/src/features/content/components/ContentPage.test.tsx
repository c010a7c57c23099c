import { screen as view, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeApi, fakeApi, makeContentItem, ok } from '@palco/shared/testing';
import { renderApp } from '../../../testing/render-app';

let api: FakeApi;
afterEach(() => api.restore());

const movie = makeContentItem({
  id: 'm1',
  title: 'Os Maias',
  type: 'MOVIE',
  year: 2014,
  duration: 8220,
  genre: ['Drama', 'Romance'],
  classification: 'M/14',
  description: 'Lisboa, fim do século XIX.',
  cast: ['Graciano Dias', 'Maria Flor'],
  premium: true,
  images: { poster: '/api/images/poster/m1.svg', background: '/api/images/background/m1.svg' },
  seo_title: 'Os Maias (2014) | Palco',
});

const series = makeContentItem({
  id: 's1',
  title: 'Conta-me Como Foi',
  type: 'SERIES',
  seasons: [
    { id: 's1-t1', season: 1, name: 'Temporada 1' },
    { id: 's1-t2', season: 2, name: 'Temporada 2' },
  ],
  seo_title: 'Conta-me Como Foi | Palco',
});

const episode = (id: string, n: number, seasonId: string): ReturnType<typeof makeContentItem> =>
  makeContentItem({
    id,
    title: `Episódio ${id}`,
    type: 'EPISODE',
    action_type: 'VOD',
    episode_number: n,
    season: { id: seasonId, season: 1, name: 'T' },
    series: { id: 's1', title: 'Conta-me Como Foi' },
  });

describe('content page', () => {
  it("shows a movie's picture, facts, cast and a watch link, and names the page by its SEO title", async () => {
    api = fakeApi({ 'GET /v1/content/item/m1': ok(movie) });
    renderApp('/movie/os-maias/m1');

    expect(await view.findByRole('heading', { level: 1, name: 'Os Maias' })).toBeInTheDocument();
    expect(view.getByText('2014')).toBeInTheDocument();
    expect(view.getByText('2 h 17 min')).toBeInTheDocument();
    expect(view.getByText('Drama, Romance')).toBeInTheDocument();
    expect(view.getByText('M/14')).toHaveAttribute('title', 'Classificação etária M/14');
    expect(view.getByText('Lisboa, fim do século XIX.')).toBeInTheDocument();
    expect(view.getByText('Graciano Dias, Maria Flor')).toBeInTheDocument();
    expect(view.getByText('Premium')).toBeInTheDocument();
    expect(view.getByRole('link', { name: /Ver/ })).toHaveAttribute('href', '/vod/os-maias/m1');
    expect(document.title).toBe('Os Maias (2014) | Palco');
  });

  it("plays a series from its first episode and lists each season's episodes as the viewer switches", async () => {
    api = fakeApi({
      'GET /v1/content/item/s1': ok(series),
      'GET /v1/content/item/s1/season/s1-t1': ok({
        id: 's1-t1',
        contents: [episode('e1', 1, 's1-t1'), episode('e2', 2, 's1-t1')],
        has_more: false,
      }),
      'GET /v1/content/item/s1/season/s1-t2': ok({
        id: 's1-t2',
        contents: [episode('e9', 1, 's1-t2')],
        has_more: false,
      }),
    });
    renderApp('/series/conta-me-como-foi/s1');

    expect(await view.findByRole('link', { name: /Ver/ })).toHaveAttribute('href', '/vod/episodio-e1/e1');
    const firstSeason = await view.findByRole('list', { name: 'Temporada 1' });
    expect(within(firstSeason).getAllByTestId('episode')).toHaveLength(2);
    expect(within(firstSeason).getByRole('link', { name: /2\. Episódio e2/ })).toHaveAttribute(
      'href',
      '/vod/episodio-e2/e2',
    );
    expect(view.getByRole('button', { name: 'Temporada 1' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(view.getByRole('button', { name: 'Temporada 2' }));
    const secondSeason = await view.findByRole('list', { name: 'Temporada 2' });
    expect(within(secondSeason).getAllByTestId('episode')).toHaveLength(1);
    expect(view.getByRole('button', { name: 'Temporada 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.requestsTo('/v1/content/item/s1/season').map((call) => call.url)).toEqual([
      '/v1/content/item/s1/season/s1-t1',
      '/v1/content/item/s1/season/s1-t2',
    ]);
  });

  it('opens the same title from the generic content route', async () => {
    api = fakeApi({ 'GET /v1/content/item/m1': ok(movie) });
    renderApp('/content/m1');
    expect(await view.findByRole('heading', { level: 1, name: 'Os Maias' })).toBeInTheDocument();
  });

  it("says when the title does not exist, with the server's status turned into words", async () => {
    api = fakeApi({});
    renderApp('/movie/nada/missing');
    expect(await view.findByRole('alert')).toHaveTextContent('Não encontrámos o que procuras.');
  });
});
