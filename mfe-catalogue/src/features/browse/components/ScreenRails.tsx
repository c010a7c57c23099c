import { type ReactNode, useDeferredValue } from 'react';
import { useTranslation } from '@palco/shared';
import type { CardScreen } from '@palco/contracts';
import { LoadError } from '../../../components/LoadError';
import { cardPicture } from '../../../components/cards/card-look';
import { useScreen } from '../api/get-screen';
import { entriesOf } from '../utils/rail-entries';
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
 * How many rails fill a phone's first screen. The first card of each is the page's largest picture on one
 * screen or another (a wide screen's first rail, often a hero, and on a phone the first poster of the rail
 * below it, larger there than a landscape card), so each loads with high priority.
 */
const FIRST_SCREEN_RAILS = 2;

/** The pictures of the first cards of the first-screen rails: the ones the page loads with high priority. */
export function priorityPicturesOf(screen: Pick<CardScreen, 'rails'>): string[] {
  return visibleRails(screen.rails)
    .slice(0, FIRST_SCREEN_RAILS)
    .flatMap((rail) => {
      const [first] = entriesOf(rail);
      const picture = first ? cardPicture(first, rail.design_type, rail.card_display) : null;
      return picture ? [picture] : [];
    });
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
