import type * as z from './zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointDef {
  /** The key of the endpoint in `endpoints`, for messages. */
  name: string;
  method: HttpMethod;
  /** Path under `/api`; `{name}` marks a path parameter. */
  path: string;
  /** Schema of a successful response body, where the spec gives its shape; zod/mini, as in entities.ts. */
  response?: z.ZodMiniType;
  /** Request body encoding; login is form-encoded (spec section 7). */
  encoding?: 'json' | 'form';
}

/**
 * Every call of spec section 7 (endpoint-list.ts). The reference API implements these. A client passes
 * the definition itself to shared's `callEndpoint` (`callEndpoint(http, endpoints.getItem, ...)`):
 * contracts is bundled into each app, so the definition a call uses is always the one its app was built
 * and tested with, and the app's bundle holds only the definitions it uses.
 */
export * as endpoints from './endpoint-list';
/**
 * The calls shared makes itself (settings, account, sign-in and out, choosing a profile): the same
 * definitions as `endpoints`' (session-endpoints.ts), under a name that does not go through the list of
 * every call, so that an app's bundle holds them only where its own code or its copy of shared makes them.
 */
export * as sessionEndpoints from './session-endpoints';
import type * as endpointList from './endpoint-list';

export type EndpointName = keyof typeof endpointList;

/**
 * What a successful call answers: the type the endpoint's schema parses to, or `unknown` where the spec
 * gives no shape (the caller must then check what it reads). Callers never choose it themselves.
 */
export type ResponseOf<D extends EndpointDef> = D['response'] extends infer S
  ? S extends z.ZodMiniType
    ? z.output<S>
    : unknown
  : never;

/** `ResponseOf` by endpoint name. */
export type EndpointResponse<N extends EndpointName> = ResponseOf<(typeof endpointList)[N]>;

type PlaceholdersOf<P extends string> = P extends `${string}{${infer K}}${infer Rest}`
  ? K | PlaceholdersOf<Rest>
  : never;

/** The `{name}` placeholders of an endpoint's path, e.g. `'id' | 'seasonId'` for getSeason. */
export type ParamNameOf<D extends EndpointDef> = PlaceholdersOf<D['path']>;

/** The values for an endpoint's path placeholders; exactly its placeholders, each required. */
export type ParamsOf<D extends EndpointDef> = Record<ParamNameOf<D>, string | number>;

/** Fills `{name}` placeholders, URL-encoding each value. */
export function endpointPath(
  endpoint: EndpointDef,
  params: Partial<Record<string, string | number>> = {},
): string {
  return endpoint.path.replace(/\{(\w+)\}/g, (_m, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter "${key}" for endpoint ${endpoint.name}`);
    return encodeURIComponent(String(value));
  });
}
