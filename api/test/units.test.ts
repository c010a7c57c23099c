import { readFileSync } from 'node:fs';
import path from 'node:path';
import { guideWindow } from '../src/epg/guide';
import { findProgramme, programmesForDay } from '../src/epg/programmes';
import { parseByteRange } from '../src/media/byte-range';
import { DEMO_DURATION_SECONDS } from '../src/media/demo-stream';
import { addDays, lisbonDate, lisbonMidnight } from '../src/seed/lisbon-time';
import { createRandom } from '../src/seed/random';
import { applySettingsEnv, SEED_SETTINGS } from '../src/seed/settings';
import { resolveLocale } from '../src/seed/translations';

const channel = { id: 'ch-07', logo: '/api/images/logo/ch-07.svg', dvr: true };

describe('Lisbon days', () => {
  it('knows midnight in winter and in summer time', () => {
    expect(new Date(lisbonMidnight('2026-01-15') * 1000).toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(new Date(lisbonMidnight('2026-07-15') * 1000).toISOString()).toBe('2026-07-14T23:00:00.000Z');
    expect(lisbonDate(lisbonMidnight('2026-07-15'))).toBe('2026-07-15');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });
});

describe('programmes of a day', () => {
  it.each([
    ['an ordinary day', '2026-05-12', 24],
    ['the day clocks go forward', '2026-03-29', 23],
    ['the day clocks go back', '2026-10-25', 25],
  ])('fill %s from midnight to midnight with 30 to 120 minute slots', (_label, date, hours) => {
    const day = programmesForDay(channel, date);
    expect(day[0]?.start_date).toBe(lisbonMidnight(date));
    expect(day[day.length - 1]?.end_date).toBe(lisbonMidnight(addDays(date, 1)));
    expect((day[day.length - 1]?.end_date ?? 0) - (day[0]?.start_date ?? 0)).toBe(hours * 3600);
    day.slice(1).forEach((p, i) => expect(p.start_date).toBe(day[i]?.end_date));
    for (const p of day) {
      expect(p.end_date - p.start_date).toBeGreaterThanOrEqual(1800);
      expect(p.end_date - p.start_date).toBeLessThanOrEqual(7200);
    }
  });

  it('are the same on every call and can be found again by id', () => {
    const day = programmesForDay(channel, '2026-05-12');
    expect(programmesForDay(channel, '2026-05-12')).toEqual(day);
    const third = day[3];
    expect(third && findProgramme(channel, third.id)).toEqual(third);
    expect(findProgramme({ ...channel, id: 'ch-08' }, third?.id ?? '')).toBeNull();
  });

  it('offer catch-up only on channels that record', () => {
    expect(programmesForDay({ ...channel, dvr: false }, '2026-05-12').every((p) => p.media_id === null)).toBe(
      true,
    );
  });
});

describe('guide window', () => {
  it('runs from midnight 30 days back to the end of the 7th day ahead', () => {
    const now = Date.UTC(2026, 4, 12, 15) / 1000;
    expect(guideWindow(now, 30, 7)).toEqual({
      start: lisbonMidnight('2026-04-12'),
      end: lisbonMidnight('2026-05-20'),
    });
  });
});

describe('byte ranges', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=900-', { start: 900, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=5-2', 'unsatisfiable'],
    ['items=0-1', 'unsatisfiable'],
    ['bytes=0-1,5-6', null],
    [undefined, null],
  ])('%s of 1000 bytes', (header, expected) => {
    expect(parseByteRange(header, 1000)).toEqual(expected);
  });
});

describe('settings from the environment', () => {
  it('override the frame and licence values only', () => {
    const settings = applySettingsEnv(SEED_SETTINGS, {
      INTERNATIONAL_FRAME_URL: 'https://signup.example/frame',
      INTERNATIONAL_FRAME_ORIGINS: 'https://signup.example, https://qa.signup.example',
      BITMOVIN_LICENSE_KEY: 'key',
    });
    expect(settings).toMatchObject({
      international_frame_url: 'https://signup.example/frame',
      international_frame_origins: ['https://signup.example', 'https://qa.signup.example'],
      bitmovin_license_key: 'key',
      page_size: 30,
    });
    expect(
      applySettingsEnv(SEED_SETTINGS, { INTERNATIONAL_FRAME_ORIGINS: 'https://one.example' })
        .international_frame_origins,
    ).toEqual(['https://one.example', 'https://one.example']);
    expect(applySettingsEnv(SEED_SETTINGS, {})).toEqual(SEED_SETTINGS);
  });
});

describe('locales and randomness', () => {
  it('maps locale names to the server dictionaries', () => {
    expect(['pt', 'pt-PT', 'PT_pt', 'en', 'fr', 'fr_FR', 'de'].map(resolveLocale)).toEqual([
      'pt_PT',
      'pt_PT',
      'pt_PT',
      'en',
      'fr_FR',
      'fr_FR',
      null,
    ]);
  });

  it('repeats a seeded sequence', () => {
    const a = createRandom('seed');
    const b = createRandom('seed');
    expect([a.next(), a.int(1, 6), a.pick(['x', 'y'])]).toEqual([b.next(), b.int(1, 6), b.pick(['x', 'y'])]);
  });
});

describe('demo stream', () => {
  it('lasts as long as the API says', () => {
    const playlist = readFileSync(path.join(__dirname, '..', 'media', 'demo', 'stream.m3u8'), 'utf8');
    const total = [...playlist.matchAll(/#EXTINF:([\d.]+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
    expect(total).toBeCloseTo(DEMO_DURATION_SECONDS, 3);
  });
});
