import { concurrencyLimit } from '../http/concurrency-limit';
import { LruCache } from '../http/lru';
import { prepareAnswer, type PreparedAnswer } from '../http/prepared-answer';
import { DaySlices } from './day-slices';
import { writeGuide, type GuideDays, type GuidePaging, type GuideWindow } from './guide';
import type { GuideChannel } from './programmes';

/** One guide call, its input checked. */
export interface GuideCall {
  channels: readonly GuideChannel[];
  range: GuideWindow;
  days: GuideDays;
  nowSeconds: number;
  paging?: GuidePaging;
  /** Changes whenever the line-up does (a logo, a channel that starts or stops recording). */
  lineUpVersion: number;
}

export interface GuideAnswer {
  prepared: PreparedAnswer;
  /** From this moment (epoch seconds) the call is answered differently. */
  changesAt: number;
  /** Nothing in it is live or still to come. */
  settled: boolean;
}

/**
 * Bytes of answers kept: the widest call (50 channels over 25 hours) is about 0.5 MB before compression,
 * and the guide's screens ask the same few calls (today, the first batches) again and again.
 */
export const MAX_CACHED_ANSWER_BYTES = 64 * 1024 * 1024;
/**
 * Answers written at once. Writing is work on the event loop, in short turns; more at a time would only
 * hold more answers half-written in memory, so the others wait their turn.
 */
export const MAX_WRITING = 1;

/**
 * The guide's answers, from data prepared once: day slices of each channel (programmes follow from the
 * seed), and whole answers kept until the moment they would change, so the calls a screen repeats cost a
 * lookup. One answer is written once however many callers ask for it at the same time.
 */
export class GuideAnswers {
  private readonly slices = new DaySlices();
  private readonly answers = new LruCache<string, GuideAnswer>(
    MAX_CACHED_ANSWER_BYTES,
    (answer) => answer.prepared.weight,
  );
  private readonly writing = new Map<string, Promise<GuideAnswer>>();
  private readonly limit = concurrencyLimit(MAX_WRITING);

  async answer(call: GuideCall): Promise<GuideAnswer> {
    const key = [
      call.lineUpVersion,
      call.days.past,
      call.days.future,
      call.range.start,
      call.range.end,
      call.paging ? `page ${call.paging.page}` : call.channels.map((c) => c.id).join(','),
    ].join('|');
    const fresh = (answer: GuideAnswer | undefined): answer is GuideAnswer =>
      answer !== undefined && call.nowSeconds < answer.changesAt;
    const cached = this.answers.get(key);
    if (fresh(cached)) return cached;
    const pending = this.writing.get(key);
    if (pending) {
      const answer = await pending;
      if (fresh(answer)) return answer;
    }
    const written = this.limit(() => this.write(call)).finally(() => {
      if (this.writing.get(key) === written) this.writing.delete(key);
    });
    this.writing.set(key, written);
    const answer = await written;
    this.answers.set(key, answer);
    return answer;
  }

  private async write(call: GuideCall): Promise<GuideAnswer> {
    const guide = await writeGuide(
      this.slices,
      call.channels,
      call.range,
      call.days,
      call.nowSeconds,
      call.paging,
    );
    return { prepared: prepareAnswer(guide.json), changesAt: guide.changesAt, settled: guide.settled };
  }
}

/** Today's guide (live programmes, the window's edges): browsers a minute, shared caches five. */
const CURRENT = { maxAge: 60, sMaxAge: 300, staleWhileRevalidate: 60 };
/** A guide of the past changes only when its day leaves the window: browsers an hour, shared caches a day. */
const SETTLED = { maxAge: 3600, sMaxAge: 86_400, staleWhileRevalidate: 3600 };

/**
 * `Cache-Control` of a guide answer: public (it is the same for everyone), and never kept past the moment
 * it changes. A cache may serve it a little stale while it asks again: a live mark a minute late is
 * harmless, and the guide draws its "now" line from the clock.
 */
export function guideCacheControl(answer: GuideAnswer, nowSeconds: number): string {
  const policy = answer.settled ? SETTLED : CURRENT;
  const left = Math.max(0, answer.changesAt - nowSeconds);
  return [
    'public',
    `max-age=${Math.min(policy.maxAge, left)}`,
    `s-maxage=${Math.min(policy.sMaxAge, left)}`,
    `stale-while-revalidate=${policy.staleWhileRevalidate}`,
  ].join(', ');
}
