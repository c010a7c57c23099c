import type { Channel } from '@palco/contracts';
import type { Db } from '../db';
import { prepareAnswer, type PreparedAnswer } from '../http/prepared-answer';

const CHANNEL_COLUMNS = 'id, name, logo, media_id, dvr, fast';

export async function listChannels(db: Db): Promise<Channel[]> {
  return db.query<Channel>(`SELECT ${CHANNEL_COLUMNS} FROM channels ORDER BY position`);
}

/** Channels by id, in the order asked for; unknown ids are left out. */
export async function loadChannels(db: Db, ids: readonly string[]): Promise<Channel[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<Channel>(`SELECT ${CHANNEL_COLUMNS} FROM channels WHERE id = ANY($1::text[])`, [
    ids,
  ]);
  const byId = new Map(rows.map((c) => [c.id, c]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The channels in the server's order, as the guide and the channel calls read them. */
export interface LineUp {
  /** Goes up whenever the channels read differ from the previous read. */
  readonly version: number;
  readonly channels: readonly Channel[];
  readonly byId: ReadonlyMap<string, Channel>;
  /** `GET /v1/content/channel`'s answer. */
  readonly answer: PreparedAnswer;
}

/**
 * How long a line-up read is used before the next call reads it again. Channels change with the seed, not
 * while the API runs; reading a thousand rows on every guide call would cost more than the rest of it.
 */
export const LINE_UP_TTL_MS = 60_000;

/**
 * The line-up, read from the database once and then again every `ttlMs`. Once there is one, a call
 * after it expired is answered with it while the next is read (as a cache's stale-while-revalidate), so
 * no call waits on the read.
 */
export class LineUpSource {
  private current: { lineUp: LineUp; readAt: number } | null = null;
  private reading: Promise<LineUp> | null = null;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = LINE_UP_TTL_MS,
    /** Milliseconds of a clock that never goes back; tests pin the API's wall clock, not this one. */
    private readonly clock: () => number = () => performance.now(),
  ) {}

  async get(): Promise<LineUp> {
    const { current } = this;
    if (current && this.clock() - current.readAt < this.ttlMs) return current.lineUp;
    this.reading ??= this.read().finally(() => (this.reading = null));
    if (!current) return this.reading;
    // A failed read keeps the line-up there is; the next call tries again.
    this.reading.catch(() => undefined);
    return current.lineUp;
  }

  private async read(): Promise<LineUp> {
    const channels = await listChannels(this.db);
    const json = JSON.stringify({ channels });
    const previous = this.current?.lineUp;
    const lineUp =
      previous && previous.answer.body.toString('utf8') === json
        ? previous
        : {
            version: (previous?.version ?? 0) + 1,
            channels,
            byId: new Map(channels.map((c) => [c.id, c])),
            answer: prepareAnswer(json),
          };
    this.current = { lineUp, readAt: this.clock() };
    return lineUp;
  }
}
