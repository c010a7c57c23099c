import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EpgEntry } from '@palco/contracts';
import { formatClockTime } from '../utils/clock-time';
import { progressPercent } from '../utils/now-and-next';
import * as styles from './Guide.module.css';

/** The programme on air: its title, when it runs and how much of it has gone. */
export function OnAir({ entry, nowSeconds }: { entry: EpgEntry; nowSeconds: number }): ReactNode {
  const { t, i18n } = useTranslation();
  const percent = progressPercent(entry, nowSeconds);
  return (
    <>
      <span className={styles.programme}>{entry.title}</span>
      <span className={styles.time}>
        {t('CATALOGUE_GUIDE_TIME_RANGE', {
          start: formatClockTime(entry.start_date, i18n.language),
          end: formatClockTime(entry.end_date, i18n.language),
        })}
      </span>
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
    </>
  );
}
