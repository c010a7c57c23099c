import { render } from '@testing-library/react';
import { addTranslations, createI18n, I18nextProvider, type Locale } from '@palco/shared';
import { dictionaries } from '../testing/dictionaries';
import { ItemHeading, type HeadingItem } from './ItemHeading';

function renderIn(locale: Locale, item: HeadingItem): HTMLElement {
  const i18n = createI18n(locale);
  addTranslations(dictionaries, i18n);
  const { container } = render(
    <I18nextProvider i18n={i18n}>
      <h1>
        <ItemHeading item={item} />
      </h1>
    </I18nextProvider>,
  );
  return container.querySelector('h1')!;
}

const movie: HeadingItem = { title: 'Mar Alto', series: null, season: null, episode_number: null };
const episode: HeadingItem = {
  title: 'O <regresso> & <b>fim</b>',
  series: { id: 's1', title: 'Faroleiros' },
  season: { id: 's1-2', season: 2, name: 'Temporada 2' },
  episode_number: 3,
};

describe('ItemHeading', () => {
  it('marks a movie’s title as Portuguese in an English or French interface', () => {
    for (const locale of ['en', 'fr_FR'] as const) {
      const heading = renderIn(locale, movie);
      expect(heading).toHaveTextContent('Mar Alto');
      expect(heading.querySelector('[lang="pt-PT"]')).toHaveTextContent('Mar Alto');
    }
  });

  it('adds no language mark in the Portuguese interface, where the page already is Portuguese', () => {
    const heading = renderIn('pt_PT', episode);
    expect(heading).toHaveTextContent('Faroleiros · T2 E3 · O <regresso> & <b>fim</b>');
    expect(heading.querySelector('[lang]')).toBeNull();
  });

  it('marks an episode’s series and name, not the translated numbers between them', () => {
    const heading = renderIn('en', episode);
    // The names are elements, so markup-like text in them stays text.
    expect(heading).toHaveTextContent('Faroleiros · S2 E3 · O <regresso> & <b>fim</b>');
    expect([...heading.querySelectorAll('[lang="pt-PT"]')].map((el) => el.textContent)).toEqual([
      'Faroleiros',
      'O <regresso> & <b>fim</b>',
    ]);
    expect(renderIn('fr_FR', episode)).toHaveTextContent('Faroleiros · S2 É3 · O <regresso> & <b>fim</b>');
  });
});
