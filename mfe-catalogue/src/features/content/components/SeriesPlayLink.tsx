import type { ReactNode } from 'react';
import type { ContentItem } from '@palco/contracts';
import { playHref } from '../../../utils/card-href';
import { useSeasonPage } from '../api/get-season-page';
import { PlayLink } from './PlayLink';

/** A series plays from the first episode of its first season. */
export function SeriesPlayLink({ series }: { series: ContentItem }): ReactNode {
  const firstSeason = series.seasons?.[0]?.id ?? null;
  const { data } = useSeasonPage(series.id, firstSeason);
  const firstEpisode = data?.contents[0];
  return firstEpisode ? <PlayLink to={playHref(firstEpisode)} /> : null;
}
