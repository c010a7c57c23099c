import { randomBytes } from 'node:crypto';
import type { Account } from '@palco/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { notFound } from '../http/errors';
import { OWN_ORIGIN } from '../seed/accounts';
import { resolveLocale, type ServerLocale } from '../seed/translations';

/** An account as stored (001_initial.sql, 003_accounts.sql). */
export interface AccountRow {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  country: string;
  city: string | null;
  birthday: string | null;
  gender: Account['gender'];
  phone: string | null;
  username: string | null;
  photo_url: string | null;
  completed: boolean;
  is_multi_profile: boolean;
  premium: boolean;
  affiliate: string | null;
  origin: string | null;
  activated_at: string | Date | null;
  terms_accepted_at: string | Date | null;
  marketing_optin: boolean;
  /** An address the account asked to change to, until the code mailed to it comes back. */
  pending_email: string | null;
}

/** An id no one can guess or count through: an account's own, and its profiles'. */
export const newId = (prefix: string): string => `${prefix}-${randomBytes(12).toString('base64url')}`;

/**
 * A new account's first profile: the master, named `name` until the viewer renames it, wearing the first
 * avatar, in `locale`.
 */
export async function insertMasterProfile(
  tx: Db,
  accountId: string,
  name: string,
  locale: ServerLocale,
): Promise<string> {
  const id = newId('pf');
  await tx.query(
    `INSERT INTO profiles (id, account_id, position, name, avatar_id, locale, is_master)
     VALUES ($1, $2, 1, $3, (SELECT id FROM avatars ORDER BY position LIMIT 1), $4, true)`,
    [id, accountId, name, locale],
  );
  return id;
}

export async function accountById(db: Db, id: string): Promise<AccountRow | undefined> {
  const [row] = await db.query<AccountRow>('SELECT * FROM accounts WHERE id = $1', [id]);
  return row;
}

/** By e-mail as registration stores it: trimmed and lower-cased (spec section 5). */
export async function accountByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  const [row] = await db.query<AccountRow>('SELECT * FROM accounts WHERE lower(email) = $1', [email]);
  return row;
}

/** An account whose origin is set and is not the product's own came through an operator (spec section 3). */
export const isOperatorAccount = (row: Pick<AccountRow, 'origin'>): boolean =>
  row.origin !== null && row.origin !== OWN_ORIGIN;

/**
 * Whether the complete-profile popup is done with (spec section 4): an operator account needs an e-mail;
 * any other a full name and the accepted terms.
 */
export function isCompleted(
  row: Pick<AccountRow, 'origin' | 'email' | 'first_name' | 'last_name' | 'terms_accepted_at'>,
): boolean {
  if (isOperatorAccount(row)) return row.email.length > 0;
  return row.first_name.length > 0 && row.last_name.length > 0 && row.terms_accepted_at !== null;
}

/** `GET /v1/account`'s answer, also that of `PUT /v1/account`. */
export async function accountView(db: Db, accountId: string): Promise<Account> {
  const row = await accountById(db, accountId);
  if (!row) throw notFound();
  const profiles = await db.query<{
    id: string;
    name: string;
    is_master: boolean;
    avatar_url: string | null;
  }>(
    `SELECT p.id, p.name, p.is_master, a.url AS avatar_url
     FROM profiles p LEFT JOIN avatars a ON a.id = p.avatar_id
     WHERE p.account_id = $1 ORDER BY p.position`,
    [accountId],
  );
  const master = profiles.find((p) => p.is_master);
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    country: row.country,
    city: row.city,
    birthday: row.birthday,
    gender: row.gender,
    phone: row.phone,
    username: row.username,
    photo_url: row.photo_url,
    avatar: master?.avatar_url ? { url: master.avatar_url } : null,
    completed: row.completed,
    // Multi-profile once it has several profiles (as the seed has it), so choosing who is watching and the
    // header's profile switch follow the profiles the account has.
    is_multi_profile: profiles.length > 1,
    premium: row.premium,
    affiliate: row.affiliate,
    profiles: profiles.map((p) => ({ id: p.id, name: p.name })),
    extraParameters: { origin: row.origin },
    activated: row.activated_at !== null,
    optin: row.marketing_optin,
    pending_email: row.pending_email,
  };
}

/** The language of an account's mails: its master profile's (spec section 4), else pt_PT. */
export async function mailLocaleOf(db: Db, accountId: string): Promise<ServerLocale> {
  const [row] = await db.query<{ locale: string }>(
    'SELECT locale FROM profiles WHERE account_id = $1 ORDER BY is_master DESC, position LIMIT 1',
    [accountId],
  );
  return (row && resolveLocale(row.locale)) || 'pt_PT';
}

/** A language tag (`en-GB`, `fr`) as one of the server's, trying its primary language too. */
function localeOfTag(tag: string): ServerLocale | null {
  const clean = tag.trim();
  if (!/^[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8})*$/.test(clean)) return null;
  return resolveLocale(clean) ?? resolveLocale(clean.split(/[-_]/)[0] ?? '');
}

/**
 * The language a visitor signs up in: the `locale` the page sends (its interface language), else the
 * browser's `Accept-Language` in its order of preference, else pt_PT (spec section 1).
 */
export function signupLocale(request: FastifyRequest, sent: string | null | undefined): ServerLocale {
  const fromPage = sent ? localeOfTag(sent) : null;
  if (fromPage) return fromPage;
  const header = request.headers['accept-language'];
  const ranked = (typeof header === 'string' ? header : '')
    .split(',')
    .slice(0, 20)
    .map((entry, index) => {
      const [tag = '', ...params] = entry.split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      );
      return { tag, q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return 'pt_PT';
}
