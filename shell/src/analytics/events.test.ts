import { bus, changeLocale, DEFAULT_LOCALE, getDeviceId, sessionStore } from '@palco/shared';
import { makeAccount } from '@palco/shared/testing';
import { forwardAnalyticsEvents } from './events';

const CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const SAMSUNG =
  'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36';

describe('analytics events from any app', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    stop = forwardAnalyticsEvents(window);
    window.dataLayer = [];
  });
  afterEach(async () => {
    stop();
    sessionStore.getState().clear();
    jest.restoreAllMocks();
    await changeLocale(DEFAULT_LOCALE);
  });

  const lastPush = (): Record<string, unknown> | undefined => window.dataLayer?.at(-1);

  it('reach the data layer, with every string cut to 99 characters', () => {
    bus.emit('analytics:event', {
      event: 'enter_with_operator',
      params: { operator: 'meo', long: 'x'.repeat(150) },
    });
    expect(window.dataLayer).toEqual([
      expect.objectContaining({ event: 'enter_with_operator', operator: 'meo', long: 'x'.repeat(99) }),
    ]);
    stop();
    bus.emit('analytics:event', { event: 'after_stop' });
    expect(window.dataLayer).toHaveLength(1);
  });

  it('carry a visitor’s device info: the stored device id, Web, the browser, no account, not premium, the language', () => {
    jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(CHROME);
    bus.emit('analytics:event', { event: 'subscribe_start', params: { plan_id: 'plan-monthly' } });
    expect(window.dataLayer).toEqual([
      {
        event: 'subscribe_start',
        plan_id: 'plan-monthly',
        device_id: getDeviceId(),
        platform: 'Web',
        device_type: 'Chrome',
        user_id: '',
        premium: '0',
        locale: 'pt_PT',
      },
    ]);
  });

  it('use the one device id the site keeps, on every event', () => {
    bus.emit('analytics:event', { event: 'first' });
    bus.emit('analytics:event', { event: 'second' });
    const [first, second] = window.dataLayer ?? [];
    expect(first?.device_id).toEqual(expect.any(String));
    expect(first?.device_id).not.toBe('');
    expect(second?.device_id).toBe(first?.device_id);
    expect(first?.device_id).toBe(getDeviceId());
  });

  it('follow who is signed in, whether the account is premium, and the language, as they change', async () => {
    jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(SAMSUNG);
    sessionStore.getState().setAccount(makeAccount({ id: 'acc-42', premium: true }));
    await changeLocale('en');
    bus.emit('analytics:event', { event: 'signed_in' });
    expect(lastPush()).toMatchObject({
      user_id: 'acc-42',
      premium: '1',
      locale: 'en',
      device_type: 'Samsung Internet',
    });

    sessionStore.getState().setAccount(makeAccount({ id: 'acc-42', premium: false }));
    bus.emit('analytics:event', { event: 'cancelled' });
    expect(lastPush()).toMatchObject({ user_id: 'acc-42', premium: '0' });

    sessionStore.getState().clear();
    bus.emit('analytics:event', { event: 'signed_out' });
    expect(lastPush()).toMatchObject({ user_id: '', premium: '0' });
  });

  it('cut the device info to 99 characters too', () => {
    sessionStore.getState().setAccount(makeAccount({ id: 'a'.repeat(150) }));
    bus.emit('analytics:event', { event: 'long_id' });
    expect(lastPush()?.user_id).toBe('a'.repeat(99));
  });

  it('keep the live device info whatever an app puts in its params, and the event its own name', () => {
    sessionStore.getState().setAccount(makeAccount({ id: 'acc-42', premium: false }));
    bus.emit('analytics:event', {
      event: 'spoof',
      params: {
        event: 'other_event',
        user_id: 'someone-else',
        premium: '1',
        device_id: 'another-device',
        platform: 'iOS',
        device_type: 'Firefox',
        locale: 'fr_FR',
        plan_id: 'plan-monthly',
      },
    });
    expect(lastPush()).toMatchObject({
      event: 'spoof',
      user_id: 'acc-42',
      premium: '0',
      device_id: getDeviceId(),
      platform: 'Web',
      device_type: 'Other',
      locale: 'pt_PT',
      plan_id: 'plan-monthly',
    });
  });
});
