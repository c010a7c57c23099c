import type * as z from './zod';
import type { HttpMethod } from './endpoints';

/** Keeps each endpoint's name, literal path and schema type, so callers' types are derived from them. */
export function defineEndpoint<
  const N extends string,
  const P extends string,
  R extends z.ZodMiniType | undefined = undefined,
>(
  name: N,
  method: HttpMethod,
  path: P,
  response?: R,
  encoding?: 'json' | 'form',
): { name: N; method: HttpMethod; path: P; response: R; encoding?: 'json' | 'form' } {
  return { name, method, path, response: response as R, ...(encoding ? { encoding } : {}) };
}
