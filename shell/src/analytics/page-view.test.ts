import { bus, PAGE_VIEW_DELAY_MS } from '@palco/shared';
import { trackPageViews } from './page-view';

describe('page-view analytics', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('pushes one page view 250 ms after the last route change', () => {
    const seen: string[] = [];
    const onView = ({ path }: { path: string }): void => void seen.push(path);
    bus.on('analytics:page-view', onView);
    const stop = trackPageViews(window);
    window.dispatchEvent(new Event('single-spa:routing-event'));
    jest.advanceTimersByTime(100);
    window.dispatchEvent(new Event('single-spa:routing-event'));
    jest.advanceTimersByTime(PAGE_VIEW_DELAY_MS - 1);
    expect(seen).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(seen).toEqual(['/']);
    expect(window.dataLayer?.at(-1)).toMatchObject({ event: 'page_view', page_path: '/' });
    stop();
    bus.off('analytics:page-view', onView);
  });
});
