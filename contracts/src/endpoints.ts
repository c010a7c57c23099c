import type { z } from 'zod';
import {
  AccountSchema,
  ChannelListSchema,
  ChannelSchema,
  ClassificationSchema,
  ContentItemSchema,
  FavoriteListSchema,
  FavoriteStateSchema,
  FilterPageSchema,
  GuideSchema,
  LoginResponseSchema,
  MediaSchema,
  PingSchema,
  PlanListSchema,
  PlaylistPageSchema,
  ProfileListSchema,
  ProfileSchema,
  ProgressSchema,
  ScreenSchema,
  SearchResultSchema,
  SeasonPageSchema,
  SectionListSchema,
  SectionSchema,
  TranslationsSchema,
} from './entities';
import { ServerSettingsSchema } from './settings';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointDef {
  /** The key of the endpoint in `endpoints`, for messages. */
  name: string;
  method: HttpMethod;
  /** Path under `/api`; `{name}` marks a path parameter. */
  path: string;
  /** Schema of a successful response body, where the spec gives its shape. */
  response?: z.ZodType;
  /** Request body encoding; login is form-encoded (spec section 7). */
  encoding?: 'json' | 'form';
}

/** Keeps each endpoint's literal path and schema type, so callers' types are derived from them. */
function e<const P extends string, R extends z.ZodType | undefined = undefined>(
  method: HttpMethod,
  path: P,
  response?: R,
  encoding?: 'json' | 'form',
): { method: HttpMethod; path: P; response: R; encoding?: 'json' | 'form' } {
  return { method, path, response: response as R, ...(encoding ? { encoding } : {}) };
}

/** Names each definition after its key. */
function named<const T extends Record<string, Omit<EndpointDef, 'name'>>>(
  defs: T,
): { readonly [K in keyof T]: T[K] & { readonly name: K } } {
  return Object.fromEntries(Object.entries(defs).map(([name, def]) => [name, { ...def, name }])) as {
    readonly [K in keyof T]: T[K] & { readonly name: K };
  };
}

/**
 * Every call of spec section 7. The reference API implements these. A client passes the definition
 * itself to shared's `callEndpoint` (`callEndpoint(http, endpoints.getItem, ...)`): contracts is bundled
 * into each app, so the definition a call uses is always the one its app was built and tested with.
 */
