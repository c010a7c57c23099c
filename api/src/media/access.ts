import { SERVICE_TIME_ZONE } from '@palco/contracts';
import type { Session } from '../auth/sessions';
import { loadItem } from '../content/items';
import { UNRESTRICTED, withinRestriction } from '../content/viewing-rules';
import type { Db } from '../db';
import { isCatchupKept } from '../epg/catchup';
import { findProgramme, parseProgrammeId } from '../epg/programmes';
import { contentRestricted, HttpError, notFound } from '../http/errors';
import { SERVER_TRANSLATIONS } from '../seed/translations';
import { HOME_COUNTRY } from './viewer-country';

/** Messages in the service's default language, as every error of the API (http/errors.ts). */
const messages = SERVER_TRANSLATIONS.pt_PT;

const CATCHUP_PREFIX = 'catchup-';

/** What a media id plays, with what the rules of who may have it read (spec section 4, content access). */
export interface MediaTarget {
  kind: 'trailer' | 'vod' | 'live' | 'catchup';
  premium: boolean;
  /** Epoch seconds before which nobody may have it: a title's release, a programme's start. */
  availableFrom: number | null;
  /** Epoch seconds until which only premium viewers may have it (`premium_end_date`). */
  premiumUntil: number | null;
  /**
   * The age rating a restricted profile is held to: the title's (a trailer's is its title's), the recorded
   * programme's. Absent for live channels, which a restriction does not reach.
   */
  classification?: string | null;
  /** A live channel's kind, for section 9's live time limits: FAST (`channels.fast`) or linear. */
  channel?: 'fast' | 'linear';
}

/**
 * Who asks: whether the account is premium (false for a visitor), the country they are in, and the age
 * their profile's parental restriction holds them to (none for visitors and unrestricted profiles).
 */
export interface MediaViewer {
  premium: boolean;
  country: string;
  maxAge?: number | null;
}

