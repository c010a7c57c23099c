import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from '@palco/shared';
import type { Tracks } from '../tracks/useTracks';
import { formatTime } from './format-time';
import { Icon } from './Icon';
import * as styles from './PlayerControls.module.css';
import { SeekBar } from './SeekBar';
import type { PictureInPicture } from './usePictureInPicture';

// The tracks and quality menu loads when a stream offers a choice: most viewers' streams offer none.
const TrackSettings = lazy(() =>
  import(/* webpackChunkName: "track-settings" */ './SettingsMenu').then((module) => ({
    default: module.TrackSettings,
  })),
);

/** Whether a playback offers anything to choose: another audio track, subtitles, or another quality. */
const hasChoices = (tracks: Tracks): boolean =>
  tracks.audioTracks.length > 1 || tracks.textTracks.length > 0 || tracks.qualities.length > 1;

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
  /** The stream's audio, subtitles and renditions, for the settings menu; none, no menu. */
  tracks?: Tracks;
  /** Null where the browser offers no picture-in-picture. */
  pictureInPicture?: PictureInPicture | null;
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
  tracks,
  pictureInPicture = null,
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
        {tracks && hasChoices(tracks) && (
          <Suspense fallback={null}>
            <TrackSettings tracks={tracks} />
          </Suspense>
        )}
        {pictureInPicture && (
          <button
            type="button"
            className={styles.button}
            onClick={pictureInPicture.toggle}
            aria-label={t(
              pictureInPicture.active ? 'PLAYER_EXIT_PICTURE_IN_PICTURE' : 'PLAYER_PICTURE_IN_PICTURE',
            )}
            aria-keyshortcuts="i"
          >
            <Icon name={pictureInPicture.active ? 'exit-picture-in-picture' : 'picture-in-picture'} />
          </button>
        )}
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
