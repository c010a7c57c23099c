import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Season } from '@palco/contracts';
import { SeasonEpisodes } from './SeasonEpisodes';
import * as styles from './ContentDetail.module.css';

/** A series' seasons: one shown at a time, the viewer switching between them. */
export function Seasons({ seriesId, seasons }: { seriesId: string; seasons: readonly Season[] }): ReactNode {
  const { t } = useTranslation();
  const titleId = useId();
  const [chosen, setChosen] = useState(seasons[0]?.id ?? '');
  const current = seasons.find((season) => season.id === chosen) ?? seasons[0];
  if (!current) return null;

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
              onClick={() => setChosen(season.id)}
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
