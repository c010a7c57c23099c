import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EpgEntry } from '@palco/contracts';
import type { ProgrammeState } from '../utils/catch-up';
import { formatClockTime } from '../utils/clock-time';
import { SERVICE_TIME_ZONE } from '@palco/contracts';
import type { Box } from '../utils/timeline';
import { StateBadge } from './StateBadge';
import * as styles from './Guide.module.css';

/** A programme on its channel's track, as wide as it is long; activating it opens its details. */
export function ProgrammeCell({
  entry,
  box,
  state,
  onOpen,
}: {
  entry: EpgEntry;
  box: Box;
  state: ProgrammeState;
  onOpen: () => void;
}): ReactNode {
  const { i18n } = useTranslation();
  return (
    <li className={styles.programmeSlot} style={{ left: box.left, width: box.width }}>
      <button
        type="button"
        className={styles.programme}
        data-state={state}
        data-testid="guide-programme"
        aria-haspopup="dialog"
        onClick={onOpen}
      >
        <span className={styles.programmeTitle}>{entry.title}</span>
        <span className={styles.programmeMeta}>
          <span className={styles.time}>
            {formatClockTime(entry.start_date, i18n.language, SERVICE_TIME_ZONE)}
          </span>
          <StateBadge state={state} />
        </span>
      </button>
    </li>
  );
}
