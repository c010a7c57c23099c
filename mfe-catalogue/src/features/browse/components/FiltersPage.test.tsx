import { screen as view, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FilterPage } from '@palco/contracts';
import {
  errorReply,
  type FakeApi,
  fakeApi,
  makeContentItem,
  reply,
  type RecordedRequest,
} from '@palco/shared/testing';
import { renderApp } from '../../../testing/render-app';

const FILTERS = [
  { id: 'exclusivos~filmes', name: 'Filmes', count: 65 },
  { id: 'exclusivos~series', name: 'Séries', count: 5 },
];

/** A section of `total` titles `t1…tN`, answered page by page as the API would. */
function pages(total: number, id = 'exclusivos') {
  return (request: RecordedRequest) => {
    const page = Number(request.params.page);
    const size = Number(request.params.size);
    const start = (page - 1) * size;
    const count = Math.max(0, Math.min(size, total - start));
    const body: FilterPage = {
      id,
      name: 'Exclusivos',
      section_id: 'exclusivos',
      filters: FILTERS,
      contents: Array.from({ length: count }, (_, i) => makeContentItem({ id: `${id}-${start + i + 1}` })),
      page,
      size,
      total,
      has_more: start + size < total,
    };
    return reply(200, body);
  };
}

let api: FakeApi;
afterEach(() => api.restore());

describe('/filters/:id', () => {
  it('shows the section 30 titles at a time and loads the next 30 on request', async () => {
    api = fakeApi({ 'GET /v1/content/section/exclusivos/filter': pages(65) });
    renderApp('/filters/exclusivos');

    expect(view.getByTestId('rails-skeleton')).toBeInTheDocument();
    const grid = await view.findByRole('list', { name: 'Exclusivos' });
    expect(within(grid).getAllByTestId('card')).toHaveLength(30);
    expect(view.getByRole('status')).toHaveTextContent('A mostrar 30 de 65 títulos');

    await userEvent.click(view.getByRole('button', { name: 'Mostrar mais' }));
    await waitFor(() => expect(within(grid).getAllByTestId('card')).toHaveLength(60));
    await userEvent.click(view.getByRole('button', { name: 'Mostrar mais' }));
    await waitFor(() => expect(within(grid).getAllByTestId('card')).toHaveLength(65));
    expect(view.queryByRole('button', { name: 'Mostrar mais' })).not.toBeInTheDocument();
    expect(api.requestsTo('/v1/content/section/exclusivos/filter').map((call) => call.params)).toEqual([
      { page: '1', size: '30' },
      { page: '2', size: '30' },
      { page: '3', size: '30' },
    ]);
  });

  it('filters by the chosen chip and keeps it in the address', async () => {
    api = fakeApi({
      'GET /v1/content/section/exclusivos/filter': pages(65),
      'GET /v1/content/filter/exclusivos~series': pages(5, 'exclusivos~series'),
    });
    renderApp('/filters/exclusivos');
    const chips = await view.findByRole('navigation', { name: 'Filtros de Exclusivos' });
    expect(within(chips).getByRole('link', { name: 'Tudo' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(chips).getByRole('link', { name: 'Séries' }));
    await waitFor(() => expect(view.getAllByTestId('card')).toHaveLength(5));
    expect(window.location.search).toBe('?filtro=exclusivos~series');
    expect(within(chips).getByRole('link', { name: 'Séries' })).toHaveAttribute('aria-current', 'page');
    expect(api.requestsTo('/v1/content/filter/exclusivos~series')[0]?.params).toEqual({
      page: '1',
      size: '30',
    });
  });

  it('opens straight on the filter named in the address', async () => {
    api = fakeApi({ 'GET /v1/content/filter/exclusivos~series': pages(5, 'exclusivos~series') });
    renderApp('/filters/exclusivos?filtro=exclusivos~series');
    await waitFor(() => expect(view.getAllByTestId('card')).toHaveLength(5));
    expect(api.requestsTo('/v1/content/section')).toHaveLength(0);
  });

  it('says so when the filter keeps nothing, and offers a retry when the page fails', async () => {
    let attempts = 0;
    api = fakeApi({
      'GET /v1/content/section/exclusivos/filter': (request) => {
        attempts += 1;
        return attempts === 1 ? errorReply(503, 'busy') : pages(0)(request);
      },
    });
    renderApp('/filters/exclusivos');
    expect(await view.findByRole('alert')).toHaveTextContent('Não foi possível carregar os conteúdos.');
    await userEvent.click(view.getByRole('button', { name: 'Tentar novamente' }));
    expect(await view.findByText('Não há títulos com este filtro.')).toBeInTheDocument();
  });
});
