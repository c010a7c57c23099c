import type { EpgEntry } from '@palco/contracts';
import type { EpgRange } from './guide-range';
import { intersects } from './timeline';

/**
 * A cell of a channel's row: its header (the channel's live link), one of its programmes, the retry button
 * of a row whose programmes failed, or, until the row's programmes arrive, "the programme at the time
 * anchor" — a move down into a row not loaded yet lands there once it is.
 */
export type GridCell =
  { kind: 'header' } | { kind: 'retry' } | { kind: 'programme'; id: string } | { kind: 'at-time' };

/**
 * Where the keyboard is in the guide: a row (a channel's index in the line-up), a cell in it, and the time
 * anchor, the moment moves up and down keep to, so that going through channels does not drift in time.
 */
export interface GridPosition {
  row: number;
  cell: GridCell;
  anchor: number;
}

/** What the grid knows of a row's programmes. */
export type RowProgrammes =
  { status: 'loaded'; entries: readonly EpgEntry[] } | { status: 'failed' } | { status: 'loading' };

/** A cell as it is drawn: `at-time` becomes a programme once the row has its programmes. */
export type ResolvedCell =
  { kind: 'header' } | { kind: 'retry' } | { kind: 'programme'; entry: EpgEntry; index: number };

export interface Resolution {
  cell: ResolvedCell;
  /**
   * False while the row's programmes are on their way and the cell wanted is a programme: the header
   * stands in for it (it is the row's tab stop, and takes focus) until they arrive.
   */
  settled: boolean;
}

/** Every key the grid handles; `CtrlHome` and `CtrlEnd` go to the first and the last channel. */
export type GridKey =
  | 'ArrowRight'
  | 'ArrowLeft'
  | 'ArrowDown'
  | 'ArrowUp'
  | 'Home'
  | 'End'
  | 'PageDown'
  | 'PageUp'
  | 'CtrlHome'
  | 'CtrlEnd';

const PLAIN_KEYS: ReadonlySet<string> = new Set([
  'ArrowRight',
  'ArrowLeft',
  'ArrowDown',
  'ArrowUp',
  'Home',
  'End',
  'PageDown',
  'PageUp',
]);

/** The grid's key for a keyboard event, or null for one the grid leaves alone (Tab, Enter, letters…). */
export function gridKeyOf(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
): GridKey | null {
  if (event.altKey || event.shiftKey) return null;
  const control = event.ctrlKey || event.metaKey;
  if (control && event.key === 'Home') return 'CtrlHome';
  if (control && event.key === 'End') return 'CtrlEnd';
  if (control || !PLAIN_KEYS.has(event.key)) return null;
  return event.key as GridKey;
}

/** The programmes of a row that the day shows, in the order they air. */
export function dayEntries(entries: readonly EpgEntry[], day: EpgRange): EpgEntry[] {
  return entries.filter((entry) => intersects(entry, day));
}

/**
 * The programme on at `time`; in a gap, or before the first or after the last, the one nearest to it
 * (the earlier of two as near). -1 when there is none.
 */
export function programmeAt(
  entries: readonly Pick<EpgEntry, 'start_date' | 'end_date'>[],
  time: number,
): number {
  let best = -1;
  let bestDistance = Infinity;
  for (const [index, entry] of entries.entries()) {
    if (entry.start_date <= time && time < entry.end_date) return index;
    const distance = time < entry.start_date ? entry.start_date - time : time - entry.end_date + 1;
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  }
  return best;
}

/** The anchor a programme sets when the keyboard lands on it: its start, or the day's when it began before. */
export function anchorOf(entry: Pick<EpgEntry, 'start_date'>, day: EpgRange): number {
  return Math.max(entry.start_date, day.startDate);
}

