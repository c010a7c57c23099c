import type { ReactNode } from 'react';
import { useTranslation } from '@palco/shared';
import type { Season } from '@palco/contracts';
import { LoadError } from '../../../components/LoadError';
import { useSeasonPage } from '../api/get-season-page';
import { isRestricted } from '../utils/viewing-rules';
import { EpisodeList } from './EpisodeList';
import { RestrictedNotice } from './RestrictedNotice';
import * as styles from './ContentDetail.module.css';

/** Loads a season's first page of episodes. */
export function SeasonEpisodes({ seriesId, season }: { seriesId: string; season: Season }): ReactNode {
  const { t } = useTranslation();
  const { data, error, mutate } = useSeasonPage(seriesId, season.id);

  // The profile changed (in another tab) to one the series is kept from: asking again would not help.
  if (isRestricted(error)) return <RestrictedNotice />;
  if (error) return <LoadError message={t('CATALOGUE_EPISODES_ERROR')} onRetry={() => void mutate()} />;
  if (!data)
    return (
      <div role="status" aria-busy="true" className={`palco-skeleton ${styles.episodesLoading}`}>
        <span className="palco-visually-hidden">{t('CATALOGUE_LOADING')}</span>
      </div>
    );
  if (data.contents.length === 0) return <p className={styles.muted}>{t('CATALOGUE_NO_EPISODES')}</p>;
  return <EpisodeList seriesId={seriesId} season={season} firstPage={data} />;
}
