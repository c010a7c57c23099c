import type { EpgEntry } from '@palco/contracts';
import { at, makeEpgEntry } from '../../../testing/epg-fixtures';
import {
  cellFromKey,
  cellKey,
  type GridPosition,
  gridKeyOf,
  move,
  type MoveContext,
  programmeAt,
  resolveCell,
  type RowProgrammes,
} from './grid-navigation';

const day = { startDate: at('2026-03-14T00:00:00Z'), endDate: at('2026-03-15T00:00:00Z') };
const show = (id: string, from: string, to: string): EpgEntry =>
  makeEpgEntry({ id, start_date: at(`2026-03-14T${from}:00Z`), end_date: at(`2026-03-14T${to}:00Z`) });
// Crosses midnight: the day shows it from 00:00.
const late = makeEpgEntry({
  id: 'late',
  start_date: at('2026-03-13T23:00:00Z'),
  end_date: at('2026-03-14T01:00:00Z'),
});
const entries = [late, show('a', '06:00', '07:00'), show('b', '07:00', '08:30'), show('c', '10:00', '11:00')];
const loaded: RowProgrammes = { status: 'loaded', entries };
const context: MoveContext = { rowCount: 50, pageRows: 9, day, programmes: loaded };
const on = (id: string, row = 3, anchor = at('2026-03-14T07:00:00Z')) => {
  const index = entries.findIndex((entry) => entry.id === id);
  return { row, cell: { kind: 'programme' as const, entry: entries[index]!, index }, anchor };
};

describe('programmeAt', () => {
  it('is the programme on at that time, or the nearest one in a gap or past either end', () => {
    expect(programmeAt(entries, at('2026-03-14T07:15:00Z'))).toBe(2);
    expect(programmeAt(entries, at('2026-03-14T07:00:00Z'))).toBe(2);
    expect(programmeAt(entries, at('2026-03-14T09:00:00Z'))).toBe(2);
    expect(programmeAt(entries, at('2026-03-14T09:45:00Z'))).toBe(3);
    expect(programmeAt(entries, at('2026-03-14T23:00:00Z'))).toBe(3);
    expect(programmeAt([], at('2026-03-14T09:00:00Z'))).toBe(-1);
  });
});

describe('move', () => {
  it('goes to the next and the previous programme, setting the time anchor to its start in the day', () => {
    expect(move('ArrowRight', on('a'), context)).toEqual({
      row: 3,
      cell: { kind: 'programme', id: 'b' },
      anchor: at('2026-03-14T07:00:00Z'),
    });
    expect(move('ArrowLeft', on('a'), context)).toEqual({
      row: 3,
      cell: { kind: 'programme', id: 'late' },
      anchor: day.startDate,
    });
    expect(move('ArrowRight', on('c'), context)).toBeNull();
  });

  it('goes from the first programme to the header, and from the header to the programme at the anchor', () => {
    const header = { row: 3, cell: { kind: 'header' as const }, anchor: at('2026-03-14T10:30:00Z') };
    expect(move('ArrowLeft', on('late', 3, day.startDate), context)).toEqual({
      row: 3,
      cell: { kind: 'header' },
      anchor: day.startDate,
    });
    expect(move('ArrowRight', header, context)).toEqual({
      row: 3,
      cell: { kind: 'programme', id: 'c' },
      anchor: at('2026-03-14T10:00:00Z'),
    });
    expect(move('ArrowLeft', header, context)).toBeNull();
    expect(move('ArrowRight', header, { ...context, programmes: { status: 'failed' } })).toEqual({
      ...header,
      cell: { kind: 'retry' },
    });
  });

  it('goes to the first and last programme of the row with Home and End', () => {
    expect(move('Home', on('b'), context)?.cell).toEqual({ kind: 'programme', id: 'late' });
    expect(move('End', on('b'), context)?.cell).toEqual({ kind: 'programme', id: 'c' });
    expect(move('Home', on('late', 3, day.startDate), context)).toBeNull();
    expect(move('End', on('c'), context)).toBeNull();
  });

  it('goes up and down keeping the anchor and the column, a page at a time, and stops at the edges', () => {
    const anchor = at('2026-03-14T07:45:00Z');
    expect(move('ArrowDown', on('b', 3, anchor), context)).toEqual({
      row: 4,
      cell: { kind: 'at-time' },
      anchor,
    });
    expect(move('ArrowUp', on('b', 3, anchor), context)).toEqual({
      row: 2,
      cell: { kind: 'at-time' },
      anchor,
    });
    expect(move('PageDown', on('b', 3, anchor), context)?.row).toBe(12);
    expect(move('PageUp', on('b', 3, anchor), context)?.row).toBe(0);
    expect(move('PageDown', on('b', 45, anchor), context)?.row).toBe(49);
    expect(move('CtrlEnd', on('b', 3, anchor), context)?.row).toBe(49);
    expect(move('CtrlHome', on('b', 3, anchor), context)?.row).toBe(0);
    expect(move('ArrowUp', on('b', 0, anchor), context)).toBeNull();
    expect(move('ArrowDown', on('b', 49, anchor), context)).toBeNull();
    expect(move('ArrowDown', { row: 3, cell: { kind: 'header' }, anchor }, context)?.cell).toEqual({
      kind: 'header',
    });
  });

  it('only goes up, down or to the header while the row’s programmes are on their way', () => {
    const waiting = { row: 3, cell: { kind: 'at-time' as const }, anchor: day.startDate };
    const loading: MoveContext = { ...context, programmes: { status: 'loading' } };
    expect(move('ArrowDown', waiting, loading)?.cell).toEqual({ kind: 'at-time' });
    expect(move('ArrowLeft', waiting, loading)?.cell).toEqual({ kind: 'header' });
    expect(move('ArrowRight', waiting, loading)).toBeNull();
    expect(move('End', waiting, loading)).toBeNull();
  });
});

