import { accountErrorCodes } from '@palco/contracts';
import type { Db } from '../db';
import { HttpError } from '../http/errors';
import { SERVER_TRANSLATIONS } from '../seed/translations';

// Affiliates (spec sections 1, 2 and 4; migration 017): the partners whose sign-up and subscribe routes
// carry their marker. The marker reaches the API in the plans call (`?affiliate=`), which then answers the
// affiliate's own plans, and in the sign-up, which keeps it on the account.

/**
 * 400 `unknown_affiliate`: a marker that names no affiliate, or one whose offer has ended (inactive). The
 * message never repeats the marker, which came from the address bar.
 */
export const unknownAffiliate = (): HttpError =>
  new HttpError(
    400,
    accountErrorCodes.unknownAffiliate,
    SERVER_TRANSLATIONS.pt_PT.SERVER_ERROR_UNKNOWN_AFFILIATE,
  );

/** Markers are the affiliates' ids as the routes spell them (`nos`); `NOS` from a hand-typed link is the same. */
export const normaliseAffiliate = (marker: string): string => marker.trim().toLowerCase();

/** The id of the active affiliate `marker` names, or 400 `unknown_affiliate`. */
export async function activeAffiliate(db: Db, marker: string): Promise<string> {
  const [row] = await db.query<{ id: string }>('SELECT id FROM affiliates WHERE id = $1 AND active', [
    normaliseAffiliate(marker),
  ]);
  if (!row) throw unknownAffiliate();
  return row.id;
}
