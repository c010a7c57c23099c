/** @jest-environment ./test/pglite-environment.cjs */
import {
  ApiErrorBodySchema,
  ClassificationSchema,
  ContentItemSchema,
  MediaSchema,
  FavoriteStateSchema,
  SeasonPageSchema,
} from '@palco/contracts';
import { bearer, SETUP_TIMEOUT_MS, signIn, startTestApp, type TestApp } from './test-app';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  auth = bearer(await signIn(t, 'free@palco.pt'));
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);

async function statusOf(id: string, headers: Record<string, string>) {
  const reply = await t.request('GET', `/api/v1/content/item/${id}`, { headers });
  expect(reply.status).toBe(200);
  return ContentItemSchema.parse(reply.json()).user_status;
}

function expectError(reply: { status: number; json(): unknown }, status: number): void {
  expect(reply.status).toBe(status);
  expect(ApiErrorBodySchema.parse(reply.json())).toMatchObject({ code: status, message: expect.any(String) });
}

describe('the watchlist of a profile', () => {
  it('adds a title, shows it in the item and the list, and removes it again', async () => {
    const added = await t.request('POST', '/api/v1/content/favorite/mv-020', { headers: auth });
    expect(FavoriteStateSchema.parse(added.json())).toEqual({ id: 'mv-020', favorite: true });
    expect((await statusOf('mv-020', auth))?.favorite).toBe(true);
    const one = await t.request('GET', '/api/v1/content/favorite/mv-020', { headers: auth });
    expect(one.json()).toEqual({ id: 'mv-020', favorite: true });
    const list = (await t.request('GET', '/api/v1/content/favorite/', { headers: auth })).json() as {
      contents: { id: string }[];
    };
    expect(list.contents.map((c) => c.id)).toContain('mv-020');

    const removed = await t.request('DELETE', '/api/v1/content/favorite/mv-020', { headers: auth });
    expect(removed.json()).toEqual({ id: 'mv-020', favorite: false });
    expect((await statusOf('mv-020', auth))?.favorite).toBe(false);
  });

  it("keeps one profile's watchlist from another's", async () => {
    await t.request('POST', '/api/v1/content/favorite/sr-003', { headers: auth });
    const other = bearer(await signIn(t, 'demo@palco.pt'));
    expect((await statusOf('sr-003', other))?.favorite).toBe(false);
    expect((await statusOf('sr-003', auth))?.favorite).toBe(true);
  });

  it('refuses visitors with 401 and unknown titles with 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      expectError(await t.request(method, '/api/v1/content/favorite/mv-020'), 401);
      expectError(await t.request(method, '/api/v1/content/favorite/no-such-title', { headers: auth }), 404);
    }
  });
});

describe("the viewer's rating", () => {
  it('stores a rating of 1 to 5, changes it, and takes it away with 0', async () => {
    const put = (classification: unknown) =>
      t.request('PUT', '/api/v1/content/item/mv-021/classification', {
        headers: auth,
        json: { classification },
      });

    const rated = await put(4);
    expect(rated.status).toBe(200);
    expect(ClassificationSchema.parse(rated.json())).toEqual({ id: 'mv-021', classification: 4 });
    expect((await statusOf('mv-021', auth))?.classification).toBe(4);

    await put('2');
    expect((await statusOf('mv-021', auth))?.classification).toBe(2);

    expect((await put(0)).json()).toEqual({ id: 'mv-021', classification: 0 });
    expect((await statusOf('mv-021', auth))?.classification).toBeNull();
  });

  it.each([[6], [-1], [3.5], ['três'], [true], [''], [null]])(
    'refuses %p with 400',
    async (classification) => {
      const reply = await t.request('PUT', '/api/v1/content/item/mv-021/classification', {
        headers: auth,
        json: { classification },
      });
      expectError(reply, 400);
    },
  );

  it('refuses visitors with 401 and unknown titles with 404', async () => {
    const body = { json: { classification: 3 } };
    expectError(await t.request('PUT', '/api/v1/content/item/mv-021/classification', body), 401);
    expectError(
      await t.request('PUT', '/api/v1/content/item/nothing-here/classification', { ...body, headers: auth }),
      404,
    );
  });
});

describe('content for the title pages', () => {
  it('gives every series several seasons whose episodes page with the last episode as cursor', async () => {
    const series = ContentItemSchema.parse((await t.request('GET', '/api/v1/content/item/sr-001')).json());
    expect(series.seasons?.length).toBeGreaterThanOrEqual(2);
    const second = series.seasons?.[1];
    if (!second) throw new Error('sr-001 has no second season');
    const first = SeasonPageSchema.parse(
      (await t.request('GET', `/api/v1/content/item/sr-001/season/${second.id}`)).json(),
    );
    expect(first.contents.length).toBeGreaterThan(1);
    expect(first.contents.every((e) => e.season?.id === second.id)).toBe(true);

    const cursor = first.contents[0]?.id ?? '';
    const after = SeasonPageSchema.parse(
      (await t.request('GET', `/api/v1/content/item/sr-001/season/${second.id}?cursor=${cursor}`)).json(),
    );
    expect(after.contents.map((e) => e.id)).toEqual(first.contents.slice(1).map((e) => e.id));
    expectError(await t.request('GET', '/api/v1/content/item/sr-001/season/sr-002-t1'), 404);
  });

  it('pages a long season 30 episodes at a time, each page after the last episode it gave', async () => {
    const page = async (cursor?: string) =>
      SeasonPageSchema.parse(
        (
          await t.request(
            'GET',
            `/api/v1/content/item/sr-005/season/sr-005-t1${cursor ? `?cursor=${cursor}` : ''}`,
          )
        ).json(),
      );
    const first = await page();
    expect(first.contents).toHaveLength(30);
    expect(first.has_more).toBe(true);
    const rest = await page(first.contents.at(-1)?.id);
    expect(rest.has_more).toBe(false);
    expect([...first.contents, ...rest.contents].map((e) => e.episode_number)).toEqual(
      Array.from({ length: 48 }, (_, i) => i + 1),
    );
  });

  it('has titles still to be released, premium titles leaving the tier, and trailers', async () => {
    const rows = await t.db.query<{ id: string }>(
      `SELECT id FROM items WHERE type = 'MOVIE' AND (release_offset > 86400 OR premium_end_offset IS NOT NULL
         OR trailer_id IS NOT NULL) ORDER BY id`,
    );
    const items = await Promise.all(
      rows.map(async (r) =>
        ContentItemSchema.parse((await t.request('GET', `/api/v1/content/item/${r.id}`)).json()),
      ),
    );
    const now = Date.now() / 1000;
    expect(items.some((i) => i.release_date !== null && i.release_date > now)).toBe(true);
    expect(items.some((i) => i.premium && i.premium_end_date !== null && i.premium_end_date > now)).toBe(
      true,
    );
    const trailer = items.find((i) => i.trailer_id !== null)?.trailer_id ?? '';
    const media = await t.request('GET', `/api/v1/content/media/${trailer}`);
    expect(media.status).toBe(200);
    // A trailer plays in a plain <video> on the title's page, so it comes as MP4 that exists.
    const { url, type } = MediaSchema.parse(media.json());
    expect(type).toBe('mp4');
    const file = await t.request('GET', url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('video/mp4');
  });
});
