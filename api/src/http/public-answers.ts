import type { FastifyReply, FastifyRequest } from 'fastify';
import { addDays, lisbonDate, lisbonMidnight } from '../seed/lisbon-time';
import { LruCache } from './lru';
import { prepareAnswer, sendPrepared, varyBy, type PreparedAnswer } from './prepared-answer';

/**
 * How long an answer that is the same for every visitor is kept, here and by browsers and CDNs: the
 * catalogue changes with the seed, so a minute late is the most anyone sees of a change.
 */
export const PUBLIC_ANSWER_SECONDS = 60;
/** Bytes of answers kept: screens are the largest, some 250 kB before compression. */
const MAX_PUBLIC_ANSWER_BYTES = 32 * 1024 * 1024;
/** A cache may serve an answer this much past its age while it asks for a fresh one. */
const STALE_WHILE_REVALIDATE_SECONDS = 300;

interface Kept {
  prepared: PreparedAnswer;
  expiresAtMs: number;
}

/**
 * Answers that are the same for every caller without a profile (visitors, and accounts that have not
 * chosen one): made once, serialized and compressed once, and sent to every caller until they expire,
 * after a minute or at midnight in Lisbon (titles "released today" are counted from it), whichever comes
 * first. Callers asking for one while it is being made wait for it rather than make it again. The answer
 * varies by `Authorization`, since a signed-in viewer is answered with their own marks on each title.
 */
export class PublicAnswers {
  private readonly kept = new LruCache<string, Kept>(MAX_PUBLIC_ANSWER_BYTES, (k) => k.prepared.weight);
  private readonly making = new Map<string, Promise<Kept>>();

  /** `now` is the API's clock, in milliseconds since the epoch. */
  constructor(private readonly now: () => number) {}

  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    make: () => Promise<unknown>,
  ): Promise<FastifyReply> {
    // HEAD is answered by the GET route, with the same headers.
    const key = request.url;
    const nowMs = this.now();
    let answer = this.kept.get(key);
    if (!answer || nowMs >= answer.expiresAtMs) {
      let pending = this.making.get(key);
      if (!pending) {
        pending = this.make(make, nowMs).finally(() => this.making.delete(key));
        this.making.set(key, pending);
      }
      answer = await pending;
      this.kept.set(key, answer);
    }
    const left = Math.max(0, Math.floor((answer.expiresAtMs - nowMs) / 1000));
    varyBy(reply, 'authorization');
    return sendPrepared(
      request,
      reply,
      answer.prepared,
      `public, max-age=${left}, s-maxage=${left}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`,
    );
  }

  private async make(make: () => Promise<unknown>, nowMs: number): Promise<Kept> {
    const value = await make();
    const nextMidnightMs = lisbonMidnight(addDays(lisbonDate(Math.floor(nowMs / 1000)), 1)) * 1000;
    return {
      prepared: prepareAnswer(JSON.stringify(value)),
      expiresAtMs: Math.min(nowMs + PUBLIC_ANSWER_SECONDS * 1000, nextMidnightMs),
    };
  }
}
