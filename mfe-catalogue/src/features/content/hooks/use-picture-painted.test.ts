import { act, renderHook } from '@testing-library/react';
import { MAIN_PICTURE_TIMING, PICTURE_WAIT_MAX_MS, usePicturePainted } from './use-picture-painted';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('usePicturePainted', () => {
  it('is painted a frame after the picture loaded, not before', async () => {
    const { result } = renderHook(() => usePicturePainted('/poster.svg'));
    expect(result.current.painted).toBe(false);
    act(() => result.current.settle());
    expect(result.current.painted).toBe(false);
    await act(async () => jest.advanceTimersByTime(50));
    expect(result.current.painted).toBe(true);
  });

  it('is painted at once when there is no picture', () => {
    const { result } = renderHook(() => usePicturePainted(null));
    expect(result.current.painted).toBe(true);
  });

  it('stops waiting for a picture that neither loads nor fails', () => {
    const { result } = renderHook(() => usePicturePainted('/poster.svg'));
    act(() => jest.advanceTimersByTime(PICTURE_WAIT_MAX_MS - 1));
    expect(result.current.painted).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.painted).toBe(true);
  });

  it('waits again for another title’s picture', async () => {
    const { result, rerender } = renderHook(({ src }) => usePicturePainted(src), {
      initialProps: { src: '/a.svg' },
    });
    act(() => result.current.settle());
    await act(async () => jest.advanceTimersByTime(50));
    expect(result.current.painted).toBe(true);
    rerender({ src: '/b.svg' });
    expect(result.current.painted).toBe(false);
  });
});

describe('usePicturePainted where the browser reports element paints', () => {
  /** A window whose PerformanceObserver reports Element Timing entries when `report` is called. */
  function reportingWindow() {
    const observers: ((entries: { identifier: string }[]) => void)[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['element', 'largest-contentful-paint'];
      constructor(private readonly callback: (list: { getEntries: () => unknown[] }) => void) {}
      observe(): void {
        observers.push((entries) => this.callback({ getEntries: () => entries }));
      }
      disconnect(): void {
        observers.length = 0;
      }
    }
    const win = {
      PerformanceObserver: FakeObserver,
      requestAnimationFrame: (callback: FrameRequestCallback) => window.setTimeout(() => callback(0), 16),
      setTimeout: (callback: () => void, ms: number) => window.setTimeout(callback, ms),
      clearTimeout: (id: number) => window.clearTimeout(id),
    } as unknown as Window;
    const report = (identifier: string) => {
      for (const observer of observers) observer([{ identifier }]);
    };
    return { win, report };
  }

  it('is painted when the browser reports the main picture painted, not a frame after it loaded', () => {
    const { win, report } = reportingWindow();
    const { result } = renderHook(() => usePicturePainted('/poster.svg', win));
    act(() => result.current.settle({ type: 'load' }));
    act(() => jest.advanceTimersByTime(200));
    // The screen may show the frame that drew it later than that frame's end.
    expect(result.current.painted).toBe(false);
    act(() => report('another-picture'));
    expect(result.current.painted).toBe(false);
    act(() => report(MAIN_PICTURE_TIMING));
    expect(result.current.painted).toBe(true);
  });

  it('is painted a frame after a picture that failed, which is never reported', async () => {
    const { win } = reportingWindow();
    const { result } = renderHook(() => usePicturePainted('/poster.svg', win));
    act(() => result.current.settle({ type: 'error' }));
    await act(async () => jest.advanceTimersByTime(50));
    expect(result.current.painted).toBe(true);
  });

  it('still stops waiting after the longest wait', () => {
    const { win } = reportingWindow();
    const { result } = renderHook(() => usePicturePainted('/poster.svg', win));
    act(() => result.current.settle({ type: 'load' }));
    act(() => jest.advanceTimersByTime(PICTURE_WAIT_MAX_MS));
    expect(result.current.painted).toBe(true);
  });
});
