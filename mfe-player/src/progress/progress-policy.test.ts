import { PROGRESS_SAVE_INTERVAL_MS, shouldSaveProgress } from './progress-policy';

const base = { seconds: 30, lastSavedSeconds: 12, lastAttemptAtMs: 1_000, nowMs: 1_000 };

describe('shouldSaveProgress', () => {
  it('waits 10 s between saves while playing', () => {
    expect(
      shouldSaveProgress({ ...base, trigger: 'tick', nowMs: 1_000 + PROGRESS_SAVE_INTERVAL_MS - 1 }),
    ).toBe(false);
    expect(shouldSaveProgress({ ...base, trigger: 'tick', nowMs: 1_000 + PROGRESS_SAVE_INTERVAL_MS })).toBe(
      true,
    );
  });

  it.each(['pause', 'ended', 'unmount', 'leave'] as const)('saves at once on %s', (trigger) => {
    expect(shouldSaveProgress({ ...base, trigger })).toBe(true);
  });

  it('does not save the position it already saved', () => {
    for (const trigger of ['tick', 'pause', 'ended', 'unmount'] as const) {
      expect(shouldSaveProgress({ ...base, trigger, seconds: 12, nowMs: 60_000 })).toBe(false);
    }
  });

  it('does not save a position of zero or an unknown one', () => {
    expect(shouldSaveProgress({ ...base, trigger: 'pause', seconds: 0 })).toBe(false);
    expect(shouldSaveProgress({ ...base, trigger: 'pause', seconds: Number.NaN })).toBe(false);
  });

  it('saves the first position when nothing was saved yet', () => {
    expect(shouldSaveProgress({ ...base, trigger: 'unmount', lastSavedSeconds: null })).toBe(true);
  });
});
