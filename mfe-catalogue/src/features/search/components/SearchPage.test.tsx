import { screen as view } from '@testing-library/react';
import { type FakeApi, fakeApi, makeContentItem, ok } from '@palco/shared/testing';
import { renderApp } from '../../../testing/render-app';

let api: FakeApi;
afterEach(() => api.restore());

describe('search page', () => {
  it('shows what the API finds for the query as cards', async () => {
    api = fakeApi({
      'GET /v1/content/search/amor%20de%20perdi%C3%A7%C3%A3o': ok({
        query: 'amor de perdição',
        contents: [
          makeContentItem({ id: 'm7', title: 'Amor de Perdição' }),
          makeContentItem({ id: 's4', title: 'Amor Maior', type: 'SERIES' }),
        ],
      }),
    });
    renderApp('/search/?query=amor%20de%20perdi%C3%A7%C3%A3o');

    expect(
      await view.findByRole('heading', { name: 'Resultados para «amor de perdição»' }),
    ).toBeInTheDocument();
    const cards = await view.findAllByTestId('card');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/movie/amor-de-perdicao/m7',
      '/series/amor-maior/s4',
    ]);
    expect(view.getByText('2 resultados')).toBeInTheDocument();
    expect(document.title).toBe('Resultados para «amor de perdição» — Palco');
  });

  it('says so when nothing is found', async () => {
    api = fakeApi({ 'GET /v1/content/search/zzz': ok({ query: 'zzz', contents: [] }) });
    renderApp('/search?query=zzz');
    expect(await view.findByText(/Não encontrámos nada para «zzz»/)).toBeInTheDocument();
    expect(view.queryByTestId('card')).not.toBeInTheDocument();
  });

  it('asks nothing for a blank query', async () => {
    api = fakeApi({});
    renderApp('/search?query=%20');
    expect(await view.findByText('Escreve na pesquisa o que queres ver.')).toBeInTheDocument();
    expect(api.requestsTo('/v1/content/search')).toHaveLength(0);
  });
});
