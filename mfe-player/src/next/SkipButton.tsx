import type { ReactNode } from 'react';
import { useTranslation } from '@palco/shared';
import type { SkipOffer } from './marks-policy';
import * as styles from './SkipButton.module.css';

/** "Skip intro" or "Skip recap" over the video: jumps to the end of the stretch. */
export function SkipButton({ offer, onSkip }: { offer: SkipOffer; onSkip: (to: number) => void }): ReactNode {
  const { t } = useTranslation();
  return (
    <button type="button" className={`palco-button ${styles.skip}`} onClick={() => onSkip(offer.to)}>
      {t(offer.kind === 'intro' ? 'PLAYER_SKIP_INTRO' : 'PLAYER_SKIP_RECAP')}
    </button>
  );
}
