import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { useTranslation } from '@palco/shared';
import { formatDay, type RelativeDay, relativeDay } from '../utils/guide-days';
import * as styles from './Guide.module.css';

const RELATIVE_KEYS: Record<RelativeDay, string> = {
  yesterday: 'CATALOGUE_GUIDE_YESTERDAY',
  today: 'CATALOGUE_GUIDE_TODAY',
  tomorrow: 'CATALOGUE_GUIDE_TOMORROW',
};

/** The days the guide offers, as a row of toggle buttons; the chosen one is scrolled into view. */
export function DayPicker({
  days,
  today,
  selected,
  onChoose,
}: {
  days: readonly string[];
  today: string;
  selected: string;
  onChoose: (date: string) => void;
}): ReactNode {
  const { t, i18n } = useTranslation();
  const list = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    const chosen = list.current?.querySelector<HTMLElement>('[aria-pressed="true"]');
    // Not in every test DOM; the row of days scrolls on its own, the page does not move.
    chosen?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [selected]);

  return (
    <nav className={styles.days} aria-label={t('CATALOGUE_GUIDE_DAYS')}>
      <ul ref={list} className={styles.dayList}>
        {days.map((date) => {
          const relative = relativeDay(date, today);
          return (
            <li key={date}>
              <button
                type="button"
                className={styles.day}
                aria-pressed={date === selected}
                onClick={() => onChoose(date)}
              >
                <span className={styles.dayName}>
                  {relative ? t(RELATIVE_KEYS[relative]) : formatDay(date, i18n.language)}
                </span>
                {relative && <span className={styles.dayDate}>{formatDay(date, i18n.language)}</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