export const endpoints = named({
  // Settings and content
  getSettings: e('GET', '/v1/setting', ServerSettingsSchema),
  getTranslation: e('GET', '/v1/translation/{locale}', TranslationsSchema),
  getPlans: e('GET', '/v1/plan', PlanListSchema),
  getSections: e('GET', '/v1/content/section', SectionListSchema),
  getSection: e('GET', '/v1/content/section/{id}', SectionSchema),
  getScreen: e('GET', '/v1/content/screen/{id}', ScreenSchema),
  getPlaylist: e('GET', '/v1/content/playlist/{id}', PlaylistPageSchema),
  /**
   * Filter by section (spec section 7 names the call, not its path): the section's chips and its titles,
   * query `page` (from 1) and `size` (default settings `page_size`, at most 100).
   */
  getSectionFilter: e('GET', '/v1/content/section/{id}/filter', FilterPageSchema),
  /** Filter by id, a chip of a section's filter page: the titles it keeps, same `page` and `size`. */
  getFilter: e('GET', '/v1/content/filter/{id}', FilterPageSchema),
  search: e('GET', '/v1/content/search/{query}', SearchResultSchema),
  getChannels: e('GET', '/v1/content/channel', ChannelListSchema),
  getChannel: e('GET', '/v1/content/channel/{id}', ChannelSchema),
  getEpg: e('GET', '/v1/content/epg', GuideSchema),
  getItem: e('GET', '/v1/content/item/{id}', ContentItemSchema),
  getSeason: e('GET', '/v1/content/item/{id}/season/{seasonId}', SeasonPageSchema),
  getNext: e('GET', '/v1/content/item/{id}/next', ContentItemSchema),
  getMedia: e('GET', '/v1/content/media/{id}', MediaSchema),
  putClassification: e('PUT', '/v1/content/item/{id}/classification', ClassificationSchema),
  putProgress: e('PUT', '/v1/content/item/{id}/progress', ProgressSchema),
  ping: e('GET', '/v1/content/ping', PingSchema),
  getFavorites: e('GET', '/v1/content/favorite/', FavoriteListSchema),
  getFavorite: e('GET', '/v1/content/favorite/{id}', FavoriteStateSchema),
  addFavorite: e('POST', '/v1/content/favorite/{id}', FavoriteStateSchema),
  removeFavorite: e('DELETE', '/v1/content/favorite/{id}', FavoriteStateSchema),
  // Account
  signup: e('POST', '/v1/signup'),
  validate: e('POST', '/v1/validate'),
  reactivate: e('PUT', '/v1/account/activate'),
  checkAccount: e('POST', '/v1/account/check'),
  getAccount: e('GET', '/v1/account', AccountSchema),
  putAccount: e('PUT', '/v1/account', AccountSchema),
  deleteAccount: e('DELETE', '/v1/account'),
  requestDeleteCode: e('POST', '/v1/account/delete/code'),
  confirmDelete: e('POST', '/v1/account/delete'),
  putPassword: e('PUT', '/v1/account/password'),
  recover: e('POST', '/v1/recover'),
  forgot: e('PUT', '/v1/account/forgot'),
  login: e('POST', '/v1/login', LoginResponseSchema, 'form'),
  logout: e('POST', '/v1/logout'),
  getTransactions: e('GET', '/v1/account/transaction'),
  getTransactionPdf: e('GET', '/v1/account/transaction/pdf/{id}'),
  getBilling: e('GET', '/v1/account/billing'),
  putBilling: e('PUT', '/v1/account/billing'),
  // Profiles
  getProfiles: e('GET', '/v1/profiles', ProfileListSchema),
  getAvatars: e('GET', '/v1/avatars'),
  getRestrictions: e('GET', '/v1/content/restriction'),
  createProfile: e('POST', '/v1/profile', ProfileSchema),
  getCurrentProfile: e('GET', '/v1/profile', ProfileSchema),
  putCurrentProfile: e('PUT', '/v1/profile', ProfileSchema),
  getProfile: e('GET', '/v1/profile/{id}', ProfileSchema),
  putProfile: e('PUT', '/v1/profile/{id}', ProfileSchema),
  deleteProfile: e('DELETE', '/v1/profile/{id}'),
  selectProfile: e('POST', '/v1/profile/select/{id}', ProfileSchema),
  putRestriction: e('PUT', '/v1/profile/restriction'),
  setPin: e('POST', '/v1/profile/pin'),
  deletePin: e('DELETE', '/v1/profile/pin'),
  validatePin: e('POST', '/v1/profile/pin/validate'),
  recoverPin: e('POST', '/v1/profile/recover'),
  putPreference: e('PUT', '/v1/profile/preference'),
  // Device and social
  getDeviceCode: e('GET', '/v1/device/code'),
  deviceLogin: e('POST', '/v1/device/login'),
  deviceLink: e('POST', '/v1/device/link'),
  socialLogin: e('POST', '/v1/social/login'),
  // Monetization
  getVoucher: e('GET', '/v1/voucher/{code}'),
  getSubscription: e('GET', '/v1/subscription'),
  subscribe: e('POST', '/v1/subscription'),
  cancelSubscription: e('DELETE', '/v1/subscription'),
  subscriptionPayment: e('POST', '/v1/subscription/payment'),
  subscriptionToken: e('POST', '/v1/subscription/token'),
  paymentStatus: e('POST', '/v1/payment/status'),
});

export type EndpointName = keyof typeof endpoints;

/**
 * What a successful call answers: the type the endpoint's schema parses to, or `unknown` where the spec
 * gives no shape (the caller must then check what it reads). Callers never choose it themselves.
 */
export type ResponseOf<D extends EndpointDef> = D['response'] extends infer S
  ? S extends z.ZodType
    ? z.output<S>
    : unknown
  : never;

/** `ResponseOf` by endpoint name. */
export type EndpointResponse<N extends EndpointName> = ResponseOf<(typeof endpoints)[N]>;

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
