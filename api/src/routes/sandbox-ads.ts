import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import {
  adSlots,
  sandboxAdEvents,
  sandboxAdVariants,
  sandboxEmptyVastDocument,
  sandboxVastDocument,
  type AdSlot,
  type SandboxAdRecord,
  type SandboxAdVariant,
} from '@palco/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { signupLocale } from '../accounts/store';
import type { Deps } from '../deps';
import { errorBody, notFound } from '../http/errors';
import { Id, NoQuery, type Api } from '../http/schema';
import { escapeHtml } from '../mail/messages';
import { parseByteRange } from '../media/byte-range';
import { DEMO_DURATION_SECONDS } from '../media/demo-stream';
import type { ServerLocale } from '../seed/translations';

// The sandbox ad server: what an ad server (a VAST tag) answers the player, on its own origin as a real one
// is (the API's, reached by the browser directly and listed in the site's AD_ORIGINS). Each document carries
// one linear ad: the demo video as the creative, its duration, a click-through, the tracking addresses of
// VAST (impression, start, quartiles, complete, skip, pause, mute, click, error) and, for VOD, a skip
// offset. What players report is kept in memory, so that tests can read what was tracked of an ad.

/** Seconds into a VOD ad (pre-roll, mid-roll, trailer) after which it may be skipped; live ads may not. */
export const SANDBOX_AD_SKIP_OFFSET_SECONDS = 5;

/** The documents remembered, oldest forgotten first, and the reports kept per document. */
const MAX_ADS = 500;
const MAX_EVENTS_PER_AD = 200;
/** The newest documents `GET /sandbox/ads/events` lists when it names none. */
const LISTED_ADS = 50;

const CREATIVE_FILE = path.join(__dirname, '..', '..', 'media', 'demo', 'demo.mp4');

/** A 1×1 transparent GIF: what a tracking pixel answers. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const VastParams = z.object({ slot: z.enum(adSlots) });
const VastQuery = z.object({ variant: z.enum(sandboxAdVariants).optional() });
const TrackQuery = z.object({
  ad: Id,
  event: z.enum(sandboxAdEvents),
  /** VAST's error code, which the player writes in for `[ERRORCODE]`. */
  code: z
    .string()
    .regex(/^\d{1,4}$/, 'must be a VAST error code')
    .optional(),
});
const EventsQuery = z.object({ ad: Id.optional() });

/** A host and port as a Host header may carry them, and nothing that could break out of an address. */
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:]+\])(?::\d{1,5})?$/i;

/**
 * The origin the document's addresses use: `AD_SANDBOX_ORIGIN`, else the one the player asked on (it
 * reached this server there, so it reaches the video and the pixels there too).
 */
function originOf(request: FastifyRequest, env: NodeJS.ProcessEnv): string {
  const configured = env.AD_SANDBOX_ORIGIN?.trim().replace(/\/+$/, '');
  if (configured) return configured;
  return HOST.test(request.host) ? `${request.protocol}://${request.host}` : 'http://localhost:4000';
}

/** A document cut short, as a failing ad server or proxy sends it: not well-formed XML. */
function brokenDocument(ad: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<VAST version="4.1" xmlns="http://www.iab.com/VAST">
  <Ad id="${ad}">
    <InLine>
      <AdSystem>Palco sandbox ad ser`;
}

const LANDING_WORDS: Readonly<Record<ServerLocale, { title: string; text: string }>> = {
  pt_PT: {
    title: 'Anunciante de teste',
    text: 'Esta é a página do anunciante do anúncio de teste do Palco. Podes fechar este separador e voltar ao vídeo.',
  },
  en: {
    title: 'Test advertiser',
    text: "This is the advertiser's page of Palco's test ad. You can close this tab and go back to the video.",
  },
  fr_FR: {
    title: 'Annonceur de test',
    text: "Voici la page de l'annonceur de la publicité de test de Palco. Vous pouvez fermer cet onglet et revenir à la vidéo.",
  },
};

const LANDING_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

function landingPage(locale: ServerLocale): string {
  const words = LANDING_WORDS[locale];
  const lang = locale.replace('_', '-');
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(words.title)}</title>
<style>body { font-family: Helvetica, Arial, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem; }</style>
</head>
<body>
<main>
  <h1>${escapeHtml(words.title)}</h1>
  <p>${escapeHtml(words.text)}</p>
</main>
</body>
</html>
`;
}

