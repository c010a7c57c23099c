import type { TFunction } from 'i18next';
import type { ContentItem } from '@palco/contracts';

/** The title bar text: an episode names its series, season and number; anything else its own title. */
export function itemTitle(
  item: Pick<ContentItem, 'title' | 'series' | 'season' | 'episode_number'>,
  t: TFunction,
): string {
  if (item.series && item.season && item.episode_number != null) {
    return t('PLAYER_EPISODE_TITLE', {
      series: item.series.title,
      season: item.season.season,
      episode: item.episode_number,
      title: item.title,
    });
  }
  return item.title;
}
