import {
  type CSSProperties,
  type ReactNode,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
} from 'react';
import { useTranslation } from '@palco/shared';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type Channel, SERVICE_TIME_ZONE } from '@palco/contracts';
import { useChannelWidth } from '../hooks/use-channel-width';
import { useGridFocus, useGridNavigation } from '../hooks/use-grid-navigation';
import { batchesOfRows } from '../utils/batches';
import { formatClockTime } from '../utils/clock-time';
import { formatDay } from '../utils/guide-days';
import { dayRange, lisbonDate } from '../utils/guide-range';
import {
  dayWidth,
  HOUR_WIDTH,
  hoursOf,
  hourSpan,
  intersects,
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
 *
 * It is an ARIA grid with one tab stop: a row per channel, its header the channel's live link, a cell per
 * programme. The arrow keys, Home, End, PageUp and PageDown move between cells (use-grid-navigation), and
 * the rows stay windowed: a cell out of view is scrolled to, then focused once drawn.
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
  const hintId = useId();
  const range = useMemo(() => dayRange(day), [day]);
  const channelWidth = useChannelWidth();
  /** Now, or on another day the same time of day as now. */
  const timeOfDayNow = range.startDate + (nowSeconds - dayRange(lisbonDate(nowSeconds)).startDate);

  /** Where the track shows now; another day is shown at the same time of day as now. */
  const nowScrollLeft = (): number => {
    const width = scroller.current?.clientWidth || window.innerWidth;
    return scrollLeftFor(timeOfDayNow, range, width - channelWidth);
  };
  const navigation = useGridNavigation({ channels, day, range, timeOfDayNow });

  // The grid reads both virtualizers afresh on every render and gives the memoized rows plain values from
  // them, so no row keeps a stale window (and the app is not built with React Compiler).
  // eslint-disable-next-line react-hooks/incompatible-library
  const rows = useVirtualizer({
    count: channels.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    paddingStart: RULER_HEIGHT,
    // The ruler is sticky over the first rows: a row scrolled to stops below it.
    scrollPaddingStart: RULER_HEIGHT,
    overscan: OVERSCAN_ROWS,
    rangeExtractor: navigation.rangeExtractor,
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
  const focus = useGridFocus({
    navigation,
    rowCount: channels.length,
    range,
    channelWidth,
    scroller,
    rows,
    hours,
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
  const { position, resolution, tabStop, focusInside } = navigation;
  // The tab stop's row and, for a programme, its hour are drawn (while focus is in the grid they are kept).
  const tabStopDrawn =
    drawnRows.some((row) => row.index === position.row) &&
    (focusInside || resolution.cell.kind !== 'programme' || intersects(resolution.cell.entry, span));
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
      <p id={hintId} className="palco-visually-hidden">
        {t('CATALOGUE_GUIDE_GRID_KEYS')}
      </p>
      <div
        ref={scroller}
        className={styles.scroller}
        role="grid"
        aria-label={t('CATALOGUE_GUIDE_SCHEDULE', { day: formatDay(day, i18n.language, 'long') })}
        aria-describedby={hintId}
        // Rows are windowed: the count and each row's index tell assistive technology where it is.
        aria-rowcount={channels.length}
        // The grid's one tab stop is a cell; only when that cell has scrolled out of the DOM is the grid
        // itself the tab stop, and focusing it brings the cell back (use-grid-navigation).
        tabIndex={tabStopDrawn ? -1 : 0}
        data-testid="guide-grid"
        onKeyDown={focus.onKeyDown}
        onFocus={focus.onFocus}
        onBlur={focus.onBlur}
        onPointerDown={focus.onPointerDown}
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
          {batchesOfRows(drawnRows.map((row) => row.index)).map((batch) => (
            <GuideBatch
              key={batch}
              channels={channels}
              batch={batch}
              rows={drawnRows}
              range={range}
              span={span}
              nowSeconds={nowSeconds}
              pastAsVod={pastAsVod}
              onOpen={onOpen}
              tabStopRow={position.row}
              tabStop={tabStop}
              keepTabStop={focusInside}
            />
          ))}
        </div>
      </div>
    </>
  );
}
