import {
  paymentMethodEnabled,
  type Plan,
  type PlanList,
  type Screen,
  type Section,
  type SectionList,
  type Settings,
  type Translations,
} from '@palco/contracts';
import { z } from 'zod';
import { activeAffiliate } from '../accounts/affiliates';
import { cardScreen } from '../content/cards';
import { loadFilterPage, sectionOfFilter } from '../content/filters';
import { type ItemContext, loadItems } from '../content/items';
import { loadPlaylistPage, loadScreen } from '../content/rails';
import { foldForSearch } from '../content/search-text';
import { loadSettings } from '../content/settings';
import { mayWatchSql } from '../content/viewing-rules';
import type { Deps } from '../deps';
import { notFound } from '../http/errors';
import { prepareAnswer, sendPrepared, varyBy } from '../http/prepared-answer';
import { PublicAnswers } from '../http/public-answers';
import { CursorQuery, IdParams, NoQuery, typedText, type Api } from '../http/schema';
import { VIEWER_COUNTRY_HEADER, viewerCountry } from '../media/viewer-country';
import { resolveLocale } from '../seed/translations';
import { answerFor } from './request-context';

interface SectionRow {
  id: string;
  name: string;
  slug: string;
  screen_id: string;
  sub_menu: Section['sub_menu'];
}

const SECTION_COLUMNS = 'id, name, slug, screen_id, sub_menu';

const toSection = (row: SectionRow): Section => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  screen: row.screen_id,
  sub_menu: row.sub_menu,
});

const SEARCH_LIMIT = 100;
const SearchParams = z.object({ query: typedText(100).trim().min(1) });
/** `pt`, `pt_PT`, `pt-PT`: a language and perhaps a region. */
const LocaleParams = z.object({ locale: z.string().regex(/^[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,4})?$/) });
/** Whole numbers written in digits only: `page=1e3`, `page=0x10` or `page=` are refused, not read. */
const digits = z
  .string()
  .regex(/^\d{1,6}$/, 'must be a whole number')
  .transform(Number);
/** Filter pages count from 1; `size` defaults to settings `page_size`. */
const FilterQuery = z.object({
  page: digits.pipe(z.number().int().min(1).max(10_000)).default(1),
  size: digits.pipe(z.number().int().min(1).max(100)).optional(),
});
/** The optional `affiliate` of the plans call: an affiliate's marker, as its routes carry it. */
const PlanQuery = z.object({
  affiliate: z
    .string()
    .regex(/^[\w.~-]{1,64}$/)
    .optional(),
});

