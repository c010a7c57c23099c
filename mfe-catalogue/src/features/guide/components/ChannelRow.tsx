import { memo, type ReactNode } from 'react';
import type { Channel, EpgEntry } from '@palco/contracts';
import { AppLink, useTranslation } from '@palco/shared';
import { cardHref } from '../../../utils/card-href';
import { programmeState } from '../utils/catch-up';
import { cellKey } from '../utils/grid-navigation';
import type { EpgRange } from '../utils/guide-range';
import { intersects, programmeBox, withMinimumWidths } from '../utils/timeline';
import type { OpenProgramme } from './GuideSchedule';
import { ProgrammeCell } from './ProgrammeCell';
import { stateBadgeKey } from './StateBadge';
import * as styles from './Guide.module.css';

const LOGO = { width: 56, height: 42 };

/** The roving tab index: the grid's one tab stop takes 0, every other cell -1 (reached by the arrow keys). */
const tabIndexOf = (key: string, tabStop: string | null): 0 | -1 => (key === tabStop ? 0 : -1);

/**
 * One channel, `top` px down the grid, as a grid row: its header (logo and name, leading to its live
 * stream) and the day's programmes in `span`, each a cell whose button opens its details. `programmes` is
 * null until the channel's batch arrives. `tabStop` names the row's cell that is the grid's tab stop (null
 * when another row has it); while focus is in the grid (`keepTabStop`) that cell is drawn even when its
 * hour is out of view, so the focused programme never leaves the DOM under the viewer.
 */
export const ChannelRow = memo(function ChannelRow({
  channel,
  index,
  top,
  programmes,
  failed,
  onRetry,
  range,
  span,
  nowSeconds,
  pastAsVod,
  onOpen,
  tabStop,
  keepTabStop,
}: {
  channel: Channel;
  index: number;
  top: number;
  programmes: readonly EpgEntry[] | null;
  failed: boolean;
  onRetry: () => void;
  range: EpgRange;
  span: EpgRange;
  nowSeconds: number;
  pastAsVod: boolean;
  onOpen: (programme: OpenProgramme) => void;
  tabStop: string | null;
  keepTabStop: boolean;
}): ReactNode {
  const { t, i18n } = useTranslation();
  const kept = keepTabStop ? tabStop : null;
  const shown =
    programmes?.filter(
      (entry) => intersects(entry, span) || cellKey({ kind: 'programme', id: entry.id }) === kept,
    ) ?? [];
  let track: ReactNode;
  if (programmes === null && failed) {
    track = (
      <div role="gridcell" className={styles.rowNote}>
        {t('CATALOGUE_GUIDE_ROW_ERROR')}{' '}
        <button
          type="button"
          className={styles.rowRetry}
          onClick={() => onRetry()}
          tabIndex={tabIndexOf('retry', tabStop)}
          data-guide-cell="retry"
        >
          {t('GENERIC_RETRY')}
        </button>
      </div>
    );
  } else if (programmes === null) {
    track = (
      <div role="gridcell" aria-busy="true">
        <span className={`palco-skeleton ${styles.rowBone}`} data-testid="guide-row-loading" />
        <span className="palco-visually-hidden">{t('CATALOGUE_GUIDE_LOADING')}</span>
      </div>
    );
  } else if (programmes.length === 0) {
    track = (
      <div role="gridcell" className={styles.rowNote}>
        {t('CATALOGUE_GUIDE_NO_PROGRAMMES')}
      </div>
    );
  } else {
    const boxes = withMinimumWidths(shown.map((entry) => programmeBox(entry, range)));
    track = shown.map((entry, index) => {
      const key = cellKey({ kind: 'programme', id: entry.id });
      const state = programmeState(entry, channel, nowSeconds, pastAsVod);
      const badge = stateBadgeKey(state);
      return (
        <ProgrammeCell
          key={entry.id}
          entry={entry}
          box={boxes[index]!}
          state={state}
          onOpen={() => onOpen({ entry, channel })}
          cell={key}
          tabIndex={tabIndexOf(key, tabStop)}
          language={i18n.language}
          badge={badge ? t(badge) : null}
        />
      );
    });
  }
  return (
    <div
      role="row"
      aria-rowindex={index + 1}
      className={styles.row}
      style={{ top }}
      data-testid="guide-channel"
      data-channel-id={channel.id}
      data-row-index={index}
    >
      {/* Named by the channel alone, which is what a screen reader repeats as the focus moves along the row. */}
      <div role="rowheader" className={styles.channel} aria-label={channel.name}>
        <AppLink
          href={cardHref(channel)}
          className={styles.channelLink}
          aria-label={t('CATALOGUE_GUIDE_CHANNEL_LIVE', { channel: channel.name })}
          tabIndex={tabIndexOf('header', tabStop)}
          data-guide-cell="header"
        >
          <img
            className={styles.logo}
            src={channel.logo}
            alt=""
            loading="lazy"
            decoding="async"
            width={LOGO.width}
            height={LOGO.height}
          />
          <span className={styles.name}>{channel.name}</span>
        </AppLink>
      </div>
      <div className={styles.track}>{track}</div>
    </div>
  );
});
