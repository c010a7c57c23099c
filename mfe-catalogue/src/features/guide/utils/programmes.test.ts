import type { Guide } from '@palco/contracts';
import { at, makeEpgEntry } from '../../../testing/epg-fixtures';
import { isOnAir, programmesByChannel, progressPercent } from './programmes';

const NOW = at('2026-03-14T20:30:00Z');

const earlier = makeEpgEntry({
  id: 'a',
  title: 'Jornal da Tarde',
  start_date: at('2026-03-14T19:00:00Z'),
  end_date: at('2026-03-14T20:00:00Z'),
});
const onAir = makeEpgEntry({
  id: 'b',
  title: 'Telejornal',
  start_date: at('2026-03-14T20:00:00Z'),
  end_date: at('2026-03-14T21:00:00Z'),
});
const following = makeEpgEntry({
  id: 'c',
  title: 'Debate da Noite',
  start_date: at('2026-03-14T21:00:00Z'),
  end_date: at('2026-03-14T22:00:00Z'),
});
const later = makeEpgEntry({
  id: 'd',
  title: 'Concerto ao Vivo',
  start_date: at('2026-03-14T22:00:00Z'),
  end_date: at('2026-03-14T23:30:00Z'),
});

describe('isOnAir', () => {
  it('counts the first second of a programme and not the second it ends', () => {
    expect(isOnAir(onAir, onAir.start_date)).toBe(true);
    expect(isOnAir(onAir, onAir.end_date - 1)).toBe(true);
    expect(isOnAir(onAir, onAir.end_date)).toBe(false);
    expect(isOnAir(onAir, onAir.start_date - 1)).toBe(false);
  });

  it("goes by the clock, not by the entry's live flag from when the server answered", () => {
    const endedButFlaggedLive = { ...earlier, live: true };
    const airingButFlaggedOff = { ...onAir, live: false };
    expect(isOnAir(endedButFlaggedLive, NOW)).toBe(false);
    expect(isOnAir(airingButFlaggedOff, NOW)).toBe(true);
  });
});

describe('progressPercent', () => {
  it('is the share of the programme that has aired, rounded to a whole percent', () => {
    expect(progressPercent(onAir, NOW)).toBe(50);
    expect(progressPercent(onAir, at('2026-03-14T20:20:00Z'))).toBe(33);
    expect(progressPercent(onAir, onAir.start_date)).toBe(0);
  });

  it('stays between 0 and 100 outside the programme', () => {
    expect(progressPercent(following, NOW)).toBe(0);
    expect(progressPercent(earlier, NOW)).toBe(100);
  });

  it('does not divide by zero for a programme with no length', () => {
    const instant = { start_date: NOW, end_date: NOW };
    expect(progressPercent(instant, NOW - 1)).toBe(0);
    expect(progressPercent(instant, NOW)).toBe(100);
  });
});

describe('programmesByChannel', () => {
  it("puts each channel's programmes in airing order, across days, each once", () => {
    const guide: Guide = {
      channels: [
        {
          id: 'ch-1',
          dates: [
            { date: '2026-03-14', epgs: [following, onAir] },
            { date: '2026-03-15', epgs: [following, later] },
          ],
        },
        { id: 'ch-2', dates: [] },
      ],
    };
    const byChannel = programmesByChannel(guide);
    expect(byChannel.get('ch-1')?.map((entry) => entry.id)).toEqual(['b', 'c', 'd']);
    expect(byChannel.get('ch-2')).toEqual([]);
    expect(byChannel.get('ch-3')).toBeUndefined();
  });
});
