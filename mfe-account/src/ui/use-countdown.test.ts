import { act, renderHook } from '@testing-library/react';
import { useCountdown } from './use-countdown';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useCountdown', () => {
  it('counts down whole seconds and runs onEnd once at 0', () => {
    const onEnd = jest.fn();
    const { result } = renderHook(() => useCountdown(onEnd));
    expect(result.current.remaining).toBe(0);
    act(() => result.current.start(5));
    expect(result.current.remaining).toBe(5);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(4);
    act(() => jest.advanceTimersByTime(3500));
    expect(result.current.remaining).toBe(1);
    expect(onEnd).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(0);
    act(() => jest.advanceTimersByTime(5000));
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('stops without running onEnd, and starts again from the top', () => {
    const onEnd = jest.fn();
    const { result } = renderHook(() => useCountdown(onEnd));
    act(() => result.current.start(60));
    act(() => jest.advanceTimersByTime(10_000));
    act(() => result.current.stop());
    expect(result.current.remaining).toBe(0);
    act(() => jest.advanceTimersByTime(60_000));
    expect(onEnd).not.toHaveBeenCalled();
    act(() => result.current.start(60));
    expect(result.current.remaining).toBe(60);
  });
});
