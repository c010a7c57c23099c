import type { ReactNode } from 'react';
import { Modal, useTranslation } from '@palco/shared';
import type { StillWatching } from './useStillWatching';

/** The question, its countdown, and the one answer that matters. Escape answers it too. */
export function StillWatchingPrompt({ state }: { state: StillWatching }): ReactNode {
  const { t } = useTranslation();
  return (
    <Modal title={t('PLAYER_STILL_WATCHING_TITLE')} onClose={state.confirm}>
      <p role="status">
        {state.secondsLeft > 0
          ? t('PLAYER_STILL_WATCHING_COUNTDOWN', { count: state.secondsLeft })
          : t('PLAYER_STILL_WATCHING_PAUSED')}
      </p>
      <button type="button" className="palco-button" onClick={state.confirm}>
        {t('PLAYER_STILL_WATCHING_CONTINUE')}
      </button>
    </Modal>
  );
}
