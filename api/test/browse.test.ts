/** @jest-environment ./test/pglite-environment.cjs */
import { GuideSchema, PlaylistPageSchema, ScreenSchema, type PlaylistPage } from '@palco/contracts';
import { SETUP_TIMEOUT_MS, startTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const DAY = 86_400;

describe('screens and playlists', () => {
  it('sends every rail with at most page_size items and has_more', async () => {
    const screen = ScreenSchema.parse((await t.request('GET', '/api/v1/content/screen/scr-home')).json());
    expect(screen.rails.length).toBeGreaterThanOrEqual(8);
    for (const rail of screen.rails)
      expect(rail.contents.length + rail.channels.length).toBeLessThanOrEqual(30);
    expect(new Set(screen.rails.map((r) => r.design_type))).toEqual(
      new Set(['poster', 'poster_top10', 'thumbnail', 'channel', 'descriptive']),
    );
    expect(new Set(screen.rails.map((r) => r.widget_type))).toEqual(new Set(['carousel', 'list']));
    expect(screen.rails.some((r) => !r.show_name)).toBe(true);
    expect(screen.rails.some((r) => r.contents.length === 0 && r.channels.length === 0 && !r.has_more)).toBe(
      true,
    );
  });

  it('pages a playlist by cursor until has_more is false, without overlap', async () => {
    const seen: string[] = [];
    let page: PlaylistPage | undefined;
    let cursor: string | undefined;
    do {
      const query = cursor ? `?cursor=${cursor}` : '';
      page = PlaylistPageSchema.parse(
        (await t.request('GET', `/api/v1/content/playlist/rl-home-movies${query}`)).json(),
      );
      const ids = page.contents.map((c) => c.id);
      if (cursor) expect(ids[0]).not.toBe(cursor);
      seen.push(...ids);
      cursor = ids[ids.length - 1];
    } while (page.has_more);
    expect(seen.length).toBeGreaterThan(30);
    expect(new Set(seen).size).toBe(seen.length);
    const [row] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM rail_entries WHERE rail_id = 'rl-home-movies'",
    );
    expect(seen).toHaveLength(row?.n ?? -1);
  });

  it('starts the second page right after the cursor', async () => {
    const first = PlaylistPageSchema.parse(
      (await t.request('GET', '/api/v1/content/playlist/rl-home-movies')).json(),
    );
    const second = PlaylistPageSchema.parse(
      (
        await t.request('GET', `/api/v1/content/playlist/rl-home-movies?cursor=${first.contents[9]?.id}`)
      ).json(),
    );
    expect(second.contents[0]?.id).toBe(first.contents[10]?.id);
  });

  it('refuses a cursor that is not in the playlist', async () => {
    const reply = await t.request('GET', '/api/v1/content/playlist/rl-home-movies?cursor=sr-001');
    expect(reply.status).toBe(400);
    expect(reply.json()).toMatchObject({ code: 400, error: 'Bad Request' });
  });

  it('pages the episodes of a season', async () => {
    const reply = (await t.request('GET', '/api/v1/content/item/sr-001/season/sr-001-t1')).json() as {
      contents: { episode_number: number }[];
      has_more: boolean;
    };
    expect(reply.contents.map((e) => e.episode_number)).toEqual(reply.contents.map((_e, i) => i + 1));
    expect(reply.has_more).toBe(false);
  });
});

describe('search', () => {
  const search = async (query: string): Promise<string[]> =>
    (
      (await t.request('GET', `/api/v1/content/search/${encodeURIComponent(query)}`)).json() as {
        contents: { title: string }[];
      }
    ).contents.map((c) => c.title);

  it('ignores accents and case in either direction', async () => {
    const plain = await search('coracao');
    expect(plain.length).toBeGreaterThan(0);
    expect(plain.every((title) => title.includes('Coração'))).toBe(true);
    expect(await search('CORAÇÃO')).toEqual(plain);
  });

  it('finds by cast and genre too', async () => {
    const [row] = await t.db.query<{ name: string }>(
      "SELECT cast_members->>0 AS name FROM items WHERE id = 'mv-001'",
    );
    expect((await search(row?.name ?? '')).length).toBeGreaterThan(0);
    expect((await search('ficcao cientifica')).length).toBeGreaterThan(0);
  });
});

describe('TV guide', () => {
  const now = Math.floor(Date.now() / 1000);

  it('covers from 30 days ago to 7 days ahead, contiguously, for a channel', async () => {
    const reply = await t.request(
      'GET',
      `/api/v1/content/epg?startDate=${now - 40 * DAY}&endDate=${now + 10 * DAY}&channels=ch-05`,
    );
    const guide = GuideSchema.parse(reply.json());
    const epgs = guide.channels[0]?.dates.flatMap((d) => d.epgs) ?? [];
    expect(epgs[0]?.start_date).toBeLessThanOrEqual(now - 30 * DAY);
    expect(epgs[epgs.length - 1]?.end_date).toBeGreaterThanOrEqual(now + 7 * DAY);
    epgs.slice(1).forEach((p, i) => expect(p.start_date).toBe(epgs[i]?.end_date));
    for (const p of epgs) {
      expect(p.end_date - p.start_date).toBeGreaterThanOrEqual(30 * 60);
      expect(p.end_date - p.start_date).toBeLessThanOrEqual(120 * 60);
    }
    expect(epgs.filter((p) => p.live)).toHaveLength(1);
  });

  it('answers every channel when none is named', async () => {
    const guide = GuideSchema.parse(
      (await t.request('GET', `/api/v1/content/epg?startDate=${now}&endDate=${now + 60}`)).json(),
    );
    expect(guide.channels.length).toBeGreaterThanOrEqual(40);
  });

  it.each([
    ['no dates', ''],
    ['an end before the start', `startDate=${now}&endDate=${now - 1}`],
    ['a date that is not a number', `startDate=today&endDate=${now}`],
    ['an unknown channel', `startDate=${now}&endDate=${now + 60}&channels=ch-01,nope`],
  ])('refuses %s with 400', async (_label, query) => {
    const reply = await t.request('GET', `/api/v1/content/epg?${query}`);
    expect(reply.status).toBe(400);
    expect(reply.json()).toMatchObject({ code: 400, message: expect.any(String), error: 'Bad Request' });
  });
});

