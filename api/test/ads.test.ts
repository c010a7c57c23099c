/** @jest-environment ./test/pglite-environment.cjs */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { VASTClient } from '@dailymotion/vast-client';
import { adSlots, type SandboxAdRecord, ServerSettingsSchema } from '@palco/contracts';
import { SANDBOX_AD_SKIP_OFFSET_SECONDS } from '../src/routes/sandbox-ads';
import { DEMO_DURATION_SECONDS } from '../src/media/demo-stream';
import { buildTestApp, SETUP_TIMEOUT_MS, startTestApp, type TestApp } from './test-app';

// The sandbox ad server, read over real HTTP by an established VAST library (its Node build), a check of the
// documents independent of the player's own reader: what a player gets for each slot, what it reports
// back, and the documents that must leave it without an ad.

/** What the library makes of a linear creative, as far as these tests read it. */
interface ParsedLinear {
  type: string;
  duration: number;
  skipDelay: number | null;
  mediaFiles: Array<{ fileURL: string; mimeType: string; deliveryType: string }>;
  trackingEvents: Record<string, string[]>;
  videoClickThroughURLTemplate: { url: string } | null;
  videoClickTrackingURLTemplates: Array<{ url: string }>;
}
interface ParsedAd {
  id: string;
  impressionURLTemplates: Array<{ url: string }>;
  errorURLTemplates: string[];
  creatives: ParsedLinear[];
}
interface ParsedResponse {
  ads: ParsedAd[];
  errorURLTemplates: string[];
}

const DEMO_MP4 = path.join(__dirname, '..', 'media', 'demo', 'demo.mp4');
const SITE = 'http://localhost:3000';

let t: TestApp;
let origin = '';

afterEach(() => jest.restoreAllMocks());

beforeAll(async () => {
  t = await startTestApp();
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('The test app does not listen on a port');
  origin = `http://127.0.0.1:${address.port}`;
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);

/** A document of the sandbox, fetched and parsed by the library as the player does. */
async function vast(slot: string, query = ''): Promise<ParsedResponse> {
  const response: ParsedResponse = await new VASTClient().get(`${origin}/sandbox/ads/vast/${slot}${query}`);
  return response;
}

/** The one linear ad of a document. */
async function linearAd(slot: string): Promise<{ ad: ParsedAd; linear: ParsedLinear }> {
  const { ads } = await vast(slot);
  expect(ads).toHaveLength(1);
  const ad = ads[0]!;
  expect(ad.creatives).toHaveLength(1);
  const linear = ad.creatives[0]!;
  expect(linear.type).toBe('linear');
  return { ad, linear };
}

/** What the sandbox recorded of an ad. */
async function recorded(ad: string): Promise<SandboxAdRecord> {
  const reply = await t.request('GET', `/sandbox/ads/events?ad=${ad}`);
  expect(reply.status).toBe(200);
  return reply.json() as SandboxAdRecord;
}

/** A tracking pixel fetched, as the browser loads it for the library's tracker. */
async function pixel(url: string): Promise<void> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/gif');
  await response.arrayBuffer();
}

describe('the settings', () => {
  it('point every ad slot at the sandbox ad server, with ads and ads for live channels on', async () => {
    const reply = await t.request('GET', '/api/v1/setting');
    const settings = ServerSettingsSchema.parse(reply.json());
    expect(settings.flags?.ads).toBe(1);
    expect(settings.ads_live_channels).toBe(1);
    expect(settings.ad_server_url_vod_preroll).toBe('http://localhost:4000/sandbox/ads/vast/preroll');
    expect(settings.ad_server_url_vod_midroll).toBe('http://localhost:4000/sandbox/ads/vast/midroll');
    expect(settings.ad_server_url_live).toBe('http://localhost:4000/sandbox/ads/vast/live');
    expect(settings.ad_server_url_trailer).toBe('http://localhost:4000/sandbox/ads/vast/trailer');
  });
});

