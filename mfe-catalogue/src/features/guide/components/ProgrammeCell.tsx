import type { ReactNode } from 'react';
import type { EpgEntry } from '@palco/contracts';
import type { ProgrammeState } from '../utils/catch-up';
import { formatClockTime } from '../utils/clock-time';
import { SERVICE_TIME_ZONE } from '@palco/contracts';
import type { Box } from '../utils/timeline';
import { StateBadgeLabel } from './StateBadge';
import * as styles from './Guide.module.css';

/**
 * A programme on its channel's track, as wide as it is long: a grid cell holding a button that opens its
 * details. `cell` is its `data-guide-cell`; `tabIndex` is 0 only on the grid's one tab stop. The language
 * and the badge's text come from the row: a cell subscribes to nothing, as a scroll mounts hundreds.
 */
export function ProgrammeCell({
  entry,
  box,
  state,
  onOpen,
  cell,
  tabIndex,
  language,
  badge,
}: {
  entry: EpgEntry;
  box: Box;
  state: ProgrammeState;
  onOpen: () => void;
  cell: string;
  tabIndex: 0 | -1;
  language: string;
  badge: string | null;
}): ReactNode {
  return (
    <div role="gridcell" className={styles.programmeSlot} style={{ left: box.left, width: box.width }}>
      <button
        type="button"
        className={styles.programme}
        data-state={state}
        data-testid="guide-programme"
        data-guide-cell={cell}
        // The grid reads the start back when a click or Tab lands here, to anchor moves up and down.
        data-start={entry.start_date}
        tabIndex={tabIndex}
        aria-haspopup="dialog"
        onClick={onOpen}
      >
        <span className={styles.programmeTitle}>{entry.title}</span>
        <span className={styles.programmeMeta}>
          <span className={styles.time}>
            {formatClockTime(entry.start_date, language, SERVICE_TIME_ZONE)}
          </span>
          <StateBadgeLabel state={state} label={badge} />
        </span>
      </button>
    </div>
  );
}
