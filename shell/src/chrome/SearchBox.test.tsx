import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { navigateToUrl } from 'single-spa';
import type { SearchSuggestionsProps } from '@palco/contracts';
import { addTranslations } from '@palco/shared';
import { chromeDictionaries } from '../i18n/chrome';
import { loadExposed } from '../remotes/remote-registry';
import { renderInApp } from '../testing/render-in-app';
import { SearchBox } from './SearchBox';
import { forgetSearchSuggestions } from './search-suggestions';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
jest.mock('../remotes/remote-registry', () => ({ loadExposed: jest.fn() }));
const load = jest.mocked(loadExposed);

/** Stands in for the catalogue's list: two links for whatever is typed, and the props it was given. */
const seen: SearchSuggestionsProps[] = [];
function FakeSuggestions(props: SearchSuggestionsProps): ReactNode {
  seen.push(props);
  if (props.query.length < 3) return null;
  return (
    <div id={props.id} data-testid="suggestions">
      <a
        href="/series/a/1"
        onClick={(event) => {
          event.preventDefault();
          props.onNavigate();
        }}
      >
        {props.query} 1
      </a>
      <a href="/series/b/2">{props.query} 2</a>
    </div>
  );
}

beforeAll(() => addTranslations(chromeDictionaries));
beforeEach(() => {
  seen.length = 0;
  forgetSearchSuggestions();
  load.mockReset();
  jest.mocked(navigateToUrl).mockReset();
});

async function openBox(): Promise<HTMLElement> {
  await userEvent.click(screen.getByRole('button', { name: 'Abrir pesquisa' }));
  return screen.getByRole('searchbox');
}

describe('search box suggestions', () => {
  it('loads the catalogue suggestions when first opened and hands them what is typed', async () => {
    load.mockResolvedValue({ SearchSuggestions: FakeSuggestions });
    renderInApp(<SearchBox />);
    expect(load).not.toHaveBeenCalled();

    const input = await openBox();
    expect(load).toHaveBeenCalledWith('mfe-catalogue', 'searchSuggestions');
    await userEvent.type(input, 'amor');

    expect(await screen.findByRole('link', { name: 'amor 1' })).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-controls', seen.at(-1)?.id);
  });

  it('moves into the list with ArrowDown, and back when the list hands focus back', async () => {
    load.mockResolvedValue({ SearchSuggestions: FakeSuggestions });
    renderInApp(<SearchBox />);
    const input = await openBox();
    await userEvent.type(input, 'amor');
    const first = await screen.findByRole('link', { name: 'amor 1' });

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(first).toHaveFocus();
    act(() => seen.at(-1)?.onLeave());
    expect(input).toHaveFocus();
  });

  it('hides the list on Escape, and closes the box on a second Escape', async () => {
    load.mockResolvedValue({ SearchSuggestions: FakeSuggestions });
    renderInApp(<SearchBox />);
    const input = await openBox();
    await userEvent.type(input, 'amor');
    await screen.findByTestId('suggestions');

    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByTestId('suggestions')).not.toBeInTheDocument();
    expect(input).toBeVisible();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Abrir pesquisa' })).toHaveFocus();
  });

  it('closes the box when a suggestion is followed', async () => {
    load.mockResolvedValue({ SearchSuggestions: FakeSuggestions });
    renderInApp(<SearchBox />);
    const input = await openBox();
    await userEvent.type(input, 'amor');
    fireEvent.click(await screen.findByRole('link', { name: 'amor 1' }));
    expect(screen.getByRole('button', { name: 'Abrir pesquisa' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('still searches on Enter when the catalogue is unreachable', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    load.mockRejectedValue(new Error('offline'));
    renderInApp(<SearchBox />);
    const input = await openBox();
    await userEvent.type(input, 'amor{Enter}');
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('suggestions')).not.toBeInTheDocument();
    expect(navigateToUrl).toHaveBeenCalledWith('/search/?query=amor');
  });
});
