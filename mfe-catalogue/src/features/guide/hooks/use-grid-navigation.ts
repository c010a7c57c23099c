import {
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { defaultRangeExtractor, type Range, type Virtualizer } from '@tanstack/react-virtual';
import type { Channel, EpgEntry } from '@palco/contracts';
import { useEpg } from '../api/get-epg';
import { batchItems, BATCH_SIZE } from '../utils/batches';
import {
  anchorOf,
  cellFromKey,
  cellKey,
  dayEntries,
  type GridPosition,
  gridKeyOf,
  move,
  type Resolution,
  resolveCell,
  type RowProgrammes,
} from '../utils/grid-navigation';
import type { EpgRange } from '../utils/guide-range';
import { programmesByChannel } from '../utils/programmes';
import { programmeBox, ROW_HEIGHT, RULER_HEIGHT } from '../utils/timeline';

export interface GridNavigation {
  position: GridPosition;
  resolution: Resolution;
  /** The active row's programmes, cut to the day, as far as they are known. */
  programmes: RowProgrammes;
  /** `data-guide-cell` of the row's one tab stop, drawn in the active row. */
  tabStop: string;
  /** Keeps the active row drawn, wherever the guide has scrolled, while focus is in the grid. */
  rangeExtractor: (range: Range) => number[];
  focusInside: boolean;
  choose: (position: GridPosition) => void;
  setFocusInside: (inside: boolean) => void;
}

/**
 * Where the keyboard is in the guide, and what the cell there is once its row's programmes are known.
 * Until the viewer picks a cell, it is the programme on air (at this time of day, on another day) on the
 * first channel. A position belongs to its day: another day starts again from there.
 */
export function useGridNavigation({
  channels,
  day,
  range,
  timeOfDayNow,
}: {
  channels: readonly Channel[];
  day: string;
  range: EpgRange;
  /** This moment on the shown day, where the guide opens and the first time anchor. */
  timeOfDayNow: number;
}): GridNavigation {
  const [chosen, setChosen] = useState<{ day: string; position: GridPosition } | null>(null);
  const [focusInside, setFocusInside] = useState(false);
  const ours = chosen?.day === day ? chosen.position : null;
  const row = ours ? Math.min(ours.row, Math.max(0, channels.length - 1)) : 0;
  const position: GridPosition = ours
    ? { ...ours, row }
    : {
        row,
        cell: { kind: 'at-time' },
        anchor: Math.min(range.endDate - 1, Math.max(range.startDate, timeOfDayNow)),
      };

  // The active row's programmes come from the same cached call as its batch's rows: this only subscribes,
  // so the grid draws its tab stop again when they arrive.
  const batch = Math.floor(row / BATCH_SIZE);
  const batchIds = useMemo(() => batchItems(channels, batch).map((channel) => channel.id), [channels, batch]);
  const epg = useEpg(range, batchIds);
  const byChannel = useMemo(() => (epg.data ? programmesByChannel(epg.data) : null), [epg.data]);
  const channelId = channels[row]?.id ?? '';
  const entries = byChannel?.get(channelId);
  const failed = Boolean(epg.error) && !epg.isValidating;
  const programmes = useMemo((): RowProgrammes => {
    if (byChannel) return { status: 'loaded', entries: dayEntries(entries ?? [], range) };
    return failed ? { status: 'failed' } : { status: 'loading' };
  }, [byChannel, entries, failed, range]);
  const resolution = resolveCell(position, programmes);

  const keptRow = focusInside ? row : null;
  const rangeExtractor = useCallback(
    (visible: Range): number[] => {
      const indexes = defaultRangeExtractor(visible);
      if (keptRow === null || indexes.includes(keptRow)) return indexes;
      return keptRow < (indexes[0] ?? 0) ? [keptRow, ...indexes] : [...indexes, keptRow];
    },
    [keptRow],
  );

  const choose = useCallback((next: GridPosition) => setChosen({ day, position: next }), [day]);

  return {
    position,
    resolution,
    tabStop: cellKey(resolution.cell),
    rangeExtractor,
    focusInside,
    choose,
    setFocusInside,
    programmes,
  };
}

const CELL = '[data-guide-cell]';

/** The drawn element of a cell, or null when its row (or the cell) is not in the DOM. */
function findCell(grid: HTMLElement, row: number, key: string): HTMLElement | null {
  const rowElement = grid.querySelector(`[data-row-index="${row}"]`);
  if (!rowElement) return null;
  for (const element of rowElement.querySelectorAll<HTMLElement>(CELL))
    if (element.dataset.guideCell === key) return element;
  return null;
}

export interface GridFocusHandlers {
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
  onPointerDown: () => void;
}

/**
 * The grid's keyboard: arrow keys, Home, End, PageUp and PageDown move the tab stop (see `move`) and focus
 * with it. A cell whose row or hour is not drawn is first scrolled to through the virtualizers, then
 * focused once drawn; a row whose programmes are on their way is focused on its header until they arrive.
 */
export function useGridFocus({
  navigation,
  rowCount,
  range,
  channelWidth,
  scroller,
  rows,
  hours,
}: {
  navigation: GridNavigation;
  rowCount: number;
  range: EpgRange;
  channelWidth: number;
  scroller: RefObject<HTMLDivElement | null>;
  rows: Virtualizer<HTMLDivElement, Element>;
  hours: Virtualizer<HTMLDivElement, Element>;
}): GridFocusHandlers {
  const { position, resolution, programmes, choose, setFocusInside } = navigation;
  /** Set by a key (or by Tab onto the grid itself) until the tab stop has focus. */
  const focusWanted = useRef(false);
  /** A press of the mouse or a finger is on: focus that follows it stays where it lands. */
  const pointerDown = useRef(false);
  const [, redraw] = useReducer((count: number) => count + 1, 0);

  /**
   * Scrolls as little as shows the row below the sticky ruler and a programme right of the sticky channel
   * column (its start, when it is wider than the box). Positions come from the data, not the DOM, so a row
   * or an hour not drawn yet is scrolled to all the same.
   */
  const ensureVisible = (row: number, entry: EpgEntry | null): void => {
    const box = scroller.current;
    if (!box) return;
    const top = RULER_HEIGHT + row * ROW_HEIGHT;
    if (top < box.scrollTop + RULER_HEIGHT || top + ROW_HEIGHT > box.scrollTop + box.clientHeight)
      rows.scrollToIndex(row, { align: 'auto' });
    if (!entry) return;
    const { left, width } = programmeBox(entry, range);
    const trackInView = box.clientWidth - channelWidth;
    if (left < box.scrollLeft) hours.scrollToOffset(left);
    else if (left + width > box.scrollLeft + trackInView)
      hours.scrollToOffset(Math.min(left, left + width - trackInView));
  };

  const entryOf = (cell: Resolution['cell']): EpgEntry | null =>
    cell.kind === 'programme' ? cell.entry : null;

  // After every render while a move waits for focus: scroll the tab stop into view, and focus it once it is
  // drawn. Not on a dependency list: what it waits for (a row drawn after a scroll, programmes arriving) is
  // any render.
  useLayoutEffect(() => {
    const grid = scroller.current;
    if (!focusWanted.current || !grid) return;
    ensureVisible(position.row, entryOf(resolution.cell));
    const element = findCell(grid, position.row, cellKey(resolution.cell));
    if (!element) return;
    if (element !== grid.ownerDocument.activeElement) element.focus({ preventScroll: true });
    if (resolution.settled) focusWanted.current = false;
  });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>): void => {
    const key = gridKeyOf(event);
    if (!key) return;
    event.preventDefault();
    focusWanted.current = true;
    // On the grid itself (its tab stop was out of view): the first key brings focus back to the tab stop.
    if (event.target === event.currentTarget) {
      redraw();
      return;
    }
    const box = scroller.current;
    const pageRows = Math.floor(((box?.clientHeight ?? 0) - RULER_HEIGHT) / ROW_HEIGHT);
    const from = {
      row: position.row,
      cell: resolution.settled ? resolution.cell : { kind: 'at-time' as const },
      anchor: position.anchor,
    };
    const next = move(key, from, { rowCount, pageRows, day: range, programmes });
    if (next) choose(next);
    else redraw();
  };

  const onFocus = (event: FocusEvent<HTMLElement>): void => {
    setFocusInside(true);
    const target = event.target;
    if (target === event.currentTarget) {
      // Tab reached the grid itself, as its tab stop is out of view: bring the tab stop back and focus it.
      // A click on an empty part of the grid leaves things where they are.
      if (!pointerDown.current) {
        focusWanted.current = true;
        redraw();
      }
      return;
    }
    const element = target.closest<HTMLElement>(CELL);
    const rowElement = element?.closest<HTMLElement>('[data-row-index]');
    const cell = cellFromKey(element?.dataset.guideCell ?? '');
    if (!element || !rowElement || !cell) return;
    const row = Number(rowElement.dataset.rowIndex);
    // The tab stop itself, unless it is a header standing in for programmes still on their way that the
    // viewer reached on their own: then the header is where they are, and arriving programmes must not
    // move the tab stop from under them.
    const isTabStop = row === position.row && element.dataset.guideCell === cellKey(resolution.cell);
    if (isTabStop && (resolution.settled || focusWanted.current)) {
      // Tab onto the tab stop: the browser scrolls it into view, but not clear of the ruler and the channels.
      if (!focusWanted.current && !pointerDown.current) ensureVisible(row, entryOf(resolution.cell));
      return;
    }
    const start = Number(element.dataset.start);
    choose({
      row,
      cell,
      anchor:
        cell.kind === 'programme' && Number.isFinite(start)
          ? anchorOf({ start_date: start }, range)
          : position.anchor,
    });
  };

  const onBlur = (event: FocusEvent<HTMLElement>): void => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    focusWanted.current = false;
    setFocusInside(false);
  };

  const onPointerDown = (): void => {
    pointerDown.current = true;
    const release = (): void => {
      pointerDown.current = false;
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
    };
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
  };

  return { onKeyDown, onFocus, onBlur, onPointerDown };
}
