import type { Locale } from '@palco/shared';
import { SERVICE_TIME_ZONE } from '@palco/contracts';

// Release and premium-end moments are shown in the service's time zone (spec section 4).

const INTL_LOCALE: Readonly<Record<Locale, string>> = { pt_PT: 'pt-PT', en: 'en-GB', fr_FR: 'fr-FR' };

export interface MomentParts {
  day: string;
  month: string;
  time: string;
}

/**
 * A moment in seconds as the day, the month's name and the 24-hour time in Lisbon, in the viewer's
 * language, e.g. `{ day: '25', month: 'dezembro', time: '21:30' }`.
 */
export function momentParts(seconds: number, locale: Locale): MomentParts {
  const date = new Date(seconds * 1000);
  const parts = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    timeZone: SERVICE_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? '';
  return { day: part('day'), month: part('month'), time: `${part('hour')}:${part('minute')}` };
}
