/** When support answers (spec section 1): weekdays 9h–19h and Saturdays 9h–17h, GMT. */
export interface SupportHours {
  /** Translation key naming the days. */
  daysKey: string;
  opens: number;
  closes: number;
}

export const SUPPORT_HOURS: readonly SupportHours[] = [
  { daysKey: 'SHELL_CONTACTS_WEEKDAYS', opens: 9, closes: 19 },
  { daysKey: 'SHELL_CONTACTS_SATURDAYS', opens: 9, closes: 17 },
];

export const SUPPORT_TIME_ZONE = 'GMT';