/** Configuration, dictionaries, plans, and the browsable catalogue: sections, screens, rails, search. */
export function catalogueRoutes(app: Api, deps: Deps): void {
  const { db } = deps;
  const publicAnswers = new PublicAnswers(deps.now);

  /**
   * The settings, with `visitor_country`: where the caller is, from the CDN's viewer-country header when
   * it is believed (media/viewer-country.ts). The answer differs by that header, which the CDN adds on its
   * way in, so it says `Vary: CloudFront-Viewer-Country` and is `private`: a shared cache that did not key
   * on the header (CloudFront only does when its cache policy names it) would hand one country's answer to
   * every other. Browsers keep it and revalidate it on each use (`no-cache`) with its ETag, which differs
   * by country since the body does; it is small and read once per page load. It does not depend on who
   * is signed in: a signed-in viewer's country for the layout is the account's own (`GET /v1/account`).
   */
  app.get('/v1/setting', { schema: { querystring: NoQuery } }, async (request, reply) => {
    const settings: Settings = {
      ...(await loadSettings(db, deps.env)),
      visitor_country: viewerCountry(request, deps.env),
    };
    varyBy(reply, VIEWER_COUNTRY_HEADER);
    return sendPrepared(request, reply, prepareAnswer(JSON.stringify(settings)), 'private, no-cache');
  });

  app.get(
    '/v1/translation/:locale',
    { schema: { params: LocaleParams, querystring: NoQuery } },
    async (request): Promise<Translations> => {
      const locale = resolveLocale(request.params.locale);
      if (!locale) throw notFound('Idioma não disponível.');
      const rows = await db.query<{ key: string; value: string }>(
        'SELECT key, value FROM translations WHERE locale = $1 ORDER BY key',
        [locale],
      );
      return { locale, translations: Object.fromEntries(rows.map((r) => [r.key, r.value])) };
    },
  );

  /**
   * The regular plans; with `?affiliate={id}`, that affiliate's own plans instead, each marked with it, or
   * 400 `unknown_affiliate` when the marker names no affiliate or one whose offer has ended. Affiliate
   * plans are never in the regular list.
   */
  app.get('/v1/plan', { schema: { querystring: PlanQuery } }, async (request): Promise<PlanList> => {
    const marker = request.query.affiliate;
    const affiliate = marker === undefined ? null : await activeAffiliate(db, marker);
    const rows = await db.query<Omit<Plan, 'type' | 'affiliate'>>(
      `SELECT id, name, description, price, full_price, renewal_price, currency, highlight, period_type, payment_methods
       FROM plans WHERE affiliate_id IS NOT DISTINCT FROM $1 ORDER BY position, id`,
      [affiliate],
    );
    // Section 9's switches take a method out of every plan.
    const settings = await loadSettings(db, deps.env);
    return {
      plans: rows.map((p) => ({
        ...p,
        payment_methods: p.payment_methods.filter((method) => paymentMethodEnabled(settings, method)),
        type: 'SUBSCRIPTION',
        ...(affiliate ? { affiliate } : {}),
      })),
    };
  });

  // Sections are the same for everyone.
  app.get('/v1/content/section', { schema: { querystring: NoQuery } }, (request, reply) =>
    publicAnswers.send(request, reply, async (): Promise<SectionList> => {
      const rows = await db.query<SectionRow>(`SELECT ${SECTION_COLUMNS} FROM sections ORDER BY position`);
      return { sections: rows.map(toSection) };
    }),
  );

  app.get(
    '/v1/content/section/:id',
    { schema: { params: IdParams, querystring: NoQuery } },
    (request, reply) =>
      publicAnswers.send(request, reply, async (): Promise<Section> => {
        const { id } = request.params;
        const [row] = await db.query<SectionRow>(
          `SELECT ${SECTION_COLUMNS} FROM sections WHERE id = $1 OR slug = $1`,
          [id],
        );
        if (!row) throw notFound();
        return toSection(row);
      }),
  );

  /** Filter by section: the section's filter chips and one page of its titles (`?page=&size=`). */
  app.get(
    '/v1/content/section/:id/filter',
    { schema: { params: IdParams, querystring: FilterQuery } },
    (request, reply) =>
      answerFor(deps, publicAnswers, request, reply, async (ctx) => {
        const sectionId = request.params.id;
        const query = request.query;
        const settings = await loadSettings(db, deps.env);
        const page = await loadFilterPage(
          db,
          { sectionId, filterId: null },
          { page: query.page, size: query.size ?? settings.page_size },
          ctx,
        );
        if (!page) throw notFound();
        return page;
      }),
  );

  /** Filter by id (`{section}~{filter}`): one page of the titles the filter keeps, with its section's chips. */
  app.get(
    '/v1/content/filter/:id',
    { schema: { params: IdParams, querystring: FilterQuery } },
    (request, reply) =>
      answerFor(deps, publicAnswers, request, reply, async (ctx) => {
        const filterId = request.params.id;
        const query = request.query;
        const sectionId = sectionOfFilter(filterId);
        if (!sectionId) throw notFound();
        const settings = await loadSettings(db, deps.env);
        const page = await loadFilterPage(
          db,
          { sectionId, filterId },
          { page: query.page, size: query.size ?? settings.page_size },
          ctx,
        );
        if (!page) throw notFound();
        return page;
      }),
  );

  /** A screen with each rail's first page, for the caller; 404 for one that does not exist. */
  const screenFor = async (id: string, ctx: ItemContext): Promise<Screen> => {
    const settings = await loadSettings(db, deps.env);
    const screen = await loadScreen(db, id, settings.page_size, ctx);
    if (!screen) throw notFound();
    return screen;
  };

  app.get(
    '/v1/content/screen/:id',
    { schema: { params: IdParams, querystring: NoQuery } },
    (request, reply) =>
      answerFor(deps, publicAnswers, request, reply, (ctx) => screenFor(request.params.id, ctx)),
  );

  // The same screen with its titles as cards: what the home and the sections draw their rails from.
  app.get(
    '/v1/content/screen/:id/cards',
    { schema: { params: IdParams, querystring: NoQuery } },
    (request, reply) =>
      answerFor(deps, publicAnswers, request, reply, async (ctx) =>
        cardScreen(await screenFor(request.params.id, ctx)),
      ),
  );

  app.get(
    '/v1/content/playlist/:id',
    { schema: { params: IdParams, querystring: CursorQuery } },
    (request, reply) =>
      answerFor(deps, publicAnswers, request, reply, async (ctx) => {
        const settings = await loadSettings(db, deps.env);
        const page = await loadPlaylistPage(
          db,
          request.params.id,
          request.query.cursor,
          settings.page_size,
          ctx,
        );
        if (!page) throw notFound();
        return page;
      }),
  );

  /**
   * Movies and series whose title, cast or genre contain the words, ignoring case and accents; for a
   * restricted profile, those it may see, chosen before the list is cut.
   */
  app.get(
    '/v1/content/search/:query',
    { schema: { params: SearchParams, querystring: NoQuery } },
    (request, reply) =>
      answerFor(deps, publicAnswers, request, reply, async (ctx) => {
        const { query } = request.params;
        const needle = foldForSearch(query);
        const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const { maxAge } = ctx.rules;
        // search_text starts with the title, so a hit within its length is a title match and ranks first.
        const rows = await db.query<{ id: string }>(
          `SELECT id FROM items
       WHERE type IN ('MOVIE', 'SERIES') AND search_text LIKE $1
         ${maxAge === null ? '' : `AND ${mayWatchSql('items', 3)}`}
       ORDER BY strpos(search_text, $2) <= char_length(title) DESC, title, id
       LIMIT ${SEARCH_LIMIT}`,
          maxAge === null ? [pattern, needle] : [pattern, needle, maxAge],
        );
        const contents = await loadItems(
          db,
          rows.map((r) => r.id),
          ctx,
        );
        return { query, contents };
      }),
  );
}
