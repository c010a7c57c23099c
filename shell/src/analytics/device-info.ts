import { ANALYTICS_STRING_MAX, getDeviceId, i18n, sessionStore } from '@palco/shared';
import { type BrowserNavigator, browserName } from './browser-name';

/** Cuts an analytics value to the spec's 99 characters (section 3). */
export const cutAnalytics = (value: string): string => value.slice(0, ANALYTICS_STRING_MAX);

function deviceId(): string {
  try {
    return getDeviceId();
  } catch {
    // Storage can be unavailable (private mode, sandboxed frames): the event still goes, without the id.
    return '';
  }
}

/**
 * Spec section 3's device info, read when each event is pushed, so it follows sign-in, sign-out, a plan
 * bought and a language chosen: the device id the site keeps, platform 'Web', the browser's name, the
 * signed-in account's id ('' for a visitor) and whether it is premium ('1' or '0'), and the language shown.
 * Each value cut to 99 characters.
 */
export function deviceInfo(nav: BrowserNavigator = navigator): Record<string, string> {
  const account = sessionStore.getState().account;
  const info = {
    device_id: deviceId(),
    platform: 'Web',
    device_type: browserName(nav),
    user_id: account?.id ?? '',
    premium: account?.premium ? '1' : '0',
    locale: i18n.language,
  };
  return Object.fromEntries(Object.entries(info).map(([key, value]) => [key, cutAnalytics(value)]));
}
