import type { ReactNode } from 'react';
import type { Channel, EpgEntry } from '@palco/contracts';
import { AppLink, Modal, useTranslation } from '@palco/shared';
import { playHref, programmeState } from '../utils/catch-up';
import { formatClockTime } from '../utils/clock-time';
import { formatDay } from '../utils/guide-days';
import { SERVICE_TIME_ZONE } from '@palco/contracts';
import { lisbonDate } from '../utils/guide-range';
import { progressPercent } from '../utils/programmes';
import { StateBadge } from './StateBadge';
import * as styles from './Guide.module.css';

/** A programme's details, with the way to watch it live or again when it can be watched. */
export function ProgrammeDetails({
  entry,
  channel,
  nowSeconds,
  pastAsVod,
  onClose,
}: {
  entry: EpgEntry;
  channel: Channel;
  nowSeconds: number;
  pastAsVod: boolean;
  onClose: () => void;
}): ReactNode {
  const { t, i18n } = useTranslation();
  const state = programmeState(entry, channel, nowSeconds, pastAsVod);
  const href = playHref(entry, state);
  const clock = (seconds: number): string => formatClockTime(seconds, i18n.language, SERVICE_TIME_ZONE);
  const percent = progressPercent(entry, nowSeconds);
  let episode: string | null = null;
  if (entry.episode_number !== null) {
    episode =
      entry.season_number !== null
        ? t('CATALOGUE_GUIDE_SEASON_EPISODE', { season: entry.season_number, episode: entry.episode_number })
        : t('CATALOGUE_GUIDE_EPISODE_ONLY', { episode: entry.episode_number });
  }

  return (
    <Modal title={entry.title} onClose={onClose} width={520}>
      <div className={styles.details} data-testid="guide-details">
        <StateBadge state={state} />
        <dl className={styles.facts}>
          <dt>{t('CATALOGUE_GUIDE_DETAILS_CHANNEL')}</dt>
          <dd>{channel.name}</dd>
          <dt>{t('CATALOGUE_GUIDE_DETAILS_WHEN')}</dt>
          <dd>
            {formatDay(lisbonDate(entry.start_date), i18n.language, 'long')},{' '}
            {t('CATALOGUE_GUIDE_TIME_RANGE', { start: clock(entry.start_date), end: clock(entry.end_date) })}
          </dd>
          {entry.classification && (
            <>
              <dt>{t('CATALOGUE_GUIDE_DETAILS_CLASSIFICATION')}</dt>
              <dd>{entry.classification}</dd>
            </>
          )}
          {episode && (
            <>
              <dt>{t('CATALOGUE_GUIDE_DETAILS_EPISODE')}</dt>
              <dd>{episode}</dd>
            </>
          )}
        </dl>
        {state === 'live' && (
          <span
            role="progressbar"
            className={styles.progress}
            aria-label={t('CATALOGUE_GUIDE_PROGRESS', { title: entry.title })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <span className={styles.progressBar} style={{ width: `${percent}%` }} />
          </span>
        )}
        {entry.description && <p className={styles.description}>{entry.description}</p>}
        {href ? (
          <AppLink href={href} className={`palco-button ${styles.play}`}>
            <span aria-hidden="true">▶</span>{' '}
            {t(state === 'live' ? 'CATALOGUE_GUIDE_WATCH_LIVE' : 'CATALOGUE_GUIDE_WATCH_CATCHUP')}
          </AppLink>
        ) : (
          <p className={styles.muted}>
            {t(state === 'upcoming' ? 'CATALOGUE_GUIDE_UPCOMING' : 'CATALOGUE_GUIDE_UNAVAILABLE')}
          </p>
        )}
      </div>
    </Modal>
  );
}