/**
 * The sandbox ad server:
 * - `GET /sandbox/ads/vast/{slot}` (`preroll`, `midroll`, `live`, `trailer`; `?variant=empty` for a document
 *   with no ad, `?variant=broken` for one that is not well-formed): a VAST 4.1 document, new ad id each time;
 * - `GET /sandbox/ads/creative.mp4`: the ad's video (the demo stream's MP4), with byte ranges;
 * - `GET /sandbox/ads/track?ad=&event=&code=`: a tracking pixel, which records the event for the ad;
 * - `GET /sandbox/ads/click?ad=`: the advertiser's page the click-through opens;
 * - `GET /sandbox/ads/events?ad=`: what was tracked of an ad (`SandboxAdRecord`), 404 for an ad not served
 *   here; without `ad`, `{ads: [...]}`, the newest first.
 */
export function adSandboxRoutes(app: Api, deps: Deps): void {
  const served = new Map<string, SandboxAdRecord>();

  const remember = (slot: AdSlot, variant: SandboxAdVariant): string => {
    const ad = randomBytes(9).toString('base64url');
    served.set(ad, { ad, slot, variant, served_at: deps.now(), events: [] });
    while (served.size > MAX_ADS) {
      const oldest = served.keys().next().value;
      if (oldest === undefined) break;
      served.delete(oldest);
    }
    return ad;
  };

  app.get(
    '/sandbox/ads/vast/:slot',
    { schema: { params: VastParams, querystring: VastQuery } },
    (request, reply) => {
      const { slot } = request.params;
      const variant = request.query.variant ?? 'ad';
      const ad = remember(slot, variant);
      const origin = originOf(request, deps.env);
      const body =
        variant === 'empty'
          ? sandboxEmptyVastDocument(origin, ad)
          : variant === 'broken'
            ? brokenDocument(ad)
            : sandboxVastDocument({
                origin,
                ad,
                slot,
                durationSeconds: DEMO_DURATION_SECONDS,
                skipOffsetSeconds: SANDBOX_AD_SKIP_OFFSET_SECONDS,
              });
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  app.get('/sandbox/ads/creative.mp4', { schema: { querystring: NoQuery } }, async (request, reply) => {
    const { size } = await stat(CREATIVE_FILE);
    const range = parseByteRange(request.headers.range, size);
    reply.header('accept-ranges', 'bytes').header('cache-control', 'public, max-age=3600');
    if (range === 'unsatisfiable') {
      return reply
        .code(416)
        .header('content-range', `bytes */${size}`)
        .send(errorBody(416, 416, 'Requested range not satisfiable'));
    }
    reply.header('content-type', 'video/mp4');
    if (!range) return reply.header('content-length', size).send(createReadStream(CREATIVE_FILE));
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1)
      .send(createReadStream(CREATIVE_FILE, range));
  });

  app.get('/sandbox/ads/track', { schema: { querystring: TrackQuery } }, (request, reply) => {
    const { ad, event, code } = request.query;
    // Only this server's own ads are recorded, so that the memory it keeps stays bounded.
    const record = served.get(ad);
    if (record && record.events.length < MAX_EVENTS_PER_AD) {
      record.events.push({ event, at: deps.now(), ...(code ? { code } : {}) });
    }
    return reply.header('content-type', 'image/gif').header('cache-control', 'no-store').send(PIXEL);
  });

  app.get('/sandbox/ads/click', { schema: { querystring: NoQuery } }, (request, reply) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', LANDING_POLICY)
      .header('cache-control', 'no-cache')
      .send(landingPage(signupLocale(request, null))),
  );

  app.get('/sandbox/ads/events', { schema: { querystring: EventsQuery } }, (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { ad } = request.query;
    if (ad === undefined) return { ads: [...served.values()].reverse().slice(0, LISTED_ADS) };
    const record = served.get(ad);
    if (!record) throw notFound();
    return record;
  });
}
