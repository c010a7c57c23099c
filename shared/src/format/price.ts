import type { Currency, PeriodType } from '@palco/contracts';

/** Formats a price in the viewer's language, e.g. "6,99 €" in Portuguese. */
export function formatPrice(price: number, currency: Currency, locale: string): string {
  return new Intl.NumberFormat(locale.replace('_', '-'), { style: 'currency', currency }).format(price);
}

/** A numeric period of 365 means yearly and 30 monthly (spec section 3). */
export function toPeriodType(period: PeriodType | number): PeriodType {
  if (typeof period === 'string') return period;
  if (period >= 365) return 'Y';
  if (period >= 28) return 'M';
  if (period >= 7) return 'W';
  return 'D';
}
