import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from '@palco/shared';
import * as problemStyles from '../player/PlaybackProblemView.module.css';
import { StatusScreen } from '../player/StatusScreen';
import type { StreamSlot } from './useStreamSlot';

export interface StreamLimitReachedProps {
  title?: ReactNode;
  slot: StreamSlot;
}

/**
 * Section 8's simultaneous-streams message, in place of the channel's video (whose source is gone, so
 * nothing more loads): try again once another stream has ended, or go back (the title bar) or home.
 */
export function StreamLimitReached({ title, slot }: StreamLimitReachedProps): ReactNode {
  const { t } = useTranslation();
  const retryRef = useRef<HTMLButtonElement>(null);
  // The player's controls, which had focus, are gone: the keyboard lands on what can be done now.
  useEffect(() => retryRef.current?.focus(), []);
  return (
    <StatusScreen title={title} live>
      <div role="alert" className={problemStyles.message}>
        <h2 className={problemStyles.heading}>{t('PLAYER_TOO_MANY_STREAMS_TITLE')}</h2>
        <p>{t('PLAYER_TOO_MANY_STREAMS_DESC')}</p>
      </div>
      <div className={problemStyles.actions}>
        {/* aria-disabled rather than disabled while it asks: a disabled button would drop the focus. */}
        <button
          ref={retryRef}
          type="button"
          className="palco-button"
          aria-disabled={slot.asking}
          onClick={() => {
            if (!slot.asking) slot.tryAgain();
          }}
        >
          {t('GENERIC_RETRY')}
        </button>
        <a className="palco-button palco-button--ghost" href="/">
          {t('PLAYER_HOME')}
        </a>
      </div>
    </StatusScreen>
  );
}
