import { makeChannel, makeContentItem } from '@palco/shared/testing';
import { addTranslations, i18n } from '@palco/shared';
import { dictionaries } from '../testing/dictionaries';
import { sessionInfo } from './session-info';

addTranslations(dictionaries);
const t = i18n.getFixedT('pt_PT');

describe('sessionInfo', () => {
  it('names an episode with its series, season and number, wide pictures first', () => {
    const episode = makeContentItem({
      title: 'O Regresso',
      series: { id: 's1', title: 'Mar Alto' },
      season: { id: 'season-1', season: 1, name: 'Temporada 1' },
      episode_number: 2,
      images: { poster: '/p.jpg', thumbnail: '/t.jpg', logo: '/l.png' },
    });
    expect(sessionInfo(episode, false, t)).toEqual({
      title: 'O Regresso',
      subtitle: 'Mar Alto · T1 E2',
      artwork: [{ src: '/t.jpg' }, { src: '/p.jpg' }],
    });
  });

  it('names a movie by its title alone', () => {
    const movie = makeContentItem({ title: 'Tabu', series: null, images: { background: '/b.jpg' } });
    expect(sessionInfo(movie, false, t)).toEqual({
      title: 'Tabu',
      subtitle: '',
      artwork: [{ src: '/b.jpg' }],
    });
  });

  it('names a channel, live, with its logo', () => {
    const channel = makeChannel({ name: 'Canal Um', logo: '/logo.png' });
    expect(sessionInfo(channel, true, t)).toEqual({
      title: 'Canal Um',
      subtitle: 'Em direto',
      artwork: [{ src: '/logo.png' }],
    });
  });

  it('has nothing to show without a name', () => {
    expect(sessionInfo({ media_id: 'm1' }, false, t)).toBeNull();
  });
});
