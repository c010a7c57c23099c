import type { ReactNode } from 'react';
import { useTranslation } from '@palco/shared';
import type { ProgrammeState } from '../utils/catch-up';
import * as styles from './Guide.module.css';

/** The dictionary key of a state's badge; states without one have none. */
export function stateBadgeKey(state: ProgrammeState): string | null {
  if (state === 'live') return 'CATALOGUE_GUIDE_LIVE';
  if (state === 'catchup') return 'CATALOGUE_GUIDE_CATCHUP';
  return null;
}

/**
 * A state's badge with its text already translated: the grid's cells get it from their row, so that the
 * hundreds of cells a scroll mounts do not each subscribe to the language.
 */
export function StateBadgeLabel({
  state,
  label,
}: {
  state: ProgrammeState;
  label: string | null;
}): ReactNode {
  if (label === null) return null;
  return (
    <span className={`${styles.badge} ${state === 'live' ? styles.badgeLive : styles.badgeCatchup}`}>
      {label}
    </span>
  );
}

/** "Live now" on a programme on air, "catch-up" on one whose recording can be watched; nothing otherwise. */
export function StateBadge({ state }: { state: ProgrammeState }): ReactNode {
  const { t } = useTranslation();
  const key = stateBadgeKey(state);
  return <StateBadgeLabel state={state} label={key ? t(key) : null} />;
}
