import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from './format-time';
import { Icon } from './Icon';
import * as styles from './PlayerControls.module.css';
import { SeekBar } from './SeekBar';

export interface PlayerControlsProps {
  paused: boolean;
  muted: boolean;
  fullscreen: boolean;
  currentTime: number;
  duration: number;
  /** Live streams have no seek bar and no times. */
  live: boolean;
  onTogglePlay: () => void;
  onSeek: (seconds: number) => void;
  onToggleMute: () => void;
  onToggleFullscreen: () => void;
}

export function PlayerControls({
  paused,
  muted,
  fullscreen,
  currentTime,
  duration,
  live,
  onTogglePlay,
  onSeek,
  onToggleMute,
  onToggleFullscreen,
}: PlayerControlsProps): ReactNode {
  const { t } = useTranslation();
  return (
    <div className={styles.controls}>
      {!live && <SeekBar currentTime={currentTime} duration={duration} onSeek={onSeek} />}
      <div className={styles.row}>
        <button
          type="button"
          className={styles.button}
          onClick={onTogglePlay}
          aria-label={t(paused ? 'PLAYER_PLAY' : 'PLAYER_PAUSE')}
        >
          <Icon name={paused ? 'play' : 'pause'} />
        </button>
        <button
          type="button"
          className={styles.button}
          onClick={onToggleMute}
          aria-label={t(muted ? 'PLAYER_UNMUTE' : 'PLAYER_MUTE')}
        >
          <Icon name={muted ? 'muted' : 'volume'} />
        </button>
        {!live && (
          <span className={styles.time}>
            {formatTime(currentTime)} / {formatTime(duration)}
          </span>
        )}
        <span className={styles.spacer} />
        <button
          type="button"
          className={styles.button}
          onClick={onToggleFullscreen}
          aria-label={t(fullscreen ? 'PLAYER_EXIT_FULLSCREEN' : 'PLAYER_FULLSCREEN')}
        >
          <Icon name={fullscreen ? 'exit-fullscreen' : 'fullscreen'} />
        </button>
      </div>
    </div>
  );
}