describe('GET /sandbox/ads/vast/{slot}', () => {
  it.each(adSlots)('answers %s with one linear ad the library reads whole', async (slot) => {
    const { ad, linear } = await linearAd(slot);
    expect(linear.duration).toBe(DEMO_DURATION_SECONDS);
    expect(linear.mediaFiles).toEqual([
      expect.objectContaining({
        fileURL: `${origin}/sandbox/ads/creative.mp4`,
        mimeType: 'video/mp4',
        deliveryType: 'progressive',
      }),
    ]);
    expect(ad.impressionURLTemplates.map((template) => template.url)).toEqual([
      `${origin}/sandbox/ads/track?ad=${ad.id}&event=impression`,
    ]);
    for (const event of ['start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete', 'skip']) {
      expect(linear.trackingEvents[event]).toEqual([
        `${origin}/sandbox/ads/track?ad=${ad.id}&event=${event}`,
      ]);
    }
    expect(linear.videoClickThroughURLTemplate?.url).toBe(`${origin}/sandbox/ads/click?ad=${ad.id}`);
    expect(linear.videoClickTrackingURLTemplates.map((template) => template.url)).toEqual([
      `${origin}/sandbox/ads/track?ad=${ad.id}&event=click`,
    ]);
    expect(ad.errorURLTemplates).toEqual([
      `${origin}/sandbox/ads/track?ad=${ad.id}&event=error&code=[ERRORCODE]`,
    ]);
  });

  it('lets VOD ads be skipped after 5 s, and live ads not at all', async () => {
    expect(SANDBOX_AD_SKIP_OFFSET_SECONDS).toBe(5);
    for (const slot of ['preroll', 'midroll', 'trailer']) {
      expect((await linearAd(slot)).linear.skipDelay).toBe(5);
    }
    // No skip offset: the library reads "never" as null or -1.
    expect((await linearAd('live')).linear.skipDelay ?? -1).toBe(-1);
  });

  it('gives each answer an ad of its own, never cached', async () => {
    const first = await t.request('GET', '/sandbox/ads/vast/preroll');
    const second = await t.request('GET', '/sandbox/ads/vast/preroll');
    expect(first.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(first.headers.get('cache-control')).toBe('no-store');
    const idOf = (body: string): string | undefined => /<Ad id="([^"]+)"/.exec(body)?.[1];
    expect(idOf(first.body)).toBeDefined();
    expect(idOf(first.body)).not.toBe(idOf(second.body));
  });

  it('lets the site’s page read it across origins, and no other page', async () => {
    const fromSite = await t.request('GET', '/sandbox/ads/vast/preroll', { headers: { origin: SITE } });
    expect(fromSite.headers.get('access-control-allow-origin')).toBe(SITE);
    const fromElsewhere = await t.request('GET', '/sandbox/ads/vast/preroll', {
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(fromElsewhere.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers an empty document with ?variant=empty: no ad, and where to report it', async () => {
    const response = await vast('preroll', '?variant=empty');
    expect(response.ads).toEqual([]);
    expect(response.errorURLTemplates).toHaveLength(1);
    const reported = response.errorURLTemplates[0]!.replace('[ERRORCODE]', '303');
    await pixel(reported);
    const ad = new URL(reported).searchParams.get('ad')!;
    expect(await recorded(ad)).toMatchObject({
      slot: 'preroll',
      variant: 'empty',
      events: [{ event: 'error', code: '303' }],
    });
  });

  it('answers a document cut short with ?variant=broken, which gives the library no ad', async () => {
    const reply = await t.request('GET', '/sandbox/ads/vast/midroll?variant=broken');
    expect(reply.status).toBe(200);
    expect(reply.body).not.toContain('</VAST>');
    // Browsers refuse it as XML (the library then rejects); Node's lenient parser finds no ad in it, and
    // says so on the console.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const ads = await vast('midroll', '?variant=broken').then(
      (response) => response.ads,
      () => [],
    );
    expect(ads).toEqual([]);
  });

  it('refuses a slot or variant it does not serve', async () => {
    for (const path of ['/sandbox/ads/vast/banner', '/sandbox/ads/vast/preroll?variant=slow']) {
      const reply = await t.request('GET', path);
      expect(reply.status).toBe(400);
      expect(reply.json()).toEqual({ code: 400, message: expect.any(String), error: expect.any(String) });
    }
  });

  it(
    'writes its addresses on AD_SANDBOX_ORIGIN when set',
    async () => {
      const other = await buildTestApp({ env: { AD_SANDBOX_ORIGIN: 'https://ads.palco.example/' } });
      try {
        const reply = await other.app.inject({ method: 'GET', url: '/sandbox/ads/vast/preroll' });
        expect(reply.body).toContain('<![CDATA[https://ads.palco.example/sandbox/ads/creative.mp4]]>');
        expect(reply.body).not.toContain('localhost');
      } finally {
        await other.close();
      }
    },
    SETUP_TIMEOUT_MS,
  );
});

describe('tracking', () => {
  it('records what the player reports of an ad, in order, for tests to read', async () => {
    const { ad, linear } = await linearAd('preroll');
    await pixel(ad.impressionURLTemplates[0]!.url);
    for (const event of ['start', 'firstQuartile', 'midpoint', 'skip']) {
      await pixel(linear.trackingEvents[event]![0]!);
    }
    await pixel(linear.videoClickTrackingURLTemplates[0]!.url);
    await pixel(ad.errorURLTemplates[0]!.replace('[ERRORCODE]', '405'));
    const record = await recorded(ad.id);
    expect(record).toMatchObject({ ad: ad.id, slot: 'preroll', variant: 'ad' });
    expect(record.events.map((entry) => entry.event)).toEqual([
      'impression',
      'start',
      'firstQuartile',
      'midpoint',
      'skip',
      'click',
      'error',
    ]);
    expect(record.events.at(-1)?.code).toBe('405');
  });

  it('lists the newest ads first when no ad is named', async () => {
    const { ad } = await linearAd('live');
    const reply = await t.request('GET', '/sandbox/ads/events');
    const { ads } = reply.json() as { ads: SandboxAdRecord[] };
    expect(ads[0]).toMatchObject({ ad: ad.id, slot: 'live', events: [] });
  });

  it('answers a pixel for an ad it never served, and keeps nothing of it', async () => {
    await pixel(`${origin}/sandbox/ads/track?ad=never-served&event=start`);
    const reply = await t.request('GET', '/sandbox/ads/events?ad=never-served');
    expect(reply.status).toBe(404);
    expect(reply.json()).toMatchObject({ code: 404 });
  });

  it('refuses an event VAST does not name', async () => {
    const { ad } = await linearAd('preroll');
    const reply = await t.request('GET', `/sandbox/ads/track?ad=${ad.id}&event=bought`);
    expect(reply.status).toBe(400);
    expect((await recorded(ad.id)).events).toEqual([]);
  });
});

describe('the ad’s video and click-through', () => {
  it('serves the creative as an MP4, whole or by byte ranges', async () => {
    const file = await readFile(DEMO_MP4);
    const whole = await fetch(`${origin}/sandbox/ads/creative.mp4`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Number(whole.headers.get('content-length'))).toBe(file.length);
    expect(Buffer.from(await whole.arrayBuffer()).equals(file)).toBe(true);

    const part = await fetch(`${origin}/sandbox/ads/creative.mp4`, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${file.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(file.subarray(100, 200))).toBe(true);

    const tail = await fetch(`${origin}/sandbox/ads/creative.mp4`, { headers: { range: 'bytes=-10' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(file.subarray(file.length - 10))).toBe(true);

    const past = await fetch(`${origin}/sandbox/ads/creative.mp4`, {
      headers: { range: `bytes=${file.length}-` },
    });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${file.length}`);
    expect(await past.json()).toMatchObject({ code: 416 });
  });

  it('opens the advertiser’s page in the viewer’s language', async () => {
    const { linear } = await linearAd('preroll');
    const page = await fetch(linear.videoClickThroughURLTemplate!.url, {
      headers: { 'accept-language': 'en-GB,en;q=0.8' },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await page.text()).toContain('<h1>Test advertiser</h1>');
    const french = await fetch(linear.videoClickThroughURLTemplate!.url, {
      headers: { 'accept-language': 'fr-FR' },
    });
    expect(await french.text()).toContain('<h1>Annonceur de test</h1>');
  });
});
