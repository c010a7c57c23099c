import { screen as view, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  errorReply,
  type FakeApi,
  fakeApi,
  makeContentItem,
  makeRail,
  makeScreen,
  makeSection,
  ok,
} from '@palco/shared/testing';
import { renderApp } from '../../../testing/render-app';

const SECTIONS = 'GET /v1/content/section';

const tribeca = makeSection({
  id: 'sec-5',
  name: 'Tribeca',
  slug: 'tribeca',
  screen: 'tribeca-screen',
  sub_menu: [{ id: 'docs', name: 'Documentários', screen: 'tribeca-docs' }],
});
const sectionList = ok({ sections: [makeSection({ id: 'home', slug: 'home' }), tribeca] });

let api: FakeApi;
afterEach(() => api.restore());

describe('/tribeca', () => {
  it('finds the Tribeca section by its slug and shows it as a filtered section is shown', async () => {
    api = fakeApi({
      [SECTIONS]: sectionList,
      'GET /v1/content/section/sec-5': ok(tribeca),
      'GET /v1/content/screen/tribeca-screen/cards': ok(
        makeScreen({
          id: 'tribeca-screen',
          rails: [
            makeRail({
              name: 'Seleção Tribeca 2025',
              contents: [makeContentItem({ id: 'm3', title: 'Terra Quente' })],
            }),
          ],
        }),
      ),
    });
    renderApp('/tribeca');

    expect(view.getByTestId('rails-skeleton')).toBeInTheDocument();
    expect(await view.findByRole('heading', { level: 1, name: 'Tribeca' })).toBeInTheDocument();
    const rail = await view.findByRole('region', { name: 'Seleção Tribeca 2025' });
    expect(within(rail).getByTestId('card')).toHaveAttribute('href', '/movie/terra-quente/m3');
    expect(view.getByRole('link', { name: 'Documentários' })).toHaveAttribute('href', '/tribeca?menu=docs');
    expect(api.requestsTo('/v1/content').map((call) => call.url)).toEqual([
      '/v1/content/section',
      '/v1/content/section/sec-5',
      '/v1/content/screen/tribeca-screen/cards',
    ]);
  });

  it('says the section is not available when the catalogue has none with that slug', async () => {
    api = fakeApi({ [SECTIONS]: ok({ sections: [makeSection({ slug: 'home' })] }) });
    renderApp('/tribeca');
    expect(await view.findByText('Esta secção não está disponível de momento.')).toBeInTheDocument();
    expect(api.requestsTo('/v1/content/screen')).toHaveLength(0);
  });

  it('offers a retry when the sections list fails', async () => {
    let attempts = 0;
    api = fakeApi({
      [SECTIONS]: () => {
        attempts += 1;
        return attempts === 1 ? errorReply(503, 'busy') : sectionList;
      },
      'GET /v1/content/section/sec-5': ok(tribeca),
      'GET /v1/content/screen/tribeca-screen/cards': ok(makeScreen({ id: 'tribeca-screen' })),
    });
    renderApp('/tribeca');
    expect(await view.findByRole('alert')).toHaveTextContent('Não foi possível carregar os conteúdos.');
    await userEvent.click(view.getByRole('button', { name: 'Tentar novamente' }));
    expect(await view.findByRole('heading', { level: 1, name: 'Tribeca' })).toBeInTheDocument();
  });
});
