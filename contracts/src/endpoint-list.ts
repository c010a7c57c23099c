// Every call of spec section 7, one export each (here or re-exported), so an app's bundle keeps only the
// calls (and schemas) it uses: `endpoints.getItem` on the namespace that endpoints.ts re-exports is tracked
// by the bundler.
import { defineEndpoint as e } from './endpoint-def';
import {
  ChannelListSchema,
  ChannelSchema,
  ClassificationSchema,
  ContentItemSchema,
  FavoriteListSchema,
  FavoriteStateSchema,
  FilterPageSchema,
  PlanListSchema,
  PlaylistPageSchema,
  ScreenSchema,
  CardScreenSchema,
  SearchResultSchema,
  SeasonPageSchema,
  SectionListSchema,
  SectionSchema,
  TranslationsSchema,
} from './entities';
import {
  CheckoutSchema,
  PaymentStatusSchema,
  SubscribeResponseSchema,
  SubscriptionSchema,
  VoucherSchema,
} from './payments';

// The calls of the guide, of playing and of the account are modules of their own, each with the schemas
// it needs in a module of their own too: a bundle places a module with the code that imports it, and
// these would otherwise sit in the first file of every page that makes a content call.
export * from './guide-endpoints';
export * from './playback-endpoints';
export * from './account-endpoints';

// Settings and content
export { getSettings } from './session-endpoints';
export const getTranslation = /* @__PURE__ */ e(
  'getTranslation',
  'GET',
  '/v1/translation/{locale}',
  TranslationsSchema,
);
/**
 * The plans on sale; with `?affiliate={id}` (`PlanQuery`) the affiliate's own plans instead, each marked
 * with its `affiliate`, or 400 `unknown_affiliate` for an unknown or ended affiliate.
 */
export const getPlans = /* @__PURE__ */ e('getPlans', 'GET', '/v1/plan', PlanListSchema);
export const getSections = /* @__PURE__ */ e('getSections', 'GET', '/v1/content/section', SectionListSchema);
export const getSection = /* @__PURE__ */ e('getSection', 'GET', '/v1/content/section/{id}', SectionSchema);
export const getScreen = /* @__PURE__ */ e('getScreen', 'GET', '/v1/content/screen/{id}', ScreenSchema);
/**
 * The same screen with each rail's titles as cards (`CardItem`): what drawing its rails needs, some 40 %
 * of the whole titles' bytes (the home: 112 kB instead of 264 before compression).
 */
export const getScreenCards = /* @__PURE__ */ e(
  'getScreenCards',
  'GET',
  '/v1/content/screen/{id}/cards',
  CardScreenSchema,
);
export const getPlaylist = /* @__PURE__ */ e(
  'getPlaylist',
  'GET',
  '/v1/content/playlist/{id}',
  PlaylistPageSchema,
);
/**
 * Filter by section (spec section 7 names the call, not its path): the section's chips and its titles,
 * query `page` (from 1) and `size` (default settings `page_size`, at most 100).
 */
export const getSectionFilter = /* @__PURE__ */ e(
  'getSectionFilter',
  'GET',
  '/v1/content/section/{id}/filter',
  FilterPageSchema,
);
/** Filter by id, a chip of a section's filter page: the titles it keeps, same `page` and `size`. */
export const getFilter = /* @__PURE__ */ e('getFilter', 'GET', '/v1/content/filter/{id}', FilterPageSchema);
export const search = /* @__PURE__ */ e('search', 'GET', '/v1/content/search/{query}', SearchResultSchema);
export const getChannels = /* @__PURE__ */ e('getChannels', 'GET', '/v1/content/channel', ChannelListSchema);
export const getChannel = /* @__PURE__ */ e('getChannel', 'GET', '/v1/content/channel/{id}', ChannelSchema);
export const getItem = /* @__PURE__ */ e('getItem', 'GET', '/v1/content/item/{id}', ContentItemSchema);
export const getSeason = /* @__PURE__ */ e(
  'getSeason',
  'GET',
  '/v1/content/item/{id}/season/{seasonId}',
  SeasonPageSchema,
);
export const getNext = /* @__PURE__ */ e('getNext', 'GET', '/v1/content/item/{id}/next', ContentItemSchema);
export const putClassification = /* @__PURE__ */ e(
  'putClassification',
  'PUT',
  '/v1/content/item/{id}/classification',
  ClassificationSchema,
);
export const getFavorites = /* @__PURE__ */ e(
  'getFavorites',
  'GET',
  '/v1/content/favorite/',
  FavoriteListSchema,
);
export const getFavorite = /* @__PURE__ */ e(
  'getFavorite',
  'GET',
  '/v1/content/favorite/{id}',
  FavoriteStateSchema,
);
export const addFavorite = /* @__PURE__ */ e(
  'addFavorite',
  'POST',
  '/v1/content/favorite/{id}',
  FavoriteStateSchema,
);
export const removeFavorite = /* @__PURE__ */ e(
  'removeFavorite',
  'DELETE',
  '/v1/content/favorite/{id}',
  FavoriteStateSchema,
);
// Sessions: shared's own calls (session-endpoints.ts)
export { getAccount } from './session-endpoints';
export { login } from './session-endpoints';
export { logout } from './session-endpoints';
export { selectProfile } from './session-endpoints';
// Monetization
/**
 * What a voucher code unlocks (open to visitors; `{code}` trimmed, any case); 400 `invalid_voucher` when it
 * cannot be used, 429 when too many wrong codes were tried.
 */
export const getVoucher = /* @__PURE__ */ e('getVoucher', 'GET', '/v1/voucher/{code}', VoucherSchema);
export const getSubscription = /* @__PURE__ */ e(
  'getSubscription',
  'GET',
  '/v1/subscription',
  SubscriptionSchema,
);
/** Redeems a prepaid or promotion voucher (`SubscribeRequestSchema`): the plan it grants, at once. */
export const subscribe = /* @__PURE__ */ e('subscribe', 'POST', '/v1/subscription', SubscribeResponseSchema);
export const cancelSubscription = /* @__PURE__ */ e(
  'cancelSubscription',
  'DELETE',
  '/v1/subscription',
  SubscriptionSchema,
);
export const subscriptionPayment = /* @__PURE__ */ e(
  'subscriptionPayment',
  'POST',
  '/v1/subscription/payment',
);
export const subscriptionToken = /* @__PURE__ */ e(
  'subscriptionToken',
  'POST',
  '/v1/subscription/token',
  CheckoutSchema,
);
export const paymentStatus = /* @__PURE__ */ e(
  'paymentStatus',
  'POST',
  '/v1/payment/status',
  PaymentStatusSchema,
);