describe('resolveCell', () => {
  const at0745: GridPosition = { row: 1, cell: { kind: 'at-time' }, anchor: at('2026-03-14T07:45:00Z') };

  it('finds the programme at the anchor once the row has its programmes, the header standing in until then', () => {
    expect(resolveCell(at0745, loaded)).toEqual({
      cell: { kind: 'programme', entry: entries[2], index: 2 },
      settled: true,
    });
    expect(resolveCell(at0745, { status: 'loading' })).toEqual({ cell: { kind: 'header' }, settled: false });
    expect(resolveCell(at0745, { status: 'failed' })).toEqual({ cell: { kind: 'retry' }, settled: true });
    expect(resolveCell(at0745, { status: 'loaded', entries: [] })).toEqual({
      cell: { kind: 'header' },
      settled: true,
    });
  });

  it('keeps a programme by id, and falls back to the anchor when the row no longer has it', () => {
    expect(resolveCell({ ...at0745, cell: { kind: 'programme', id: 'c' } }, loaded).cell).toMatchObject({
      entry: { id: 'c' },
    });
    expect(resolveCell({ ...at0745, cell: { kind: 'programme', id: 'gone' } }, loaded).cell).toMatchObject({
      entry: { id: 'b' },
    });
  });
});

describe('gridKeyOf', () => {
  const key = (init: Partial<KeyboardEvent>) =>
    gridKeyOf({ key: '', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...init });

  it('takes the arrows, Home, End, the page keys and Ctrl+Home or End, and leaves the rest', () => {
    expect(key({ key: 'ArrowDown' })).toBe('ArrowDown');
    expect(key({ key: 'PageUp' })).toBe('PageUp');
    expect(key({ key: 'Home', ctrlKey: true })).toBe('CtrlHome');
    expect(key({ key: 'End', metaKey: true })).toBe('CtrlEnd');
    expect(key({ key: 'Enter' })).toBeNull();
    expect(key({ key: 'Tab' })).toBeNull();
    expect(key({ key: 'ArrowDown', shiftKey: true })).toBeNull();
    expect(key({ key: 'ArrowLeft', altKey: true })).toBeNull();
  });
});

describe('cellKey', () => {
  it('names a cell for the DOM and reads it back', () => {
    expect(cellKey({ kind: 'programme', id: 'a:b' })).toBe('programme:a:b');
    expect(cellFromKey('programme:a:b')).toEqual({ kind: 'programme', id: 'a:b' });
    expect(cellFromKey(cellKey({ kind: 'header' }))).toEqual({ kind: 'header' });
    expect(cellFromKey('at-time')).toBeNull();
  });
});