describe('media and pictures', () => {
  it('describes every playable id as the demo stream', async () => {
    const reply = await t.request('GET', '/api/v1/content/media/trailer-mv-001');
    expect(reply.json()).toEqual({
      id: 'trailer-mv-001',
      url: '/api/media/demo/master.m3u8',
      type: 'hls',
      duration: 20,
    });
    expect((await t.request('GET', '/api/v1/content/media/vod-unknown')).status).toBe(404);
  });

  it('answers 301 for content before its release', async () => {
    const reply = await t.request('GET', '/api/v1/content/media/vod-mv-054');
    expect(reply.status).toBe(301);
    expect(reply.json()).toMatchObject({ code: 301 });
  });

  it('serves the playlist and segments with their content types', async () => {
    const master = await t.request('GET', '/api/media/demo/master.m3u8');
    expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(master.body).toContain('stream.m3u8');
    const segment = await fetch(`${t.app.listeningOrigin}/api/media/demo/segment_000.ts`, { method: 'HEAD' });
    expect(segment.headers.get('content-type')).toBe('video/mp2t');
    expect((await t.request('GET', '/api/media/README.md')).status).toBe(404);
    expect((await t.request('GET', '/api/media/..%2Fpackage.json')).status).toBe(404);
  });

  it('answers a byte range with 206', async () => {
    const reply = await fetch(`${t.app.listeningOrigin}/api/media/demo/demo.mp4`, {
      headers: { range: 'bytes=100-199' },
    });
    expect(reply.status).toBe(206);
    expect(reply.headers.get('content-type')).toBe('video/mp4');
    expect(reply.headers.get('content-range')).toMatch(/^bytes 100-199\/\d+$/);
    expect((await reply.arrayBuffer()).byteLength).toBe(100);
    const beyond = await t.request('GET', '/api/media/demo/demo.mp4', {
      headers: { range: 'bytes=99999999-' },
    });
    expect(beyond.status).toBe(416);
  });

  it('draws pictures with long cache headers', async () => {
    const reply = await t.request('GET', '/api/images/poster/mv-001.svg');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain('image/svg+xml');
    expect(reply.headers.get('cache-control')).toContain('max-age=31536000');
    expect(reply.body).toContain('width="400" height="600"');
    expect((await t.request('GET', '/api/images/poster/nope.svg')).status).toBe(404);
  });
});

describe('errors, CORS and the sandbox', () => {
  it('gives unknown routes and items a 404 error body', async () => {
    for (const path of ['/api/v1/nothing-here', '/api/v1/content/item/nope', '/nowhere']) {
      const reply = await t.request('GET', path);
      expect(reply.status).toBe(404);
      expect(reply.json()).toEqual({ code: 404, message: expect.any(String), error: 'Not Found' });
    }
  });

  it('answers plan and plan/ alike', async () => {
    const plain = await t.request('GET', '/api/v1/plan');
    expect((await t.request('GET', '/api/v1/plan/?affiliate=nos')).body).toBe(plain.body);
    expect((plain.json() as { plans: { period_type: string }[] }).plans.map((p) => p.period_type)).toEqual([
      'M',
      'Y',
      'W',
    ]);
  });

  it('maps pt to pt_PT and refuses unknown locales', async () => {
    expect((await t.request('GET', '/api/v1/translation/pt')).json()).toMatchObject({
      locale: 'pt_PT',
      translations: { MARKETING_HOURS: 'Mais de 8 mil horas de conteúdo' },
    });
    expect((await t.request('GET', '/api/v1/translation/de')).status).toBe(404);
  });

  it('lets any origin call, preflight included', async () => {
    const preflight = await t.request('OPTIONS', '/api/v1/login', {
      headers: { origin: 'http://localhost:3003', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
    const error = await t.request('GET', '/api/v1/account', { headers: { origin: 'http://localhost:3001' } });
    expect(error.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('serves the sign-up sandbox page that posts to its parent', async () => {
    const reply = await t.request('GET', '/sandbox/international/signup');
    expect(reply.headers.get('content-type')).toContain('text/html');
    expect(reply.body).toContain('Continuar');
    expect(reply.body).toContain('Já tenho conta');
    expect(reply.body).toContain('iframeHeight');
    expect(reply.body).toContain('userLogged: true');
  });
});
