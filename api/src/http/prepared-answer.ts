import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { concurrencyLimit } from './concurrency-limit';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Smaller bodies go as they are, as the API's compression leaves them (app.ts). */
const COMPRESS_FROM_BYTES = 1024;
/**
 * Brotli's effort, as the API's compression gives any answer: on a 0.5 MB guide, quality 5 would save a
 * further fifth of 33 kB for 70 % more time.
 */
const BROTLI_QUALITY = 4;
/**
 * Compressions running at once, on libuv's threads. A burst of new answers would otherwise take every
 * core from the event loop (on two cores, /api/health waited half a second behind 200 of them); one at a
 * time leaves it a core while answers wait their turn, a couple of milliseconds each.
 */
const compressing = concurrencyLimit(1);

export type Encoding = 'br' | 'gzip';

/**
 * A JSON answer made once and sent to many callers: its bytes, a validator, and its compressed copies,
 * each made the first time a caller accepts it.
 */
export interface PreparedAnswer {
  readonly body: Buffer;
  /** Weak: the same for every encoding of the body, which all say the same thing. */
  readonly etag: string;
  encoded(encoding: Encoding): Promise<Buffer>;
  /** Bytes held: the body, and room for its compressed copies (a JSON guide shrinks tenfold and more). */
  readonly weight: number;
}

export function prepareAnswer(json: string): PreparedAnswer {
  const body = Buffer.from(json, 'utf8');
  // A validator, not a signature: SHA-1 is twice as fast as SHA-256 on half a megabyte.
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  const copies = new Map<Encoding, Promise<Buffer>>();
  return {
    body,
    etag,
    weight: Math.ceil(body.length * 1.25),
    encoded(encoding) {
      let copy = copies.get(encoding);
      if (!copy) {
        copy = compressing(() =>
          encoding === 'br'
            ? brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
            : gzipAsync(body),
        );
        copies.set(encoding, copy);
        // A failed compression is tried again by the next caller rather than kept.
        copy.catch(() => copies.delete(encoding));
      }
      return copy;
    },
  };
}

/** Brotli or gzip, whichever the caller weighs higher (brotli on a tie), or null for neither. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weight = (name: Encoding): number => weights.get(name) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).filter((name) => weight(name) > 0);
  if (best.length === 0) return null;
  return best.reduce((a, b) => (weight(b) > weight(a) ? b : a));
}

/** Whether `If-None-Match` names the answer's validator (weak comparison, RFC 9110 13.1.2). */
function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string): string => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** Adds `name` to the answer's `Vary`, keeping what other hooks put there (CORS varies by origin). */
export function varyBy(reply: FastifyReply, name: string): void {
  const current = reply.getHeader('vary');
  const names = String(current ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  if (!names.some((n) => n.toLowerCase() === name || n === '*')) names.push(name);
  reply.header('vary', names.join(', '));
}

/**
 * Sends a prepared answer with `cacheControl`: 304 when the caller already holds it, else the copy in
 * the encoding it prefers. The API's compression leaves an answer that already has an encoding alone.
 */
export async function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PreparedAnswer,
  cacheControl: string,
): Promise<FastifyReply> {
  reply.header('cache-control', cacheControl).header('etag', answer.etag);
  varyBy(reply, 'accept-encoding');
  if (notModified(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding =
    answer.body.length >= COMPRESS_FROM_BYTES ? preferredEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(answer.body);
  const copy = await answer.encoded(encoding);
  return reply.header('content-encoding', encoding).send(copy);
}
