import { act, fireEvent, screen as view } from '@testing-library/react';
import { addTranslations, i18n, translationsReady } from '@palco/shared';
import {
  type FakeApi,
  errorReply,
  fakeApi,
  makeContentItem,
  ok,
  renderWithProviders,
} from '@palco/shared/testing';
import { dictionaries } from '../../../i18n';
import { searchDictionaries } from '../i18n';
import { SearchSuggestions } from './SearchSuggestions';

// English and French are loaded when a page needs them; these tests switch language under a rendered page.
// The search's strings are registered as the exposed module does (search-suggestions-module.tsx).
beforeAll(async () => {
  addTranslations(dictionaries);
  addTranslations(searchDictionaries);
  await Promise.all([translationsReady('en'), translationsReady('fr_FR')]);
});

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
const { navigateToUrl } = jest.requireMock<{ navigateToUrl: jest.Mock }>('single-spa');

let api: FakeApi;
afterEach(async () => {
  await api.restore();
  navigateToUrl.mockClear();
});

const found = (query: string, count: number) =>
  ok({
    query,
    contents: Array.from({ length: count }, (_, i) =>
      makeContentItem({
        id: `s${i + 1}`,
        title: `Amor ${i + 1}`,
        type: i % 2 ? 'MOVIE' : 'SERIES',
        year: 2020 + i,
      }),
    ),
  });

function renderSuggestions(query: string, handlers: { onNavigate?: () => void; onLeave?: () => void } = {}) {
  const props = { id: 'suggestions', onNavigate: jest.fn(), onLeave: jest.fn(), ...handlers };
  const result = renderWithProviders(<SearchSuggestions query={query} {...props} />, dictionaries);
  return {
    ...result,
    props,
    type: (text: string) => result.rerender(<SearchSuggestions query={text} {...props} />),
  };
}

describe('search suggestions', () => {
  it('shows nothing and asks nothing below three characters', async () => {
    api = fakeApi({});
    const { type } = renderSuggestions('');
    type('a');
    type('am');
    await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
    expect(view.queryByTestId('search-suggestions')).not.toBeInTheDocument();
    expect(api.requestsTo('/v1/content/search')).toEqual([]);
  });

  it('asks once typing pauses, for the last text only, and lists at most six titles', async () => {
    api = fakeApi({ 'GET /v1/content/search/amor': found('amor', 9) });
    const { type } = renderSuggestions('am');
    type('amo');
    type('amor');
    const entries = await view.findAllByTestId('search-suggestion');
    expect(entries).toHaveLength(6);
    expect(api.requestsTo('/v1/content/search').map((request) => request.url)).toEqual([
      '/v1/content/search/amor',
    ]);
    expect(entries[0]).toHaveAttribute('href', '/series/amor-1/s1');
    expect(entries[0]).toHaveTextContent('Amor 1Série · 2020');
    expect(entries[1]).toHaveTextContent('Amor 2Filme · 2021');
    expect(view.getByRole('link', { name: 'Ver todos os resultados para «amor»' })).toHaveAttribute(
      'href',
      '/search/?query=amor',
    );
    expect(view.getByRole('region', { name: 'Sugestões' })).toBeInTheDocument();
  });

  it('hides at once when the text drops below three characters', async () => {
    api = fakeApi({ 'GET /v1/content/search/amor': found('amor', 2) });
    const { type } = renderSuggestions('amor');
    await view.findAllByTestId('search-suggestion');
    type('am');
    expect(view.queryByTestId('search-suggestions')).not.toBeInTheDocument();
  });

  it('says when nothing matches, and when the search fails offers a retry that asks again', async () => {
    let calls = 0;
    api = fakeApi({
      'GET /v1/content/search/xyz': () => (calls++ === 0 ? errorReply(500, 'boom') : found('xyz', 0)),
    });
    renderSuggestions('xyz');
    expect(await view.findByText('Não foi possível obter sugestões.')).toBeInTheDocument();
    fireEvent.click(view.getByRole('button', { name: 'Tentar outra vez' }));
    expect(await view.findByText('Sem sugestões para «xyz».')).toBeInTheDocument();
  });

  it('navigates through the shell router and tells the box to close', async () => {
    api = fakeApi({ 'GET /v1/content/search/amor': found('amor', 2) });
    const { props } = renderSuggestions('amor');
    const [first] = await view.findAllByTestId('search-suggestion');
    fireEvent.click(first!);
    expect(navigateToUrl).toHaveBeenCalledWith('/series/amor-1/s1');
    expect(props.onNavigate).toHaveBeenCalledTimes(1);
  });

  it('moves between entries with the arrow keys and hands focus back above the first or on Escape', async () => {
    api = fakeApi({ 'GET /v1/content/search/amor': found('amor', 2) });
    const { props } = renderSuggestions('amor');
    const [first, second] = await view.findAllByTestId('search-suggestion');
    first!.focus();
    fireEvent.keyDown(first!, { key: 'ArrowDown' });
    expect(second).toHaveFocus();
    fireEvent.keyDown(second!, { key: 'ArrowDown' });
    expect(view.getByRole('link', { name: /Ver todos os resultados/ })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(second).toHaveFocus();
    fireEvent.keyDown(second!, { key: 'ArrowUp' });
    fireEvent.keyDown(first!, { key: 'ArrowUp' });
    expect(props.onLeave).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(first!, { key: 'Escape' });
    expect(props.onLeave).toHaveBeenCalledTimes(2);
  });

  it('marks the titles as Portuguese, and not the translated kind, in an English interface', async () => {
    await act(() => i18n.changeLanguage('en'));
    try {
      api = fakeApi({ 'GET /v1/content/search/amor': found('amor', 1) });
      renderSuggestions('amor');
      const [entry] = await view.findAllByTestId('search-suggestion');
      expect(entry).toHaveTextContent('Amor 1Series · 2020');
      expect(view.getByText('Amor 1')).toHaveAttribute('lang', 'pt-PT');
      expect(view.getByText('Series · 2020')).not.toHaveAttribute('lang');
    } finally {
      await act(() => i18n.changeLanguage('pt_PT'));
    }
  });
});
