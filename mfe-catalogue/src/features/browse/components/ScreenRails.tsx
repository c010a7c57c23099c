import { type ReactNode, useDeferredValue } from 'react';
import { useTranslation } from '@palco/shared';
import { FIRST_SCREEN_RAILS } from '@palco/contracts';
import { LoadError } from '../../../components/LoadError';
import { useScreen } from '../api/get-screen';
import { visibleRails } from '../utils/visible-rails';
import { Rail } from './Rail';
import { RailsSkeleton } from './RailsSkeleton';
import * as styles from './SectionView.module.css';

/** A screen's rails, those with something to show, in the server's order. */
export function ScreenRails({ screenId }: { screenId: string }): ReactNode {
  const { t } = useTranslation();
  const { data, error, mutate } = useScreen(screenId);
  // The rails render in a transition, which yields to the browser every few milliseconds, rather than in
  // the one long task that would block input while a phone builds a screen of cards; the same on mount,
  // where the answer is often already in (the home's data starts with the page).
  const screen = useDeferredValue(data, undefined);

  if (error) return <LoadError message={t('CATALOGUE_LOAD_ERROR')} onRetry={() => void mutate()} />;
  if (!screen) return <RailsSkeleton />;

  return <RailList rails={visibleRails(screen.rails)} />;
}

/**
 * Rails that fill a phone's first screen render whole at once; the rest render their section and heading
 * at once and their cards as the viewer comes near them (see `Rail`'s `lazy`).
 */
const FIRST_RAILS = 3;

function RailList({ rails }: { rails: ReturnType<typeof visibleRails> }): ReactNode {
  const { t } = useTranslation();
  if (rails.length === 0) return <p className={styles.empty}>{t('CATALOGUE_EMPTY')}</p>;
  return (
    <div className={styles.rails}>
      {rails.map((rail, index) => (
        <Rail
          key={rail.id}
          rail={rail}
          firstScreen={index < FIRST_SCREEN_RAILS}
          lazy={index >= FIRST_RAILS}
        />
      ))}
    </div>
  );
}
