import { at, makeEpgEntry } from '../../../testing/epg-fixtures';
import { CATCHUP_AVAILABILITY_SECONDS, playHref, programmeState } from './catch-up';

const NOW = at('2026-03-14T20:30:00Z');
const HOUR = 3600;
const records = { dvr: true };
const noRecordings = { dvr: false };

function entry(start: number, end: number, media_id: string | null = 'catchup-x') {
  return makeEpgEntry({
    id: 'ch-01_20260314_3',
    channel: 'ch-01',
    start_date: start,
    end_date: end,
    media_id,
  });
}

const onAir = entry(NOW - HOUR, NOW + HOUR);
const earlier = entry(NOW - 3 * HOUR, NOW - 2 * HOUR);
const later = entry(NOW + HOUR, NOW + 2 * HOUR);

describe('programmeState', () => {
  it('is live from the first second of a programme until it ends, whatever the flag', () => {
    expect(programmeState(onAir, records, NOW, true)).toBe('live');
    expect(programmeState(onAir, noRecordings, NOW, false)).toBe('live');
    expect(programmeState(earlier, records, earlier.start_date, true)).toBe('live');
    expect(programmeState(earlier, records, earlier.end_date, true)).toBe('catchup');
  });

  it('offers no catch-up when past programmes are not offered on demand', () => {
    expect(programmeState(earlier, records, NOW, false)).toBe('past');
  });

  it('offers catch-up only on channels that record and for programmes with a recording', () => {
    expect(programmeState(earlier, records, NOW, true)).toBe('catchup');
    expect(programmeState(earlier, noRecordings, NOW, true)).toBe('past');
    expect(programmeState(entry(earlier.start_date, earlier.end_date, null), records, NOW, true)).toBe(
      'past',
    );
  });

  it('keeps a recording for 15 days after the programme ends, not a second longer', () => {
    const ended = NOW - HOUR;
    const old = entry(ended - HOUR, ended);
    expect(programmeState(old, records, ended + CATCHUP_AVAILABILITY_SECONDS, true)).toBe('catchup');
    expect(programmeState(old, records, ended + CATCHUP_AVAILABILITY_SECONDS + 1, true)).toBe('past');
  });

  it('calls a programme that has not started upcoming, not playable', () => {
    expect(programmeState(later, records, NOW, true)).toBe('upcoming');
    expect(playHref(later, 'upcoming')).toBeNull();
    expect(playHref(earlier, 'past')).toBeNull();
  });
});

describe('playHref', () => {
  it("plays a live programme on its channel's live page and a recording as an on-demand item", () => {
    expect(playHref(onAir, 'live')).toBe('/live/ch-01');
    expect(playHref(earlier, 'catchup')).toBe('/vod/ch-01_20260314_3');
  });
});
