import type { IncomingMessage, ServerResponse } from 'node:http';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchemaCompiler,
  FastifyTypeProvider,
  RawServerDefault,
} from 'fastify';
import { z } from 'zod';
import { badRequest, type HttpError } from './errors';

/**
 * Route schemas are zod schemas: Fastify validates params, query and body with them before the handler
 * runs (a failure is a 400 in the usual shape), and the handler sees their output types.
 */
export interface ZodTypeProvider extends FastifyTypeProvider {
  readonly validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  readonly serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/** The API's Fastify instance, typed by its route schemas. */
export type Api = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

const PART_NAMES: Readonly<Record<string, string>> = { querystring: 'query' };

/**
 * The first problem, as `part.field: what is wrong`. Zod's own words name the expected type or limit and
 * never quote the value; objects drop unknown keys rather than refuse them, so no key a client made up is
 * repeated either.
 */
function invalidInput(part: string | undefined, error: z.ZodError): HttpError {
  const issue = error.issues[0];
  const where = [PART_NAMES[part ?? ''] ?? part ?? 'request', ...(issue?.path ?? []).map(String)].join('.');
  return badRequest(`${where}: ${issue?.message ?? 'Invalid input'}`);
}

const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, method, url, httpPart }) => {
  if (!(schema instanceof z.ZodType)) {
    throw new Error(`${method} ${url}: the ${httpPart ?? 'request'} schema is not a zod schema`);
  }
  return (data: unknown) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: invalidInput(httpPart, result.error) };
  };
};

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Validates every route's input with its zod schemas, and refuses at start-up a route that does not
 * declare all of it: a query schema always, a params schema when the path has parameters, a body schema
 * for the methods that carry one. A new route cannot read input nobody checked.
 */
export function installValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat().map(String);
    const missing = [
      route.schema?.querystring === undefined && 'querystring',
      /[:*]/.test(route.url) && route.schema?.params === undefined && 'params',
      methods.some((m) => METHODS_WITH_BODY.has(m)) && route.schema?.body === undefined && 'body',
    ].filter(Boolean);
    if (missing.length > 0) {
      throw new Error(`${methods.join(',')} ${route.url} declares no schema for its ${missing.join(', ')}`);
    }
  });
}

/** The longest id the API accepts; its own are under 40 characters. */
export const ID_MAX_LENGTH = 128;

/**
 * Ids of items, sections, screens, rails, channels, programmes, media and profiles: URL-safe ASCII (the
 * unreserved characters of RFC 3986). Control characters, which PostgreSQL refuses in text, never reach it.
 */
export const Id = z
  .string()
  .min(1)
  .max(ID_MAX_LENGTH)
  .regex(/^[\w.~-]+$/, 'must be letters, digits, ".", "_", "~" or "-"');

/**
 * Text a person typed (a search, an e-mail): no control characters and no half of a surrogate pair, which
 * the database refuses or mangles.
 */
export const typedText = (max: number): z.ZodString =>
  z
    .string()
    .max(max)
    .regex(/^[^\p{Cc}\p{Cs}]*$/u, 'must not contain control characters');

export const IdParams = z.object({ id: Id });

/** Playlist and season pages: the cursor is the id of the last item received (spec section 9). */
export const CursorQuery = z.object({ cursor: Id.optional() });

/** The query of a call that reads none: whatever parameters come are dropped. */
export const NoQuery = z.object({});

/**
 * The body of a call that reads none (a POST that only names an id in its path): whatever comes is
 * parsed by its content type and then ignored.
 */
export const IgnoredBody = z.unknown().transform(() => undefined);
