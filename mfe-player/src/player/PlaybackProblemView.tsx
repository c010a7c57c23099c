import type { ReactNode } from 'react';
import { errorMessageFor, isFeatureOn, useSession, useSettings, useTranslation } from '@palco/shared';
import {
  canSwitchProfile,
  dateParts,
  type PlaybackProblem,
  SWITCH_PROFILE_PATH,
} from '../playback/playback-problem';
import * as styles from './PlaybackProblemView.module.css';
import { StatusScreen } from './StatusScreen';

export interface PlaybackProblemViewProps {
  problem: PlaybackProblem;
  title?: ReactNode;
  live?: boolean;
  /** Offered for failures that may pass, such as a dropped stream. */
  onRetry?: () => void;
}

function useProblemMessage(problem: PlaybackProblem): string {
  const { t } = useTranslation();
  switch (problem.kind) {
    case 'not-found':
      return t('PLAYER_ERROR_NOT_FOUND');
    case 'not-yet-available':
      return problem.availableAt === null
        ? t('PLAYER_ERROR_NOT_YET_AVAILABLE_UNDATED')
        : t('PLAYER_ERROR_NOT_YET_AVAILABLE', { ...dateParts(problem.availableAt) });
    case 'no-media':
      return t('PLAYER_ERROR_NO_MEDIA');
    case 'unsupported':
      return t('PLAYER_ERROR_UNSUPPORTED');
    case 'playback':
      return t('PLAYER_ERROR_PLAYBACK');
    case 'server':
      return errorMessageFor(t, problem.error);
    case 'time-limit':
      return t('PLAYER_TIME_LIMIT_DESC');
    case 'restricted':
      return t('PLAYER_ERROR_RESTRICTED');
  }
}

/** For a title kept from the profile: the way to another profile, when the account has one. */
function SwitchProfileLink(): ReactNode {
  const { t } = useTranslation();
  const multiProfileOn = isFeatureOn(useSettings(), 'multi_profile');
  const switchable = useSession((state) => canSwitchProfile(state.account, multiProfileOn));
  if (!switchable) return null;
  return (
    <a className="palco-button" href={SWITCH_PROFILE_PATH}>
      {t('PLAYER_SWITCH_PROFILE')}
    </a>
  );
}

/**
 * Why nothing plays, with a way home (a plain link, like the site's error page); for a title kept from the
 * profile, also the way to another profile.
 */
export function PlaybackProblemView({ problem, title, live, onRetry }: PlaybackProblemViewProps): ReactNode {
  const { t } = useTranslation();
  const message = useProblemMessage(problem);
  // A restriction is no failure: its message is the heading, and only another profile would help.
  const restricted = problem.kind === 'restricted';
  return (
    <StatusScreen title={title} live={live}>
      <div role="alert" className={styles.message}>
        <h2 className={styles.heading}>{restricted ? message : t('PLAYER_ERROR_TITLE')}</h2>
        {!restricted && <p>{message}</p>}
      </div>
      <div className={styles.actions}>
        {restricted && <SwitchProfileLink />}
        {onRetry && !restricted && (
          <button type="button" className="palco-button" onClick={onRetry}>
            {t('GENERIC_RETRY')}
          </button>
        )}
        <a className="palco-button palco-button--ghost" href="/">
          {t('PLAYER_HOME')}
        </a>
      </div>
    </StatusScreen>
  );
}
