import { screen as view } from '@testing-library/react';
import { type FakeApi, fakeApi, makeContentItem, ok } from '@palco/shared/testing';
import { renderApp } from './testing/render-app';

let api: FakeApi;
afterEach(() => api.restore());

describe('catalogue routes', () => {
  it.each(['/vod/x/1', '/live/ch-01', '/profile'])('shows page-not-found and asks nothing on %s', (path) => {
    // The shell never mounts the catalogue there; it sees such paths only when it runs alone.
    api = fakeApi({});
    const { container } = renderApp(path);
    expect(container.querySelector('[data-route-status="not-found"]')).not.toBeNull();
    expect(api.requests.filter((call) => call.url.startsWith('/v1/content'))).toHaveLength(0);
  });

  it("shows a filtered section's chips and the chosen filter's titles, the filter taken from the URL", async () => {
    api = fakeApi({
      'GET /v1/content/filter/exclusivos~filmes': ok({
        id: 'exclusivos~filmes',
        name: 'Exclusivos',
        section_id: 'exclusivos',
        filters: [{ id: 'exclusivos~filmes', name: 'Filmes', count: 1 }],
        contents: [makeContentItem({ id: 'm1', title: 'Filme exclusivo' })],
        page: 1,
        size: 30,
        total: 1,
        has_more: false,
      }),
    });
    renderApp('/filters/exclusivos?filtro=exclusivos~filmes');

    expect(await view.findByRole('heading', { level: 1, name: 'Exclusivos' })).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'Filmes' })).toHaveAttribute('aria-current', 'page');
    expect(view.getByRole('link', { name: 'Tudo' })).toHaveAttribute('href', '/filters/exclusivos');
    expect(view.getByRole('link', { name: /Filme exclusivo/ })).toHaveAttribute(
      'href',
      '/movie/filme-exclusivo/m1',
    );
  });
});
