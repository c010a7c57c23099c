import type { ReactNode } from 'react';
import { useTranslation } from '@palco/shared';
import * as styles from './StatusScreen.module.css';
import { TitleBar } from './TitleBar';

export interface StatusScreenProps {
  title?: ReactNode;
  live?: boolean;
  children: ReactNode;
}

/** The full-screen frame shown while the player loads or cannot play. */
export function StatusScreen({ title, live, children }: StatusScreenProps): ReactNode {
  const { t } = useTranslation();
  return (
    <section className={styles.screen} aria-label={t('PLAYER_REGION')}>
      <TitleBar title={title} live={live} />
      <div className={styles.body}>{children}</div>
    </section>
  );
}
