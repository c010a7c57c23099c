import type { Db } from '../db';
import { hashSecret } from '../auth/secrets';
import { OWN_ORIGIN, SEED_ACCOUNTS, SEED_AVATARS } from './accounts';
import { seedAffiliates } from './affiliates';
import { seedBillingHistory } from './billing-history';
import { buildCatalogue } from './catalogue';
import { buildChannels } from './channels';
import { insertRows } from './insert-rows';
import { SEED_PLANS } from './plans';
import { buildLayout } from './screens';
import { SEED_SETTINGS } from './settings';
import { SERVER_TRANSLATIONS } from './translations';
import { seedVouchers } from './vouchers';

const json = (value: unknown): string => JSON.stringify(value);

/** Fills an empty database with the demo data; returns false when it already holds it. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM settings');
  if (row && row.n > 0) return false;
  await seed(db);
  return true;
}

async function seed(db: Db): Promise<void> {
  const catalogue = buildCatalogue();
  const channels = buildChannels();
  const layout = buildLayout(catalogue, channels);
  // Hashing is the slow part of seeding, so it runs before the transaction and in parallel.
  const accounts = await Promise.all(
    SEED_ACCOUNTS.map(async (account) => ({
      ...account,
      passwordHash: await hashSecret(account.password),
      profiles: await Promise.all(
        account.profiles.map(async (p) => ({ ...p, pinHash: p.pin ? await hashSecret(p.pin) : null })),
      ),
    })),
  );

  const seededAt = new Date().toISOString();

  await db.transaction(async (tx) => {
    await insertRows(
      tx,
      'settings',
      ['key', 'value'],
      Object.entries(SEED_SETTINGS).map(([key, value]) => [key, json(value)]),
      ['value'],
    );
    await insertRows(
      tx,
      'translations',
      ['locale', 'key', 'value'],
      Object.entries(SERVER_TRANSLATIONS).flatMap(([locale, dict]) =>
        Object.entries(dict).map(([key, value]) => [locale, key, value]),
      ),
    );
    await insertRows(
      tx,
      'plans',
      [
        'id',
        'position',
        'name',
        'description',
        'price',
        'full_price',
        'renewal_price',
        'currency',
        'highlight',
        'period_type',
        'payment_methods',
        'max_streams',
      ],
      SEED_PLANS.map((p, i) => [
        p.id,
        i + 1,
        p.name,
        p.description,
        p.price,
        p.full_price,
        p.renewal_price,
        p.currency,
        p.highlight,
        p.period_type,
        json(p.payment_methods),
        p.max_streams,
      ]),
      ['payment_methods'],
    );

    const itemColumns = [
      'id',
      'type',
      'title',
      'short_description',
      'description',
      'year',
      'images',
      'cast_members',
      'creator',
      'duration',
      'genre',
      'trailer_id',
      'media_id',
      'rating',
      'classification',
      'premium',
      'exclusive',
      'label',
      'action_type',
      'action_value',
      'audio_formats',
      'subtitle_formats',
      'series_id',
      'season_id',
      'episode_number',
      'release_date',
      'release_offset',
      'premium_end_offset',
      'dynamic_label',
      'intro_start',
      'intro_end',
      'recap_start',
      'recap_end',
      'next_episode_at',
      'search_text',
    ];
    const itemRow = (i: (typeof catalogue.items)[number]) => [
      i.id,
      i.type,
      i.title,
      i.short_description,
      i.description,
      i.year,
      json(i.images),
      json(i.cast),
      json(i.creator),
      i.duration,
      json(i.genre),
      i.trailer_id,
      i.media_id,
      i.rating,
      i.classification,
      i.premium,
      i.exclusive,
      i.label,
      i.action_type,
      i.action_value,
      json(i.audio_formats),
      json(i.subtitle_formats),
      i.series_id,
      i.season_id,
      i.episode_number,
      i.release_date,
      i.release_offset,
      i.premium_end_offset,
      i.dynamic_label,
      i.marks?.intro?.start ?? null,
      i.marks?.intro?.end ?? null,
      i.marks?.recap?.start ?? null,
      i.marks?.recap?.end ?? null,
      i.marks?.next_episode ?? null,
      i.search_text,
    ];
    const jsonItemColumns = [
      'images',
      'cast_members',
      'creator',
      'genre',
      'audio_formats',
      'subtitle_formats',
    ];
    // Seasons reference their series and episodes reference their season, hence three steps.
    const episodes = catalogue.items.filter((i) => i.type === 'EPISODE');
    const titles = catalogue.items.filter((i) => i.type !== 'EPISODE');
    await insertRows(tx, 'items', itemColumns, titles.map(itemRow), jsonItemColumns);
    await insertRows(
      tx,
      'seasons',
      ['id', 'series_id', 'season', 'name'],
      catalogue.seasons.map((s) => [s.id, s.series_id, s.season, s.name]),
    );
    await insertRows(tx, 'items', itemColumns, episodes.map(itemRow), jsonItemColumns);

    await insertRows(
      tx,
      'channels',
      ['id', 'position', 'name', 'logo', 'media_id', 'dvr', 'fast'],
      channels.map((c) => [c.id, c.position, c.name, c.logo, c.media_id, c.dvr, c.fast]),
    );
    await insertRows(
      tx,
      'screens',
      ['id', 'name'],
      layout.screens.map((s) => [s.id, s.name]),
    );
    await insertRows(
      tx,
      'sections',
      ['id', 'position', 'name', 'slug', 'screen_id', 'sub_menu'],
      layout.sections.map((s) => [s.id, s.position, s.name, s.slug, s.screen_id, json(s.sub_menu)]),
      ['sub_menu'],
    );
    await insertRows(
      tx,
      'rails',
      [
        'id',
        'screen_id',
        'position',
        'name',
        'widget_type',
        'design_type',
        'card_display',
        'show_name',
        'progress',
        'source',
      ],
      layout.rails.map((r) => [
        r.id,
        r.screen_id,
        r.position,
        r.name,
        r.widget_type,
        r.design_type,
        r.card_display,
        r.show_name,
        r.progress,
        r.source,
      ]),
    );
    await insertRows(
      tx,
      'rail_entries',
      ['rail_id', 'position', 'item_id', 'channel_id'],
      layout.rails.flatMap((r) => [
        ...r.item_ids.map((id, i) => [r.id, i + 1, id, null]),
        ...r.channel_ids.map((id, i) => [r.id, r.item_ids.length + i + 1, null, id]),
      ]),
    );

    await insertRows(
      tx,
      'avatars',
      ['id', 'position', 'name', 'url'],
      SEED_AVATARS.map((a) => [a.id, a.position, a.name, a.url]),
    );
    await insertRows(
      tx,
      'accounts',
      [
        'id',
        'email',
        'password_hash',
        'first_name',
        'last_name',
        'country',
        'city',
        'birthday',
        'gender',
        'phone',
        'completed',
        'is_multi_profile',
        'premium',
        'origin',
        'activated_at',
        'terms_accepted_at',
      ],
      accounts.map((a) => [
        a.id,
        a.email,
        a.passwordHash,
        a.first_name,
        a.last_name,
        'PT',
        a.city,
        a.birthday,
        a.gender,
        a.phone,
        true,
        a.profiles.length > 1,
        a.premium,
        OWN_ORIGIN,
        // The demo accounts are ready to use: activated, terms accepted.
        seededAt,
        seededAt,
      ]),
    );
    await insertRows(
      tx,
      'profiles',
      [
        'id',
        'account_id',
        'position',
        'name',
        'avatar_id',
        'locale',
        'pin_hash',
        'is_master',
        'kids',
        'restriction_id',
      ],
      accounts.flatMap((a) =>
        a.profiles.map((p, i) => [
          p.id,
          a.id,
          i + 1,
          p.name,
          p.avatar_id,
          p.locale,
          p.pinHash,
          p.is_master,
          p.kids ?? false,
          p.restriction_id ?? null,
        ]),
      ),
    );
    await seedVouchers(tx);
    await seedAffiliates(tx);
    await seedBillingHistory(tx, Date.now());
  });
}
