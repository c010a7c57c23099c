import { type ReactNode, useId } from 'react';
import type { Season } from '@palco/contracts';
import { useContentLang, useTranslation } from '@palco/shared';
import { setQueryParam, useQueryParam } from '../../../hooks/page-location';
import { SEASON_PARAM, seasonFromQuery } from '../utils/season-query';
import { SeasonEpisodes } from './SeasonEpisodes';
import * as styles from './ContentDetail.module.css';

/**
 * A series' seasons: one shown at a time, the viewer switching between them. The season is kept in the
 * address (`?temporada=2`), so a reload or a shared link opens the same one.
 */
export function Seasons({ seriesId, seasons }: { seriesId: string; seasons: readonly Season[] }): ReactNode {
  const { t } = useTranslation();
  const titleId = useId();
  const lang = useContentLang();
  const current = seasonFromQuery(seasons, useQueryParam(SEASON_PARAM));
  if (!current) return null;

  // In place of the address, not a new entry: back leaves the page rather than stepping through seasons.
  const choose = (season: Season): void => setQueryParam(SEASON_PARAM, String(season.season), 'replace');

  return (
    <section className={styles.seasons} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('CATALOGUE_EPISODES')}
      </h2>
      {seasons.length > 1 && (
        <div role="group" aria-label={t('CATALOGUE_SEASONS')} className={styles.seasonPicker}>
          {seasons.map((season) => (
            <button
              key={season.id}
              type="button"
              className={styles.seasonButton}
              aria-pressed={season.id === current.id}
              onClick={() => choose(season)}
              lang={lang}
            >
              {season.name}
            </button>
          ))}
        </div>
      )}
      <SeasonEpisodes key={current.id} seriesId={seriesId} season={current} />
    </section>
  );
}
