/** @jest-environment ./test/pglite-environment.cjs */
import { createHash } from 'node:crypto';
import {
  CardScreenSchema,
  FilterPageSchema,
  GuideSchema,
  PlaylistPageSchema,
  ScreenSchema,
  type EpgEntry,
  type FilterPage,
  type PlaylistPage,
} from '@palco/contracts';
import { progressState } from '../src/content/rails';
import { signedStreamPath } from './route-samples';
import { bearer, SETUP_TIMEOUT_MS, signIn, startTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);

const DAY = 86_400;

describe('screens and playlists', () => {
  it('sends a screen as cards: the same rails and titles, with what a card shows of each', async () => {
    const whole = ScreenSchema.parse((await t.request('GET', '/api/v1/content/screen/scr-home')).json());
    const reply = await t.request('GET', '/api/v1/content/screen/scr-home/cards');
    expect(reply.status).toBe(200);
    const cards = CardScreenSchema.parse(reply.json());
    expect(cards.rails.map((rail) => [rail.id, rail.contents.map((item) => item.id), rail.channels])).toEqual(
      whole.rails.map((rail) => [rail.id, rail.contents.map((item) => item.id), rail.channels]),
    );
    const raw = reply.json() as {
      rails: { design_type: string; card_display: string; contents: object[] }[];
    };
    for (const rail of raw.rails) {
      const describes = rail.design_type === 'descriptive' || rail.card_display === 'fullscreen';
      for (const item of rail.contents) {
        // Only a title's own page shows these.
        for (const field of [
          'description',
          'cast',
          'creator',
          'seo_title',
          'seo_description',
          'audio_formats',
        ])
          expect(item).not.toHaveProperty(field);
        if (describes) expect(item).toHaveProperty('short_description');
        else expect(item).not.toHaveProperty('short_description');
      }
    }
    const hero = whole.rails.find((rail) => rail.card_display === 'fullscreen')!;
    const heroCard = cards.rails.find((rail) => rail.id === hero.id)!.contents[0]!;
    const [first] = hero.contents;
    expect(heroCard).toEqual({
      id: first!.id,
      title: first!.title,
      short_description: first!.short_description,
      images: first!.images,
      duration: first!.duration,
      premium: first!.premium,
      exclusive: first!.exclusive,
      label: first!.label,
      action_type: first!.action_type,
      action_value: first!.action_value,
      type: first!.type,
      ...(first!.series !== undefined ? { series: first!.series } : {}),
      release_date: first!.release_date,
      premium_end_date: first!.premium_end_date,
      dynamic_label: first!.dynamic_label,
      ...(first!.user_status !== undefined ? { user_status: first!.user_status } : {}),
    });
    expect(reply.body.length).toBeLessThan(
      (await t.request('GET', '/api/v1/content/screen/scr-home')).body.length / 2,
    );
  });

  it('answers 404 for the cards of a screen that does not exist', async () => {
    const reply = await t.request('GET', '/api/v1/content/screen/scr-nope/cards');
    expect(reply.status).toBe(404);
    expect(reply.json()).toMatchObject({ code: 404, error: 'Not Found' });
  });

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

describe('filtered sections', () => {
  const filterPage = async (path: string): Promise<FilterPage> => {
    const reply = await t.request('GET', `/api/v1/content/${path}`);
    expect(reply.status).toBe(200);
    return FilterPageSchema.parse(reply.json());
  };

  it('pages the exclusives section 30 at a time by default, every title exclusive, none twice', async () => {
    const first = await filterPage('section/exclusivos/filter');
    expect(first).toMatchObject({ id: 'exclusivos', section_id: 'exclusivos', page: 1, size: 30 });
    expect(first.contents).toHaveLength(30);
    expect(first.total).toBeGreaterThan(30);
    expect(first.has_more).toBe(true);
    const seen = first.contents.map((c) => c.id);
    for (let page = 2; page <= Math.ceil(first.total / 30); page += 1) {
      const next = await filterPage(`section/exclusivos/filter?page=${page}`);
      seen.push(...next.contents.map((c) => c.id));
      expect(next.has_more).toBe(page * 30 < first.total);
    }
    expect(new Set(seen).size).toBe(first.total);
    const [row] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM items WHERE exclusive AND type IN ('MOVIE', 'SERIES')",
    );
    expect(first.total).toBe(row?.n);
    const beyond = await filterPage(`section/exclusivos/filter?page=${Math.ceil(first.total / 30) + 1}`);
    expect(beyond).toMatchObject({ contents: [], has_more: false });
  });

  it("offers the section's chips and filters by id with the asked page size", async () => {
    const section = await filterPage('section/exclusivos/filter?size=5');
    expect(section.contents).toHaveLength(5);
    expect(section.filters.slice(0, 2).map((f) => f.name)).toEqual(['Filmes', 'Séries']);
    expect(section.filters.length).toBeGreaterThan(2);
    const movies = section.filters[0];
    expect(movies?.id).toBe('exclusivos~filmes');
    const page = await filterPage(`filter/${encodeURIComponent(movies?.id ?? '')}?size=10&page=2`);
    expect(page).toMatchObject({ id: 'exclusivos~filmes', name: 'Exclusivos', page: 2, size: 10 });
    expect(page.total).toBe(movies?.count);
    expect(page.contents.every((c) => c.type === 'MOVIE' && c.exclusive)).toBe(true);
    expect(page.filters).toEqual(section.filters);
    const genre = section.filters[2];
    const byGenre = await filterPage(`filter/${encodeURIComponent(genre?.id ?? '')}?size=100`);
    expect(byGenre.contents).toHaveLength(genre?.count ?? -1);
    expect(byGenre.contents.every((c) => c.genre.includes(genre?.name ?? ''))).toBe(true);
  });

  it.each([
    ['a page of 0', 'section/exclusivos/filter?page=0'],
    ['a page that is not a number', 'section/exclusivos/filter?page=two'],
    ['a size over 100', 'filter/exclusivos~filmes?size=101'],
    ['a size of 0', 'filter/exclusivos~filmes?size=0'],
  ])('refuses %s with 400 and an error body', async (_label, path) => {
    const reply = await t.request('GET', `/api/v1/content/${path}`);
    expect(reply.status).toBe(400);
    expect(reply.json()).toEqual({ code: 400, message: expect.any(String), error: 'Bad Request' });
  });

  it.each(['section/nope/filter', 'filter/exclusivos~nope', 'filter/nope~filmes', 'filter/filmes'])(
    'answers 404 for %s',
    async (path) => {
      const reply = await t.request('GET', `/api/v1/content/${path}`);
      expect(reply.status).toBe(404);
      expect(reply.json()).toMatchObject({ code: 404, error: 'Not Found' });
    },
  );
});

describe('continue watching and the watchlist', () => {
  it('offers a title only between "nearly unstarted" and "watched" of its playable length', () => {
    // A feature film plays the 20 s demo stream: started from 2 s, watched from 19 s.
    expect(progressState(0, 5400)).toBe('unstarted');
    expect(progressState(1.9, 5400)).toBe('unstarted');
    expect(progressState(2, 5400)).toBe('in_progress');
    expect(progressState(18.9, 5400)).toBe('in_progress');
    expect(progressState(19, 5400)).toBe('watched');
    // A 10 s clip: 2 % is 0.2 s, a tenth is 1 s.
    expect(progressState(0.9, 10)).toBe('unstarted');
    expect(progressState(1, 10)).toBe('in_progress');
    expect(progressState(9.5, 10)).toBe('watched');
  });

  const personal = async (id: string, headers: Record<string, string> = {}): Promise<string[]> => {
    const reply = await t.request('GET', `/api/v1/content/playlist/${id}`, { headers });
    expect(reply.status).toBe(200);
    return PlaylistPageSchema.parse(reply.json()).contents.map((c) => c.id);
  };

  it('serves each profile its own playlists, on the home screen and under their own ids', async () => {
    const demo = bearer(await signIn(t, 'demo@palco.pt'));
    const family = bearer(await signIn(t, 'family@palco.pt'));
    const save = (id: string, progress: number): Promise<unknown> =>
      t.request('PUT', `/api/v1/content/item/${id}/progress`, { headers: demo, json: { progress } });
    await save('mv-010', 1); // nearly unstarted
    await save('mv-011', 10); // in progress
    await save('mv-012', 19.5); // watched
    await save('mv-013', 5); // in progress, most recent
    await t.request('POST', '/api/v1/content/favorite/mv-020', { headers: demo });
    await t.request('POST', '/api/v1/content/favorite/sr-003', { headers: demo });

    const continuing = await personal('continue-watching', demo);
    expect(continuing.slice(0, 2)).toEqual(['mv-013', 'mv-011']);
    expect(continuing).not.toContain('mv-010');
    expect(continuing).not.toContain('mv-012');
    expect((await personal('watchlist', demo)).slice(0, 2)).toEqual(['sr-003', 'mv-020']);

    const screen = ScreenSchema.parse(
      (await t.request('GET', '/api/v1/content/screen/scr-home', { headers: demo })).json(),
    );
    const rail = (kind: string) => screen.rails.find((r) => r.personal === kind);
    expect(rail('continue_watching')?.contents.map((c) => c.id)).toEqual(continuing);
    expect(rail('continue_watching')?.progress).toBe(true);
    expect(
      rail('watchlist')
        ?.contents.map((c) => c.id)
        .slice(0, 2),
    ).toEqual(['sr-003', 'mv-020']);

    // Another profile's lists are its own.
    expect(await personal('continue-watching', family)).not.toContain('mv-013');
    expect(await personal('watchlist', family)).not.toContain('mv-020');
  });

  it('gives visitors empty personal playlists, so their rails stay hidden', async () => {
    expect(await personal('continue-watching')).toEqual([]);
    expect(await personal('watchlist')).toEqual([]);
    const screen = ScreenSchema.parse((await t.request('GET', '/api/v1/content/screen/scr-home')).json());
    const personalRails = screen.rails.filter((r) => r.personal);
    expect(personalRails.map((r) => r.personal).sort()).toEqual(['continue_watching', 'watchlist']);
    for (const r of personalRails) expect(r.contents).toEqual([]);
  });
});

describe('demo data for browsing', () => {
  it('leads somewhere with every action type from the home screen', async () => {
    const screen = ScreenSchema.parse((await t.request('GET', '/api/v1/content/screen/scr-home')).json());
    const actions = new Set(screen.rails.flatMap((r) => r.contents.map((c) => c.action_type)));
    expect(actions).toEqual(new Set(['DETAIL', 'VOD', 'LIVE', 'EPG', 'SEARCH', 'LINK', 'COLLECTION']));
    expect(new Set(screen.rails.map((r) => r.card_display))).toEqual(
      new Set(['fullscreen', 'block', 'zoom', 'zoomCenter']),
    );
  });

  it('has titles releasing tonight, within the week and later, with dynamic labels and long badges', async () => {
    const page = PlaylistPageSchema.parse(
      (await t.request('GET', '/api/v1/content/playlist/rl-home-new')).json(),
    );
    const now = Date.now() / 1000;
    const ahead = page.contents.map((c) => (c.release_date ?? 0) - now).filter((seconds) => seconds > -DAY);
    expect(ahead.some((s) => s > 7 * DAY)).toBe(true);
    expect(ahead.some((s) => s > DAY && s < 6 * DAY)).toBe(true);
    expect(page.contents.some((c) => c.dynamic_label)).toBe(true);
    const [long] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM items WHERE char_length(label) > 15',
    );
    expect(long?.n).toBeGreaterThan(0);
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

  it('covers from 30 days ago to 7 days ahead, contiguously, for a channel asked a day at a time', async () => {
    const byId = new Map<string, EpgEntry>();
    for (let from = now - 40 * DAY; from < now + 10 * DAY; from += DAY) {
      const reply = await t.request(
        'GET',
        `/api/v1/content/epg?startDate=${from}&endDate=${from + DAY}&channels=ch-05`,
      );
      // A programme that crosses from one range into the next is in both answers.
      for (const epg of GuideSchema.parse(reply.json()).channels[0]?.dates.flatMap((d) => d.epgs) ?? [])
        byId.set(epg.id, epg);
    }
    const epgs = [...byId.values()].sort((a, b) => a.start_date - b.start_date);
    expect(epgs[0]?.start_date).toBeLessThanOrEqual(now - 30 * DAY);
    expect(epgs[epgs.length - 1]?.end_date).toBeGreaterThanOrEqual(now + 7 * DAY);
    epgs.slice(1).forEach((p, i) => expect(p.start_date).toBe(epgs[i]?.end_date));
    for (const p of epgs) {
      expect(p.end_date - p.start_date).toBeGreaterThanOrEqual(30 * 60);
      expect(p.end_date - p.start_date).toBeLessThanOrEqual(120 * 60);
    }
    expect(epgs.filter((p) => p.live)).toHaveLength(1);
  });

  it('answers the first page of the line-up when no channel is named', async () => {
    const guide = GuideSchema.parse(
      (await t.request('GET', `/api/v1/content/epg?startDate=${now}&endDate=${now + 60}`)).json(),
    );
    expect(guide.channels.length).toBeGreaterThanOrEqual(40);
    expect(guide).toMatchObject({ page: 1, has_more: false });
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
    const reply = await t.request('GET', '/api/v1/content/media/vod-mv-001');
    expect(reply.json()).toEqual({
      id: 'vod-mv-001',
      // Signed and expiring (media.test.ts): /api/media/{token}/demo/master.m3u8.
      url: expect.stringMatching(/^\/api\/media\/[\w.-]+\/demo\/master\.m3u8$/),
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
    const now = Math.floor(Date.now() / 1000);
    const master = await t.request('GET', signedStreamPath('demo/master.m3u8', now));
    expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(master.body).toContain('stream.m3u8');
    const segment = await fetch(`${t.app.listeningOrigin}${signedStreamPath('demo/segment_000.ts', now)}`, {
      method: 'HEAD',
    });
    expect(segment.headers.get('content-type')).toBe('video/mp2t');
    expect((await t.request('GET', signedStreamPath('demo/README.md', now))).status).toBe(404);
    expect((await t.request('GET', signedStreamPath('demo/..%2Fpackage.json', now))).status).toBe(404);
  });

  it('answers a byte range with 206', async () => {
    const mp4 = signedStreamPath('demo/demo.mp4', Math.floor(Date.now() / 1000));
    const reply = await fetch(`${t.app.listeningOrigin}${mp4}`, { headers: { range: 'bytes=100-199' } });
    expect(reply.status).toBe(206);
    expect(reply.headers.get('content-type')).toBe('video/mp4');
    expect(reply.headers.get('content-range')).toMatch(/^bytes 100-199\/\d+$/);
    expect((await reply.arrayBuffer()).byteLength).toBe(100);
    const beyond = await t.request('GET', mp4, { headers: { range: 'bytes=99999999-' } });
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
    expect((await t.request('GET', '/api/v1/plan/')).body).toBe(plain.body);
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

  it('lets the site’s origin read its answers across origins, and no other origin', async () => {
    const preflight = await t.request('OPTIONS', '/api/v1/login', {
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
    const error = await t.request('GET', '/api/v1/account', { headers: { origin: 'http://localhost:3000' } });
    expect(error.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(error.headers.get('vary')).toMatch(/origin/i);
    for (const origin of ['http://localhost:3000.evil.example', 'https://evil.example', 'null']) {
      const other = await t.request('GET', '/api/v1/setting', { headers: { origin } });
      expect(other.status).toBe(200);
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('sends the security headers with every answer, and a policy under which nothing runs', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/setting'],
      ['GET', '/api/v1/account'],
      ['GET', '/api/no-such-call'],
      ['OPTIONS', '/api/v1/login'],
    ] as const) {
      const reply = await t.request(method, url);
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
      expect(reply.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(reply.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(reply.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  it('serves the sign-up sandbox page that posts to its parent', async () => {
    const reply = await t.request('GET', '/sandbox/international/signup');
    expect(reply.headers.get('content-type')).toContain('text/html');
    expect(reply.body).toContain('Continuar');
    expect(reply.body).toContain('Já tenho conta');
    expect(reply.body).toContain('iframeHeight');
    expect(reply.body).toContain('userLogged: true');
  });

  it('lets only the site frame the sign-up sandbox page, which runs its own script and nothing else', async () => {
    const reply = await t.request('GET', '/sandbox/international/signup');
    const policy = reply.headers.get('content-security-policy') ?? '';
    expect(policy).toContain('frame-ancestors http://localhost:3000');
    const script = /<script>([\s\S]*?)<\/script>/.exec(reply.body)?.[1] ?? '';
    const hash = createHash('sha256').update(script).digest('base64');
    expect(policy).toContain(`script-src 'sha256-${hash}'`);
    expect(policy).not.toContain("unsafe-inline' ; script");
    expect(policy).toMatch(/script-src 'sha256-[^;']+'(;|$)/);
  });
});