const releaseFormat = new Intl.DateTimeFormat('pt-PT', {
  timeZone: SERVICE_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** Content before its release answers 301 with the moment it opens (spec section 8). */
export function notYetAvailable(openSeconds: number): HttpError {
  const when = releaseFormat.format(new Date(openSeconds * 1000));
  return new HttpError(301, 301, `${messages.SERVER_ERROR_301} (${when})`);
}

/**
 * Section 8's "country not allowed". 451, Unavailable For Legal Reasons (RFC 7725), is the status made for
 * it, and the clients look a server error's words up by status (`SERVER_ERROR_451`), so the viewer reads
 * the catalogue's sentence in their language.
 */
export const countryNotAllowed = (): HttpError =>
  new HttpError(451, 'country_not_allowed', messages.SERVER_ERROR_451);

/**
 * Why `viewer` may not have the stream of `target` at `nowSeconds`, or null when they may, in the order
 * of spec section 4:
 *
 * - First (beyond the spec), a restricted profile gets no stream of a title its restriction keeps from it,
 *   its trailer included (403 `content_restricted`): the restriction is the profile's, whatever the rest
 *   of the rules would say, and the catalogue calls never showed it the title.
 * - Trailers are for everyone, everywhere: they sell the catalogue, including to viewers it cannot serve.
 * - Access only where the viewer is in the home country or the account is premium (451).
 * - Nothing before its release or its programme's start, premium viewers included (301 with the moment).
 * - Premium content with a `premium_end_date` still ahead is premium viewers' only: the others get the
 *   same 301 with the moment it opens to them (section 4: "premium content with a premium_end_date shows
 *   that message to non-premium users"). Past that moment it has left the premium tier and is free.
 * - Other premium content is not refused to visitors and free viewers: section 4 lets a non-premium viewer
 *   on premium VOD watch until their progress reaches the `video_time_limit` setting (then the
 *   subscription popup; need-registration first for a visitor), and section 6 grants visitors and free
 *   users premium content "limited" by that time. So the stream is handed out here, and the time limits
 *   are the server's to apply after these rules (media/allowance.ts): what is left of the title's and the
 *   day's allowance, `403 time_limit_reached` once nothing is, and a stream of the title's allowed part.
 *   A premium programme's catch-up plays as VOD (the past-EPG-as-VOD flag) and is treated alike.
 *
 * Live channels carry no premium flag in the spec (section 3), so they follow the country rule only; the
 * live time limits of the settings come with the other limits. A channel airs programmes of every rating
 * in turn, and the guide is a schedule rather than the programmes, so a restriction reaches neither; it
 * does reach a programme's recording (catch-up), which carries the programme's rating.
 */
export function accessRefusal(
  target: MediaTarget,
  viewer: MediaViewer,
  nowSeconds: number,
): HttpError | null {
  const maxAge = viewer.maxAge ?? null;
  if (target.classification !== undefined && !withinRestriction(target.classification, maxAge)) {
    return contentRestricted();
  }
  if (target.kind === 'trailer') return null;
  if (viewer.country !== HOME_COUNTRY && !viewer.premium) return countryNotAllowed();
  if (target.availableFrom !== null && target.availableFrom > nowSeconds) {
    return notYetAvailable(target.availableFrom);
  }
  if (target.premium && !viewer.premium && target.premiumUntil !== null && target.premiumUntil > nowSeconds) {
    return notYetAvailable(target.premiumUntil);
  }
  return null;
}

/** A past programme of a recording channel, kept 15 days (spec section 9), from its catch-up media id. */
async function findCatchup(db: Db, id: string, nowSeconds: number): Promise<MediaTarget | null> {
  const programmeId = id.startsWith(CATCHUP_PREFIX) ? id.slice(CATCHUP_PREFIX.length) : '';
  const channelId = parseProgrammeId(programmeId)?.channelId ?? '';
  const [channel] = await db.query<{ id: string; logo: string }>(
    'SELECT id, logo FROM channels WHERE id = $1 AND dvr',
    [channelId],
  );
  const programme = channel ? findProgramme({ ...channel, dvr: true }, programmeId) : null;
  if (!programme || !isCatchupKept(programme, nowSeconds)) return null;
  return {
    kind: 'catchup',
    premium: programme.premium,
    availableFrom: programme.start_date,
    premiumUntil: null,
    classification: programme.classification,
  };
}

/**
 * What media `id` plays: an item's video or trailer, a channel's stream or a kept programme's
 * recording; null when it is none of them.
 */
export async function findMediaTarget(db: Db, id: string, nowMs: number): Promise<MediaTarget | null> {
  const [item] = await db.query<{ id: string; trailer: boolean; classification: string | null }>(
    'SELECT id, trailer_id = $1 AS trailer, classification FROM items WHERE media_id = $1 OR trailer_id = $1',
    [id],
  );
  if (item?.trailer) {
    return {
      kind: 'trailer',
      premium: false,
      availableFrom: null,
      premiumUntil: null,
      classification: item.classification,
    };
  }
  if (item) {
    const loaded = await loadItem(db, item.id, { nowMs, viewer: null, rules: UNRESTRICTED });
    if (!loaded) return null;
    return {
      kind: 'vod',
      premium: loaded.premium,
      availableFrom: loaded.release_date,
      premiumUntil: loaded.premium_end_date,
      classification: item.classification,
    };
  }
  const [live] = await db.query<{ id: string; fast: boolean }>(
    'SELECT id, fast FROM channels WHERE media_id = $1',
    [id],
  );
  if (live) {
    return {
      kind: 'live',
      premium: false,
      availableFrom: null,
      premiumUntil: null,
      channel: live.fast ? 'fast' : 'linear',
    };
  }
  return findCatchup(db, id, Math.floor(nowMs / 1000));
}

/** Whether the caller's account is premium; a visitor's is not. */
export async function isPremiumSession(db: Db, session: Session | null): Promise<boolean> {
  if (!session) return false;
  const [account] = await db.query<{ premium: boolean }>('SELECT premium FROM accounts WHERE id = $1', [
    session.accountId,
  ]);
  return account?.premium ?? false;
}

/** Throws 404 when `id` plays nothing, else the rules' refusal when there is one. */
export async function assertMayHaveStream(
  db: Db,
  id: string,
  viewer: MediaViewer,
  nowMs: number,
): Promise<MediaTarget> {
  const target = await findMediaTarget(db, id, nowMs);
  if (!target) throw notFound();
  const refusal = accessRefusal(target, viewer, Math.floor(nowMs / 1000));
  if (refusal) throw refusal;
  return target;
}
