import { addTranslations, createI18n } from '@palco/shared';
import { dictionaries } from '../testing/dictionaries';
import { itemTitle } from './item-title';

const i18n = createI18n('pt_PT');
addTranslations(dictionaries, i18n);

describe('itemTitle', () => {
  it('uses the title of a movie', () => {
    expect(itemTitle({ title: 'Mar Alto', series: null, season: null, episode_number: null }, i18n.t)).toBe(
      'Mar Alto',
    );
  });

  it('names series, season and episode for an episode', () => {
    const episode = {
      title: 'O regresso',
      series: { id: 's1', title: 'Faroleiros' },
      season: { id: 's1-2', season: 2, name: 'Temporada 2' },
      episode_number: 3,
    };
    expect(itemTitle(episode, i18n.t)).toBe('Faroleiros · T2 E3 · O regresso');
  });
});
