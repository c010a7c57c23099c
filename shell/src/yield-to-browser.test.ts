import { yieldToBrowser } from './yield-to-browser';

describe('yieldToBrowser', () => {
  afterEach(() => {
    delete (window as Window & { scheduler?: unknown }).scheduler;
    jest.useRealTimers();
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yielded = jest.fn(async () => Promise.resolve());
    (window as Window & { scheduler?: unknown }).scheduler = { yield: yielded };
    await yieldToBrowser();
    expect(yielded).toHaveBeenCalledTimes(1);
  });

  it('else resumes in a task of its own, after the current one', async () => {
    jest.useFakeTimers();
    let resumed = false;
    const waiting = yieldToBrowser().then(() => {
      resumed = true;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(resumed).toBe(false);
    jest.runOnlyPendingTimers();
    await waiting;
    expect(resumed).toBe(true);
  });
});
