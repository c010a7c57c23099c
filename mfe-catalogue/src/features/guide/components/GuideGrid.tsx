import { type CSSProperties, type ReactNode, useEffectEvent, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Channel } from '@palco/contracts';
import { useScrollWindow } from '../hooks/use-scroll-window';
import { batchesOf, batchItems, BATCH_SIZE } from '../utils/batches';
import { formatClockTime } from '../utils/clock-time';
import { formatDay } from '../utils/guide-days';
import { SERVICE_TIME_ZONE } from '@palco/contracts';
import { dayRange, lisbonDate } from '../utils/guide-range';
import { useChannelWidth } from '../hooks/use-channel-width';
import {
  dayWidth,
  hourMarks,
  offsetOf,
  ROW_HEIGHT,
  RULER_HEIGHT,
  scrollLeftFor,
  visibleRows,
  visibleTime,
} from '../utils/timeline';
import { GuideBatch } from './GuideBatch';
import type { OpenProgramme } from './GuideSchedule';
import * as styles from './Guide.module.css';

/** Rows drawn above and below the viewport, so a quick scroll seldom shows an empty row. */
const OVERSCAN_ROWS = 4;
/** Track drawn either side of the viewport, in px (two hours). */
const OVERSCAN_PX = 480;

/**
 * One day of every channel: a sticky channel column and, on a shared horizontal time axis, each
 * channel's programmes. Only the rows in view are drawn, and in them only the programmes in view; the
 * programmes come a batch of channels at a time.
 */
export function GuideGrid({
  channels,
  day,
  isToday,
  nowSeconds,
  pastAsVod,
  onOpen,
  onToday,
}: {
  channels: readonly Channel[];
  day: string;
  isToday: boolean;
  nowSeconds: number;
  pastAsVod: boolean;
  onOpen: (programme: OpenProgramme) => void;
  onToday: () => void;
}): ReactNode {
  const { t, i18n } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const range = useMemo(() => dayRange(day), [day]);
  const channelWidth = useChannelWidth();

  const scrollToNow = (): void => {
    const node = scroller.current;
    if (!node) return;
    // Another day is shown at the same time of day as now.
    const target = range.startDate + (nowSeconds - dayRange(lisbonDate(nowSeconds)).startDate);
    node.scrollLeft = scrollLeftFor(target, range, (node.clientWidth || window.innerWidth) - channelWidth);
  };
  // Opening the guide, or coming back to today, shows what is on now; changing to another day keeps the
  // time of day in view. Declared before the scroll position is first read, so that read sees it.
  const opened = useRef(false);
  const onDayShown = useEffectEvent((): void => {
    if (isToday || !opened.current) scrollToNow();
    opened.current = true;
  });
  // Only when the day changes, not on every tick of the clock (the effect event reads the latest time).
  useLayoutEffect(() => onDayShown(), [isToday, range]);

  const view = useScrollWindow(scroller);
  const width = dayWidth(range);
  const trackWidth = Math.max(0, view.width - channelWidth);
  const rows = visibleRows(view.top, view.height, channels.length, OVERSCAN_ROWS);
  const { startDate, endDate } = visibleTime(view.left, trackWidth, range, OVERSCAN_PX);
  // The same span object while scrolling stays within a step, so rows in view are not redrawn.
  const span = useMemo(() => ({ startDate, endDate }), [startDate, endDate]);
  const showNow = isToday && nowSeconds >= range.startDate && nowSeconds < range.endDate;
  const nowLeft = offsetOf(nowSeconds, range);
  const canvas: CSSProperties = {
    ['--guide-channel-width' as string]: `${channelWidth}px`,
    width: channelWidth + width,
    height: RULER_HEIGHT + channels.length * ROW_HEIGHT,
  };
  return (
    <>
      <div className={styles.toolbar}>
        <button
          type="button"
          className="palco-button palco-button--ghost"
          onClick={() => (isToday ? scrollToNow() : onToday())}
        >
          {t('CATALOGUE_GUIDE_GO_TO_NOW')}
        </button>
      </div>
      <div
        ref={scroller}
        className={styles.scroller}
        role="region"
        aria-label={t('CATALOGUE_GUIDE_SCHEDULE', { day: formatDay(day, i18n.language, 'long') })}
        // A scrolling region is reachable by keyboard, so arrow keys scroll it.
        tabIndex={0}
        data-testid="guide-grid"
      >
        <div className={styles.canvas} style={canvas}>
          <div className={styles.ruler} style={{ width: canvas.width }} aria-hidden="true">
            <span className={styles.corner}>{t('CATALOGUE_GUIDE_CHANNELS')}</span>
            <span className={styles.hours} style={{ width }}>
              {hourMarks(range).map((mark) => (
                <span key={mark} className={styles.hour} style={{ left: offsetOf(mark, range) }}>
                  {formatClockTime(mark, i18n.language, SERVICE_TIME_ZONE)}
                </span>
              ))}
              {showNow && (
                <span className={styles.nowLabel} style={{ left: nowLeft }} data-testid="guide-now">
                  {t('CATALOGUE_GUIDE_NOW')} {formatClockTime(nowSeconds, i18n.language, SERVICE_TIME_ZONE)}
                </span>
              )}
            </span>
          </div>
          {showNow && (
            <div className={styles.nowLine} style={{ left: channelWidth + nowLeft }} aria-hidden="true" />
          )}
          {batchesOf(rows.first, rows.end).map((batch) => (
            <GuideBatch
              key={batch}
              channels={batchItems(channels, batch)}
              firstIndex={batch * BATCH_SIZE}
              rows={rows}
              range={range}
              span={span}
              nowSeconds={nowSeconds}
              pastAsVod={pastAsVod}
              onOpen={onOpen}
            />
          ))}
        </div>
      </div>
    </>
  );
}
