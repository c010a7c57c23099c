/** @jest-environment ./test/pglite-environment.cjs */
import { ContentItemSchema, PlaylistPageSchema } from '@palco/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { programmesForDay, type Programme } from '../src/epg/programmes';
import { addDays, lisbonDate } from '../src/seed/lisbon-time';
import { errorOf } from './account-helpers';
import { buildTestApp, mintToken, SETUP_TIMEOUT_MS, type InjectApp } from './test-app';

let t: InjectApp;
const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  t = await buildTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);

/** Yesterday's programmes of the recording channels that `pick` accepts, in guide order. */
async function programmes(pick: (p: Programme) => boolean): Promise<Programme[]> {
  const yesterday = addDays(lisbonDate(Math.floor(Date.now() / 1000)), -1);
  const channels = await t.db.query<{ id: string; logo: string }>(
    'SELECT id, logo FROM channels WHERE dvr ORDER BY position',
  );
  const found = channels.flatMap((channel) =>
    programmesForDay({ ...channel, dvr: true }, yesterday).filter(pick),
  );
  if (found.length < 2) throw new Error('the demo guide has too few programmes for this test');
  return found;
}

const save = (id: string, progress: unknown, token: string | null): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/content/item/${id}/progress`,
    headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
    payload: JSON.stringify({ progress }),
  });

async function continuing(
  token: string,
): Promise<{ id: string; type: string; progress: number | undefined }[]> {
  const reply = await t.app.inject({
    url: '/api/v1/content/playlist/continue-watching',
    headers: bearer(token),
  });
  expect(reply.statusCode).toBe(200);
  return PlaylistPageSchema.parse(reply.json()).contents.map((item) => ({
    id: item.id,
    type: item.type,
    progress: item.user_status?.progress,
  }));
}

describe('progress in a recorded programme (catch-up)', () => {
  it('is kept, resumed from the item, and offered in Continue Watching beside titles, most recent first', async () => {
    const token = await mintToken(t.db, 'free@palco.pt');
    const [first, second] = await programmes((p) => !p.premium && p.classification !== 'M/18');
    expect((await save(first!.id, 8, token)).json()).toEqual({ id: first!.id, progress: 8 });
    expect((await save('mv-011', 10, token)).statusCode).toBe(200);
    expect((await save(second!.id, 6, token)).statusCode).toBe(200);

    const item = ContentItemSchema.parse(
      (await t.app.inject({ url: `/api/v1/content/item/${first!.id}`, headers: bearer(token) })).json(),
    );
    expect(item.type).toBe('CATCHUP');
    expect(item.user_status).toMatchObject({ progress: 8, continue: true, watched: false });

    expect((await continuing(token)).slice(0, 3)).toEqual([
      { id: second!.id, type: 'CATCHUP', progress: 6 },
      { id: 'mv-011', type: 'MOVIE', progress: 10 },
      { id: first!.id, type: 'CATCHUP', progress: 8 },
    ]);
    // Watched to the end, it leaves the rail.
    expect((await save(first!.id, 19.5, token)).statusCode).toBe(200);
    expect((await continuing(token)).map((entry) => entry.id)).not.toContain(first!.id);
  });

  it('is each profile’s own, needs a viewer, and refuses positions past the end and unknown programmes', async () => {
    const [programme] = await programmes((p) => !p.premium);
    const free = await mintToken(t.db, 'free@palco.pt');
    const demo = await mintToken(t.db, 'demo@palco.pt');
    expect((await save(programme!.id, 7, demo)).statusCode).toBe(200);
    expect((await continuing(free)).map((entry) => entry.id)).not.toContain(programme!.id);
    expect(errorOf(await save(programme!.id, 7, null))).toEqual({ status: 401, code: 401 });
    expect(errorOf(await save(programme!.id, 86_000, demo))).toEqual({ status: 400, code: 400 });
    expect(errorOf(await save(programme!.id, -1, demo))).toEqual({ status: 400, code: 400 });
    expect(errorOf(await save('ch-99_20200101_1', 7, demo))).toEqual({ status: 404, code: 404 });
  });
});

describe('the programme on air, from its beginning (flag play_live_from_beginning)', () => {
  async function onAir(): Promise<Programme> {
    const nowSeconds = Math.floor(Date.now() / 1000);
    const [channel] = await t.db.query<{ id: string; logo: string }>(
      'SELECT id, logo FROM channels WHERE dvr ORDER BY position LIMIT 1',
    );
    const today = programmesForDay({ ...channel!, dvr: true }, lisbonDate(nowSeconds));
    const found = today.find((p) => p.start_date <= nowSeconds && nowSeconds < p.end_date - 60);
    if (!found) throw new Error('no programme on air for a minute more');
    return found;
  }
  const item = async (id: string) =>
    ContentItemSchema.parse((await t.app.inject({ url: `/api/v1/content/item/${id}` })).json());

  it('plays from its start while the flag is on, and only once it ends while it is off', async () => {
    const programme = await onAir();
    expect((await item(programme.id)).release_date).toBe(programme.start_date);
    await t.db.query(
      `UPDATE settings SET value = jsonb_set(value, '{play_live_from_beginning}', '0') WHERE key = 'flags'`,
    );
    try {
      expect((await item(programme.id)).release_date).toBe(programme.end_date);
    } finally {
      await t.db.query(
        `UPDATE settings SET value = jsonb_set(value, '{play_live_from_beginning}', '1') WHERE key = 'flags'`,
      );
    }
  });
});
