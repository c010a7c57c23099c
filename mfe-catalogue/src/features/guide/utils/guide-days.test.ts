import { chosenDay, formatDay, guideDays, relativeDay } from './guide-days';

const TODAY = '2026-03-14';

describe('guideDays', () => {
  it('runs from 30 days back to 7 ahead, today included, oldest first', () => {
    const days = guideDays(TODAY, 30, 7);
    expect(days).toHaveLength(38);
    expect(days[0]).toBe('2026-02-12');
    expect(days[30]).toBe(TODAY);
    expect(days[37]).toBe('2026-03-21');
  });
});

describe('chosenDay', () => {
  const days = guideDays(TODAY, 30, 7);

  it('keeps a day the guide offers', () => {
    expect(chosenDay('2026-02-12', days, TODAY)).toBe('2026-02-12');
    expect(chosenDay('2026-03-21', days, TODAY)).toBe('2026-03-21');
  });

  it('falls back to today for no day, a day out of range or something that is not a date', () => {
    expect(chosenDay(null, days, TODAY)).toBe(TODAY);
    expect(chosenDay('2026-02-11', days, TODAY)).toBe(TODAY);
    expect(chosenDay('2026-03-22', days, TODAY)).toBe(TODAY);
    expect(chosenDay('amanhã', days, TODAY)).toBe(TODAY);
  });
});

describe('day labels', () => {
  it('name yesterday, today and tomorrow, and nothing else', () => {
    expect(relativeDay('2026-03-13', TODAY)).toBe('yesterday');
    expect(relativeDay(TODAY, TODAY)).toBe('today');
    expect(relativeDay('2026-03-15', TODAY)).toBe('tomorrow');
    expect(relativeDay('2026-03-12', TODAY)).toBeNull();
    expect(relativeDay('2026-03-16', TODAY)).toBeNull();
  });

  it("write other days with the weekday and date in the viewer's language", () => {
    expect(formatDay('2026-03-12', 'pt_PT')).toBe('quinta, 12/03');
    expect(formatDay('2026-03-12', 'en')).toBe('Thu, Mar 12');
    expect(formatDay('2026-03-12', 'fr_FR')).toBe('jeu. 12 mars');
    expect(formatDay('2026-03-12', 'pt_PT', 'long')).toBe('quinta-feira, 12 de março');
  });

  it('keep the calendar day whatever the hour of the clock changes', () => {
    expect(formatDay('2026-03-29', 'en')).toBe('Sun, Mar 29');
    expect(formatDay('2026-10-25', 'en')).toBe('Sun, Oct 25');
  });
});
