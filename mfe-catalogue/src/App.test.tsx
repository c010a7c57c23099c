import { screen as view } from '@testing-library/react';
import {
  type FakeApi,
  fakeApi,
  makeContentItem,
  makeRail,
  makeScreen,
  makeSection,
  ok,
} from '@palco/shared/testing';
import { renderApp } from './testing/render-app';

let api: FakeApi;
afterEach(() => api.restore());

describe('catalogue routes', () => {
  it.each(['/vod/x/1', '/live/ch-01', '/profile'])('renders nothing on %s', (path) => {
    api = fakeApi({});
    const { container } = renderApp(path);
    expect(container).toBeEmptyDOMElement();
    expect(api.requests.filter((call) => call.url.startsWith('/v1/content'))).toHaveLength(0);
  });

  it("shows a filtered section's sub-menu and the chosen entry's screen", async () => {
    api = fakeApi({
      'GET /v1/content/section/exclusivos': ok(
        makeSection({
          id: 'exclusivos',
          name: 'Exclusivos',
          screen: 'excl-all',
          sub_menu: [{ id: 'filmes', name: 'Filmes', screen: 'excl-movies' }],
        }),
      ),
      'GET /v1/content/screen/excl-movies': ok(
        makeScreen({
          id: 'excl-movies',
          rails: [makeRail({ name: 'Filmes exclusivos', contents: [makeContentItem()] })],
        }),
      ),
    });
    renderApp('/filters/exclusivos?menu=filmes');

    expect(await view.findByRole('heading', { level: 1, name: 'Exclusivos' })).toBeInTheDocument();
    expect(await view.findByRole('region', { name: 'Filmes exclusivos' })).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'Filmes' })).toHaveAttribute('aria-current', 'page');
    expect(view.getByRole('link', { name: 'Tudo' })).toHaveAttribute('href', '/filters/exclusivos');
  });
});
