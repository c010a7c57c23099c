import type { Restriction } from '@palco/contracts';

/**
 * Parental restriction levels (spec sections 3 and 7, `GET /v1/content/restriction`): a restricted profile is
 * meant for titles up to the level's age rating (the catalogue's classifications are M/3 to M/18). `message`
 * is a translation token of the server dictionaries, so each client shows it in its own language.
 */
export const RESTRICTIONS: readonly Restriction[] = [
  { id: 'M6', name: 'M/6', message: 'PROFILE_RESTRICTION_M6', value: 6 },
  { id: 'M12', name: 'M/12', message: 'PROFILE_RESTRICTION_M12', value: 12 },
  { id: 'M16', name: 'M/16', message: 'PROFILE_RESTRICTION_M16', value: 16 },
];

/** The level a kids profile gets when it is made without one. */
export const KIDS_RESTRICTION_ID = 'M6';

export const isRestrictionId = (id: string): boolean => RESTRICTIONS.some((r) => r.id === id);

/** The age a restriction level holds a profile to (`M12` is 12); null for none, or an id no level has. */
export const restrictionAge = (id: string | null): number | null =>
  RESTRICTIONS.find((r) => r.id === id)?.value ?? null;