/** The cell a position stands for, given what is known of its row's programmes (already cut to the day). */
export function resolveCell(position: GridPosition, programmes: RowProgrammes): Resolution {
  const { cell } = position;
  if (cell.kind === 'header') return { cell, settled: true };
  if (programmes.status === 'loading') return { cell: { kind: 'header' }, settled: false };
  if (programmes.status === 'failed') return { cell: { kind: 'retry' }, settled: true };
  const { entries } = programmes;
  if (cell.kind === 'programme') {
    const index = entries.findIndex((entry) => entry.id === cell.id);
    const entry = entries[index];
    if (entry) return { cell: { kind: 'programme', entry, index }, settled: true };
  }
  // The time anchor: `at-time`, a retry whose row has come back, or a programme the day no longer has.
  const index = programmeAt(entries, position.anchor);
  const entry = entries[index];
  return entry
    ? { cell: { kind: 'programme', entry, index }, settled: true }
    : { cell: { kind: 'header' }, settled: true };
}

export interface MoveContext {
  rowCount: number;
  /** Rows a PageDown or PageUp moves: those that fit in the guide's box. */
  pageRows: number;
  day: EpgRange;
  /** The programmes of the current row (cut to the day), as far as they are known. */
  programmes: RowProgrammes;
}

/**
 * Where a key moves the keyboard from `from`, or null when it goes nowhere (the
 * edge of the grid or of the row). Up and down keep the column: a header goes to the next row's header, a
 * programme to the next row's programme at the time anchor. Left from a row's first programme goes to its
 * header, right from the header to the programme at the anchor. `from.cell` is the resolved cell, or
 * `at-time` while the row's programmes are on their way: then only up, down and left (to the header) go
 * anywhere.
 */
export function move(
  key: GridKey,
  from: { row: number; cell: ResolvedCell | { kind: 'at-time' }; anchor: number },
  { rowCount, pageRows, day, programmes }: MoveContext,
): GridPosition | null {
  const { row, cell, anchor } = from;
  const entries = programmes.status === 'loaded' ? programmes.entries : [];
  const toRow = (target: number): GridPosition | null => {
    const clamped = Math.max(0, Math.min(rowCount - 1, target));
    if (clamped === row) return null;
    return { row: clamped, cell: cell.kind === 'header' ? { kind: 'header' } : { kind: 'at-time' }, anchor };
  };
  const toEntry = (index: number): GridPosition | null => {
    const entry = entries[index];
    return entry ? { row, cell: { kind: 'programme', id: entry.id }, anchor: anchorOf(entry, day) } : null;
  };

  switch (key) {
    case 'ArrowDown':
      return toRow(row + 1);
    case 'ArrowUp':
      return toRow(row - 1);
    case 'PageDown':
      return toRow(row + Math.max(1, pageRows));
    case 'PageUp':
      return toRow(row - Math.max(1, pageRows));
    case 'CtrlHome':
      return toRow(0);
    case 'CtrlEnd':
      return toRow(rowCount - 1);
    case 'Home':
      return cell.kind === 'programme' && cell.index === 0 ? null : toEntry(0);
    case 'End':
      return cell.kind === 'programme' && cell.index === entries.length - 1
        ? null
        : toEntry(entries.length - 1);
    case 'ArrowRight':
      if (cell.kind === 'programme') return toEntry(cell.index + 1);
      if (cell.kind === 'header' && programmes.status === 'failed')
        return { row, cell: { kind: 'retry' }, anchor };
      if (cell.kind === 'header') {
        const index = programmeAt(entries, anchor);
        return index < 0 ? null : toEntry(index);
      }
      return null;
    case 'ArrowLeft':
      if (cell.kind === 'header') return null;
      if (cell.kind === 'programme' && cell.index > 0) return toEntry(cell.index - 1);
      return { row, cell: { kind: 'header' }, anchor };
  }
}

/** The value of a cell's `data-guide-cell`, by which the grid finds it in the DOM. */
export function cellKey(cell: ResolvedCell | GridCell): string {
  if (cell.kind === 'programme') return `programme:${'entry' in cell ? cell.entry.id : cell.id}`;
  return cell.kind;
}

/** The cell a `data-guide-cell` value names; `at-time` is never drawn, so never read back. */
export function cellFromKey(key: string): GridCell | null {
  if (key === 'header' || key === 'retry') return { kind: key };
  if (key.startsWith('programme:')) return { kind: 'programme', id: key.slice('programme:'.length) };
  return null;
}
