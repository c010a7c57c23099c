import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError';
import { useScreen } from '../api/get-screen';
import { useProgressiveCount } from '../hooks/use-progressive-count';
import { visibleRails } from '../utils/visible-rails';
import { Rail } from './Rail';
import { RailsSkeleton } from './RailsSkeleton';
import * as styles from './SectionView.module.css';

/** A screen's rails, those with something to show, in the server's order. */
export function ScreenRails({ screenId }: { screenId: string }): ReactNode {
  const { t } = useTranslation();
  const { data: screen, error, mutate } = useScreen(screenId);

  if (error) return <LoadError message={t('CATALOGUE_LOAD_ERROR')} onRetry={() => void mutate()} />;
  if (!screen) return <RailsSkeleton />;

  return <RailList rails={visibleRails(screen.rails)} />;
}

/** Rails that fill a phone's first screen render at once; the rest follow in later, interruptible renders. */
const FIRST_RAILS = 3;
const RAILS_PER_STEP = 2;

function RailList({ rails: all }: { rails: ReturnType<typeof visibleRails> }): ReactNode {
  const { t } = useTranslation();
  const rails = all.slice(0, useProgressiveCount(all.length, FIRST_RAILS, RAILS_PER_STEP));
  if (rails.length === 0) return <p className={styles.empty}>{t('CATALOGUE_EMPTY')}</p>;
  return (
    <div className={styles.rails}>
      {rails.map((rail, index) => (
        // The first two rails fill a phone's first screen; the first holds its largest picture.
        <Rail key={rail.id} rail={rail} firstScreen={index === 0 ? 'priority' : index === 1 && 'eager'} />
      ))}
    </div>
  );
}
