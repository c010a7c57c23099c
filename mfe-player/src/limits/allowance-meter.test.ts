import { AllowanceMeter, freeTimeLeft, REPORT_EVERY_SECONDS } from './allowance-meter';

const allowance = { title_limit: 120, seconds_left: 100, total_limit: 300 };

/** Plays from `from` to `to` in steps of a quarter second, as an engine's time updates come. */
function play(meter: AllowanceMeter, from: number, to: number): void {
  for (let position = from; position <= to + 1e-9; position += 0.25) meter.onTime(position, true);
}

describe('AllowanceMeter (spec section 4: time limits)', () => {
  it('counts the seconds played, not the distance seeked', () => {
    const meter = new AllowanceMeter(allowance);
    play(meter, 0, 5);
    expect(meter.secondsLeft).toBeCloseTo(95);
    // A jump forward (a seek the engine reports only as a new position) is not playing.
    meter.onTime(60, true);
    play(meter, 60, 62);
    expect(meter.secondsLeft).toBeCloseTo(93);
    meter.onSeek(10);
    play(meter, 10, 11);
    expect(meter.secondsLeft).toBeCloseTo(92);
  });

  it('counts nothing while paused, even when the position moves', () => {
    const meter = new AllowanceMeter(allowance);
    meter.onTime(0, false);
    meter.onTime(1, false);
    meter.onTime(1.5, false);
    expect(meter.secondsLeft).toBe(100);
  });

  it('stops at the title’s limit, whatever is left of the day', () => {
    const meter = new AllowanceMeter({ title_limit: 8, seconds_left: 100, total_limit: 300 });
    expect(meter.reachedAt(7.9)).toBe(false);
    expect(meter.reachedAt(8)).toBe(true);
  });

  it('stops when the day’s time runs out, before the title’s limit', () => {
    const meter = new AllowanceMeter({ title_limit: 120, seconds_left: 4, total_limit: 300 });
    play(meter, 0, 3.75);
    expect(meter.reachedAt(3.75)).toBe(false);
    play(meter, 3.75, 4);
    expect(meter.reachedAt(4)).toBe(true);
  });

  it(`is due to report every ${REPORT_EVERY_SECONDS} s played, in whole seconds, keeping the rest`, () => {
    const meter = new AllowanceMeter(allowance);
    play(meter, 0, 9.5);
    expect(meter.dueForReport).toBe(false);
    play(meter, 9.5, 10.5);
    expect(meter.dueForReport).toBe(true);
    expect(meter.takeReport()).toBe(10);
    expect(meter.dueForReport).toBe(false);
    expect(meter.secondsLeft).toBeCloseTo(99.5);
    // A failed report goes with the next one.
    meter.restore(10);
    expect(meter.takeReport()).toBe(10);
    // When playback stops, the fraction counts as a second: the server must know the limit was reached.
    expect(meter.takeReport({ final: true })).toBe(1);
    expect(meter.takeReport({ final: true })).toBe(0);
  });

  it('never reports more than the server takes at once', () => {
    const meter = new AllowanceMeter(allowance);
    meter.restore(300);
    expect(meter.takeReport()).toBe(120);
    expect(meter.takeReport()).toBe(120);
    expect(meter.takeReport()).toBe(60);
  });

  it('takes the server’s word for what is left', () => {
    const meter = new AllowanceMeter(allowance);
    play(meter, 0, 10);
    meter.takeReport();
    meter.update({ title_limit: 120, seconds_left: 30, total_limit: 300 });
    expect(meter.secondsLeft).toBe(30);
    meter.update({ title_limit: 120, seconds_left: 0, total_limit: 300 });
    expect(meter.reachedAt(11)).toBe(true);
  });
});

describe('freeTimeLeft', () => {
  it('rounds down to whole minutes, and says seconds under a minute', () => {
    expect(freeTimeLeft(300)).toEqual({ value: 5, unit: 'minutes' });
    expect(freeTimeLeft(119.9)).toEqual({ value: 1, unit: 'minutes' });
    expect(freeTimeLeft(59.6)).toEqual({ value: 59, unit: 'seconds' });
    expect(freeTimeLeft(-2)).toEqual({ value: 0, unit: 'seconds' });
  });
});
