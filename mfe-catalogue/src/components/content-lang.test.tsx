import { act, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { addTranslations, i18n, type Locale, translationsReady } from '@palco/shared';
import {
  type FakeApi,
  fakeApi,
  makeChannel,
  makeContentItem,
  makeRail,
  renderWithProviders,
} from '@palco/shared/testing';
import { Rail } from '../features/browse/components/Rail';
import { dictionaries } from '../i18n';
import { ChannelCard } from './cards/ChannelCard';
import { ContentCard } from './cards/ContentCard';
import { CONTENT_LANG, contentLang, ContentText } from '@palco/shared';

// English and French are loaded when a page needs them; these tests switch language under a rendered page.
beforeAll(async () => {
  addTranslations(dictionaries);
  await Promise.all([translationsReady('en'), translationsReady('fr_FR')]);
});

const item = makeContentItem({
  id: 'm1',
  title: 'Os Maias',
  short_description: 'Lisboa, fim do século XIX.',
  label: 'Novo',
  images: {},
});

let api: FakeApi;
beforeEach(() => {
  api = fakeApi({});
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('pt_PT'));
  await api.restore();
});

async function renderIn(locale: Locale, ui: ReactElement): Promise<void> {
  await act(() => i18n.changeLanguage(locale));
  renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>, dictionaries);
}

/** The texts the page marks as Portuguese. */
const marked = (): (string | null)[] =>
  [...document.body.querySelectorAll(`[lang="${CONTENT_LANG}"]`)].map((el) => el.textContent?.trim() ?? null);

describe('contentLang', () => {
  it('marks API text as Portuguese in the English and French interfaces only', () => {
    expect(contentLang('en')).toBe('pt-PT');
    expect(contentLang('fr_FR')).toBe('pt-PT');
    expect(contentLang('pt_PT')).toBeUndefined();
  });

  it('follows a change of language without a reload', async () => {
    await renderIn('pt_PT', <ContentText>Os Maias</ContentText>);
    expect(screen.getByText('Os Maias')).not.toHaveAttribute('lang');
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('Os Maias')).toHaveAttribute('lang', 'pt-PT');
  });
});

describe('language marks on cards and rails', () => {
  it('mark a card’s title, synopsis and editorial label, not the translated words', async () => {
    await renderIn('en', <ContentCard item={{ ...item, exclusive: true }} design="descriptive" />);
    expect(marked()).toEqual(['Os Maias', 'Novo', 'Os Maias', 'Lisboa, fim do século XIX.']);
    expect(screen.getByText('Exclusive')).not.toHaveAttribute('lang');
  });

  it('mark the hero card’s title and summary', async () => {
    await renderIn(
      'fr_FR',
      <ContentCard item={{ ...item, label: null }} design="poster" display="fullscreen" />,
    );
    expect(marked()).toEqual(['Os Maias', 'Lisboa, fim do século XIX.']);
  });

  it('mark a channel’s name', async () => {
    await renderIn('en', <ChannelCard channel={makeChannel({ name: 'Palco Notícias' })} />);
    expect(marked()).toEqual(['Palco Notícias']);
  });

  it('mark a rail’s name, also inside its “see all” link', async () => {
    const rail = makeRail({
      name: 'A minha lista',
      show_name: true,
      personal: 'watchlist',
      contents: [{ ...item, label: null }],
    });
    await renderIn('en', <Rail rail={rail} />);
    expect(screen.getByRole('heading', { level: 2, name: 'A minha lista' })).toHaveAttribute('lang', 'pt-PT');
    const seeAll = screen.getByRole('link', { name: /A minha lista/ });
    expect(seeAll.querySelector('[lang="pt-PT"]')).toHaveTextContent('A minha lista');
  });

  it('leave the Portuguese interface unmarked', async () => {
    await renderIn('pt_PT', <ContentCard item={item} design="descriptive" />);
    expect(document.body.querySelector('[lang]')).toBeNull();
  });
});
