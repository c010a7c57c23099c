import type { ReactNode } from 'react';
import { Modal, useTranslation } from '@palco/shared';
import * as problemStyles from '../player/PlaybackProblemView.module.css';
import type { BlockerAnswer } from './useAdBreaks';

/**
 * The ad-blocker popup (spec sections 2, 4 and 6): ads keep the free tier free, so allow them or subscribe.
 * The plans open through the shell's subscription popup; closing it (the button, Escape, the backdrop)
 * lets the content play, as a free tier would, and the next title asks again.
 */
export function AdBlockNotice({ onAnswer }: { onAnswer: (answer: BlockerAnswer) => void }): ReactNode {
  const { t } = useTranslation();
  return (
    <Modal title={t('PLAYER_ADBLOCK_TITLE')} onClose={() => onAnswer('play')}>
      <p>{t('PLAYER_ADBLOCK_DESC')}</p>
      <div className={problemStyles.actions}>
        <button type="button" className="palco-button" onClick={() => onAnswer('plans')}>
          {t('PLAYER_SEE_PLANS')}
        </button>
        <button type="button" className="palco-button palco-button--ghost" onClick={() => onAnswer('play')}>
          {t('PLAYER_ADBLOCK_CONTINUE')}
        </button>
      </div>
    </Modal>
  );
}
