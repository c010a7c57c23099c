import { type CSSProperties, type ReactNode, useEffectEvent, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type Channel, SERVICE_TIME_ZONE } from '@palco/contracts';
import { useChannelWidth } from '../hooks/use-channel-width';
import { batchesOf, batchItems, BATCH_SIZE } from '../utils/batches';
import { formatClockTime } from '../utils/clock-time';
import { formatDay } from '../utils/guide-days';
import { dayRange, lisbonDate } from '../utils/guide-range';
import {
  dayWidth,
  HOUR_WIDTH,
  hoursOf,
  hourSpan,
  offsetOf,
  ROW_HEIGHT,
  RULER_HEIGHT,
  scrollLeftFor,
} from '../utils/timeline';
import { GuideBatch } from './GuideBatch';
import type { OpenProgramme } from './GuideSchedule';
import * as styles from './Guide.module.css';

/** Rows drawn above and below the viewport, so a quick scroll seldom shows an empty row. */
const OVERSCAN_ROWS = 4;
/** Hours of track drawn either side of the viewport. */
const OVERSCAN_HOURS = 2;

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

  /** Where the track shows now; another day is shown at the same time of day as now. */
  const nowScrollLeft = (): number => {
    const target = range.startDate + (nowSeconds - dayRange(lisbonDate(nowSeconds)).startDate);
    const width = scroller.current?.clientWidth || window.innerWidth;
    return scrollLeftFor(target, range, width - channelWidth);
  };

  // The grid reads both virtualizers afresh on every render and gives the memoized rows plain values from
  // them, so no row keeps a stale window (and the app is not built with React Compiler).
  // eslint-disable-next-line react-hooks/incompatible-library
  const rows = useVirtualizer({
    count: channels.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    paddingStart: RULER_HEIGHT,
    overscan: OVERSCAN_ROWS,
  });
  // The time axis is windowed by one virtualizer over the day's hours, shared by every row, rather than one
  // per row over its programmes: the rows share one axis and one scroll position, programmes vary in
  // length and leave gaps, and a virtualizer per row would each follow the scroll, and scroll to its own
  // start when mounted. The hours drawn are the ruler's marks and the span whose programmes rows draw.
  const hours = useVirtualizer({
    horizontal: true,
    count: hoursOf(range),
    getScrollElement: () => scroller.current,
    estimateSize: () => HOUR_WIDTH,
    paddingStart: channelWidth,
    overscan: OVERSCAN_HOURS,
    // Read once, so the first drawing already shows now; the effect below scrolls there.
    initialOffset: nowScrollLeft,
  });

  const scrollToNow = (): void => {
    if (scroller.current) scroller.current.scrollLeft = nowScrollLeft();
  };
  // Opening the guide, or coming back to today, shows what is on now; changing to another day keeps the
  // time of day in view. Declared after the virtualizers, whose first effect scrolls to their initial
  // offset, so this one has the last word.
  const opened = useRef(false);
  const onDayShown = useEffectEvent((): void => {
    if (isToday || !opened.current) scrollToNow();
    opened.current = true;
  });
  // Only when the day changes, not on every tick of the clock (the effect event reads the latest time).
  useLayoutEffect(() => onDayShown(), [isToday, range]);

  const drawnHours = hours.getVirtualItems();
  const { startDate, endDate } = hourSpan(range, drawnHours[0]?.index ?? 0, drawnHours.at(-1)?.index ?? -1);
  // The same span object while scrolling stays within an hour, so rows in view are not redrawn.
  const span = useMemo(() => ({ startDate, endDate }), [startDate, endDate]);
  const drawnRows = rows.getVirtualItems();
  const firstRow = drawnRows[0]?.index ?? 0;
  const endRow = (drawnRows.at(-1)?.index ?? -1) + 1;
  const width = dayWidth(range);
  const showNow = isToday && nowSeconds >= range.startDate && nowSeconds < range.endDate;
  const nowLeft = offsetOf(nowSeconds, range);
  const canvas: CSSProperties = {
    ['--guide-channel-width' as string]: `${channelWidth}px`,
    width: hours.getTotalSize(),
    height: rows.getTotalSize(),
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
              {drawnHours.map((hour) => (
                <span key={hour.index} className={styles.hour} style={{ left: hour.start - channelWidth }}>
                  {formatClockTime(
                    hourSpan(range, hour.index, hour.index).startDate,
                    i18n.language,
                    SERVICE_TIME_ZONE,
                  )}
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
          {batchesOf(firstRow, endRow).map((batch) => (
            <GuideBatch
              key={batch}
              channels={batchItems(channels, batch)}
              firstIndex={batch * BATCH_SIZE}
              rows={drawnRows}
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
