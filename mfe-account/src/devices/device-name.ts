import type { TFunction } from 'i18next';
import type { Device } from '@palco/contracts';

/** A device as the viewer reads it: "Chrome em Linux", or whichever part is known. */
export function deviceName(t: TFunction, device: Pick<Device, 'browser' | 'os'>): string {
  const { browser, os } = device;
  if (browser && os) return t('ACCOUNT_DEVICE_NAME', { browser, os });
  return browser ?? os ?? t('ACCOUNT_DEVICE_UNKNOWN');
}

const PLATFORM_KEYS: Readonly<Record<string, string>> = {
  web: 'ACCOUNT_DEVICE_PLATFORM_WEB',
  tv: 'ACCOUNT_DEVICE_PLATFORM_TV',
  android: 'ACCOUNT_DEVICE_PLATFORM_ANDROID',
  ios: 'ACCOUNT_DEVICE_PLATFORM_IOS',
};

/** The platform (`x-device-platform`) in words: the known ones translated, any other named as sent. */
export function platformName(t: TFunction, platform: string | null): string | null {
  if (!platform) return null;
  const key = PLATFORM_KEYS[platform.toLowerCase()];
  return key ? t(key) : t('ACCOUNT_DEVICE_PLATFORM_OTHER', { platform });
}

/** A moment in seconds, in the viewer's language and time zone (date and time). */
export function formatSeen(seconds: number, languageTag: string): string {
  return new Intl.DateTimeFormat(languageTag, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(seconds * 1000),
  );
}
