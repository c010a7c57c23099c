import { type ReactNode, useId } from 'react';
import { useTranslation } from '@palco/shared';
import type { ViewerMarks } from '../hooks/use-viewer-marks';
import * as styles from './ContentDetail.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

/** The viewer's 1–5 stars for the title; each star is a button, and a rating can be taken away. */
export function RatingControl({ marks }: { marks: ViewerMarks }): ReactNode {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div className={styles.rating} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.ratingLabel}>
        {t('CATALOGUE_CONTENT_RATING')}
      </span>
      {STARS.map((count) => (
        <button
          key={count}
          type="button"
          className={styles.star}
          aria-pressed={marks.rating === count}
          aria-label={t('CATALOGUE_CONTENT_RATING_STAR', { count })}
          data-filled={count <= marks.rating}
          onClick={() => marks.rate(count)}
        >
          <span aria-hidden="true">★</span>
        </button>
      ))}
      {marks.rating > 0 && (
        <button type="button" className={styles.ratingClear} onClick={() => marks.rate(0)}>
          {t('CATALOGUE_CONTENT_RATING_CLEAR')}
        </button>
      )}
    </div>
  );
}
