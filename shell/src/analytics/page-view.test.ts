import { bus, getDeviceId, PAGE_VIEW_DELAY_MS, sessionStore } from '@palco/shared';
import { makeAccount } from '@palco/shared/testing';
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

  it('carries the device info, with the account signed in when the page is viewed', () => {
    const stop = trackPageViews(window);
    sessionStore.getState().setAccount(makeAccount({ id: 'acc-7', premium: true }));
    window.dispatchEvent(new Event('single-spa:routing-event'));
    jest.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    expect(window.dataLayer?.at(-1)).toEqual({
      event: 'page_view',
      page_path: '/',
      page_title: '',
      device_id: getDeviceId(),
      platform: 'Web',
      device_type: 'Other',
      user_id: 'acc-7',
      premium: '1',
      locale: 'pt_PT',
    });
    stop();
    sessionStore.getState().clear();
  });
});
