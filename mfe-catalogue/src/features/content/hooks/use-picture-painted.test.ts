import { act, renderHook } from '@testing-library/react';
import { PICTURE_WAIT_MAX_MS, usePicturePainted } from './use-picture-painted';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('usePicturePainted', () => {
  it('is painted a frame after the picture loaded, not before', () => {
    const { result } = renderHook(() => usePicturePainted('/poster.svg'));
    expect(result.current.painted).toBe(false);
    act(() => result.current.settle());
    expect(result.current.painted).toBe(false);
    act(() => jest.advanceTimersByTime(50));
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

  it('waits again for another title’s picture', () => {
    const { result, rerender } = renderHook(({ src }) => usePicturePainted(src), {
      initialProps: { src: '/a.svg' },
    });
    act(() => result.current.settle());
    act(() => jest.advanceTimersByTime(50));
    expect(result.current.painted).toBe(true);
    rerender({ src: '/b.svg' });
    expect(result.current.painted).toBe(false);
  });
});
