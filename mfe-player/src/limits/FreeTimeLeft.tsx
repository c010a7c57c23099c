import type { ReactNode } from 'react';
import { useTranslation } from '@palco/shared';
import { freeTimeLeft } from './allowance-meter';
import * as styles from './FreeTimeLeft.module.css';

/** How much free time is left today, over the video while a visitor or free viewer watches premium VOD. */
export function FreeTimeLeft({ seconds }: { seconds: number }): ReactNode {
  const { t } = useTranslation();
  const { value, unit } = freeTimeLeft(seconds);
  return (
    <p className={styles.notice} data-testid="free-time-left">
      {t(unit === 'minutes' ? 'PLAYER_FREE_MINUTES_LEFT' : 'PLAYER_FREE_SECONDS_LEFT', { count: value })}
    </p>
  );
}
