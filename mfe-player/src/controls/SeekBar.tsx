import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from '@palco/shared';
import { formatTime } from './format-time';
import * as styles from './PlayerControls.module.css';

export interface SeekBarProps {
  currentTime: number;
  duration: number;
  onSeek: (seconds: number) => void;
}

/** The playhead as a range input, so it is keyboard and screen-reader operable by itself. */
export function SeekBar({ currentTime, duration, onSeek }: SeekBarProps): ReactNode {
  const { t } = useTranslation();
  const max = Number.isFinite(duration) && duration > 0 ? duration : 0;
  return (
    <input
      className={styles.seek}
      type="range"
      min={0}
      max={max}
      step="any"
      value={Math.min(currentTime, max)}
      disabled={max === 0}
      aria-label={t('PLAYER_SEEK')}
      aria-valuetext={t('PLAYER_TIME_OF', { current: formatTime(currentTime), duration: formatTime(max) })}
      onChange={(event) => onSeek(Number(event.currentTarget.value))}
      // Paints the played part of the track; range inputs have no cross-browser "filled" styling.
      style={
        { '--seek-progress': `${max > 0 ? (Math.min(currentTime, max) / max) * 100 : 0}%` } as CSSProperties
      }
    />
  );
}
