import type { ReactNode } from 'react';
import { Trans } from 'react-i18next/TransWithoutContext';
import type { ContentItem } from '@palco/contracts';
import { ContentText, useTranslation } from '@palco/shared';

export type HeadingItem = Pick<ContentItem, 'title' | 'series' | 'season' | 'episode_number'>;

/**
 * The title bar's heading: what `itemTitle` says, with the series and episode names marked as the API's
 * Portuguese while the numbers around them stay in the interface's language. The names are handed to
 * Trans as elements, not interpolated, so their text is never read as markup.
 */
export function ItemHeading({ item }: { item: HeadingItem }): ReactNode {
  const { t, i18n } = useTranslation();
  if (item.series && item.season && item.episode_number != null) {
    return (
      <Trans
        t={t}
        i18n={i18n}
        i18nKey="PLAYER_EPISODE_HEADING"
        values={{ season: item.season.season, episode: item.episode_number }}
        components={{
          series: <ContentText>{item.series.title}</ContentText>,
          name: <ContentText>{item.title}</ContentText>,
        }}
      />
    );
  }
  return <ContentText>{item.title}</ContentText>;
}
