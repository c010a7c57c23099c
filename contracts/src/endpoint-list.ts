// Every call of spec section 7, one export each, so an app's bundle keeps only the calls (and schemas) it
// uses: `endpoints.getItem` on the namespace that endpoints.ts re-exports is tracked by the bundler.
import { defineEndpoint as e } from './endpoint-def';
import {
  AccountCheckSchema,
  AccountSchema,
  AvatarListSchema,
  ActivationSchema,
  DeviceCodeSchema,
  DeviceListSchema,
  DeviceLoginResponseSchema,
  DoneSchema,
  SignupResponseSchema,
  ChannelListSchema,
  ChannelSchema,
  ClassificationSchema,
  ContentItemSchema,
  FavoriteListSchema,
  FavoriteStateSchema,
  FilterPageSchema,
  GuideSchema,
  MediaSchema,
  PingSchema,
  PlaybackAllowanceSchema,
  DayAllowanceSchema,
  PlanListSchema,
  PlaylistPageSchema,
  ProfileListSchema,
  ProfileSchema,
  ProgressSchema,
  RestrictionListSchema,
  ScreenSchema,
  CardScreenSchema,
  SearchResultSchema,
  SeasonPageSchema,
  SectionListSchema,
  SectionSchema,
  TranslationsSchema,
} from './entities';
import {
  BillingSchema,
  CheckoutSchema,
  PaymentStatusSchema,
  SubscribeResponseSchema,
  SubscriptionSchema,
  TransactionListSchema,
  VoucherSchema,
} from './payments';
import { SocialLoginResponseSchema } from './social';

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
/**
 * The guide of query `channels` (a comma list of at most `GUIDE_MAX_CHANNELS`) from `startDate` to `endDate`
 * (seconds, at most `GUIDE_MAX_RANGE_SECONDS` apart: a day); without channels, `page` (from 1) of the line-up.
 */
export const getEpg = /* @__PURE__ */ e('getEpg', 'GET', '/v1/content/epg', GuideSchema);
export const getItem = /* @__PURE__ */ e('getItem', 'GET', '/v1/content/item/{id}', ContentItemSchema);
export const getSeason = /* @__PURE__ */ e(
  'getSeason',
  'GET',
  '/v1/content/item/{id}/season/{seasonId}',
  SeasonPageSchema,
);
export const getNext = /* @__PURE__ */ e('getNext', 'GET', '/v1/content/item/{id}/next', ContentItemSchema);
export const getMedia = /* @__PURE__ */ e('getMedia', 'GET', '/v1/content/media/{id}', MediaSchema);
/**
 * The seconds a viewer held to the time limits played of a title since they last said (the spec names no
 * path): the server charges them, never more than the time that has passed, and answers what is left, or
 * 403 `time_limit_reached`.
 */
/** Today's free time left on premium VOD for the caller (the spec names no path). */
export const getAllowance = /* @__PURE__ */ e(
  'getAllowance',
  'GET',
  '/v1/content/allowance',
  DayAllowanceSchema,
);
export const watchedMedia = /* @__PURE__ */ e(
  'watchedMedia',
  'POST',
  '/v1/content/media/{id}/watched',
  PlaybackAllowanceSchema,
);
export const putClassification = /* @__PURE__ */ e(
  'putClassification',
  'PUT',
  '/v1/content/item/{id}/classification',
  ClassificationSchema,
);
export const putProgress = /* @__PURE__ */ e(
  'putProgress',
  'PUT',
  '/v1/content/item/{id}/progress',
  ProgressSchema,
);
/**
 * The live-stream ping (query `stream`, see `PingQuery`): sent as live playback starts and every
 * `STREAM_PING_SECONDS` while it plays; 409 `too_many_streams` refuses a new stream past the plan's maximum.
 */
export const ping = /* @__PURE__ */ e('ping', 'GET', '/v1/content/ping', PingSchema);
/**
 * The live stream of query `stream` has ended (the spec names no call): its slot is free at once. A DELETE
 * rather than a beacon's POST, as `fetch` with `keepalive` sends it with the session's Authorization header,
 * which `navigator.sendBeacon` cannot carry.
 */
export const endStream = /* @__PURE__ */ e('endStream', 'DELETE', '/v1/content/ping', DoneSchema);
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
// Account
export const signup = /* @__PURE__ */ e('signup', 'POST', '/v1/signup', SignupResponseSchema);
export const validate = /* @__PURE__ */ e('validate', 'POST', '/v1/validate', ActivationSchema);
export const reactivate = /* @__PURE__ */ e('reactivate', 'PUT', '/v1/account/activate', DoneSchema);
export const checkAccount = /* @__PURE__ */ e(
  'checkAccount',
  'POST',
  '/v1/account/check',
  AccountCheckSchema,
);
export { getAccount } from './session-endpoints';
export const putAccount = /* @__PURE__ */ e('putAccount', 'PUT', '/v1/account', AccountSchema);
/**
 * `{code}`: the code mailed to the new address `putAccount {email}` asked for (flag `email_update`); the
 * account then takes it. Not in the spec, which names no call for this step.
 */
export const confirmEmail = /* @__PURE__ */ e(
  'confirmEmail',
  'POST',
  '/v1/account/email/confirm',
  AccountSchema,
);
/**
 * Deleting the account takes two steps (spec section 4): `requestDeleteCode` e-mails a code, `confirmDelete`
 * `{email, code}` deletes. `DELETE /v1/account` is step 1 under the spec's other name (202, nothing deleted).
 */
export const deleteAccount = /* @__PURE__ */ e('deleteAccount', 'DELETE', '/v1/account', DoneSchema);
export const requestDeleteCode = /* @__PURE__ */ e(
  'requestDeleteCode',
  'POST',
  '/v1/account/delete/code',
  DoneSchema,
);
export const confirmDelete = /* @__PURE__ */ e('confirmDelete', 'POST', '/v1/account/delete', DoneSchema);
export const putPassword = /* @__PURE__ */ e('putPassword', 'PUT', '/v1/account/password', DoneSchema);
export const recover = /* @__PURE__ */ e('recover', 'POST', '/v1/recover', DoneSchema);
export const forgot = /* @__PURE__ */ e('forgot', 'PUT', '/v1/account/forgot', DoneSchema);
/** Reset password by e-mailed code {code, email, password}: the spec names the fields, not the path. */
export const resetPassword = /* @__PURE__ */ e('resetPassword', 'PUT', '/v1/account/reset', DoneSchema);
export { login } from './session-endpoints';
export { logout } from './session-endpoints';
/** The account's invoices, newest first: one for every payment granted. */
export const getTransactions = /* @__PURE__ */ e(
  'getTransactions',
  'GET',
  '/v1/account/transaction',
  TransactionListSchema,
);
/** One invoice of the caller's as a PDF (`application/pdf`); another account's is 404 `invoice_not_found`. */
export const getTransactionPdf = /* @__PURE__ */ e(
  'getTransactionPdf',
  'GET',
  '/v1/account/transaction/pdf/{id}',
);
/** The account's billing details, and whether they may be changed now (only with a plan). */
export const getBilling = /* @__PURE__ */ e('getBilling', 'GET', '/v1/account/billing', BillingSchema);
/**
 * Saves the billing details (`BillingDetails`): 400 `billing_{field}_{problem}` for a field refused,
 * 409 `billing_requires_plan` without a plan.
 */
export const putBilling = /* @__PURE__ */ e('putBilling', 'PUT', '/v1/account/billing', BillingSchema);
// Profiles
export const getProfiles = /* @__PURE__ */ e('getProfiles', 'GET', '/v1/profiles', ProfileListSchema);
export const getAvatars = /* @__PURE__ */ e('getAvatars', 'GET', '/v1/avatars', AvatarListSchema);
export const getRestrictions = /* @__PURE__ */ e(
  'getRestrictions',
  'GET',
  '/v1/content/restriction',
  RestrictionListSchema,
);
export const createProfile = /* @__PURE__ */ e('createProfile', 'POST', '/v1/profile', ProfileSchema);
export const getCurrentProfile = /* @__PURE__ */ e('getCurrentProfile', 'GET', '/v1/profile', ProfileSchema);
export const putCurrentProfile = /* @__PURE__ */ e('putCurrentProfile', 'PUT', '/v1/profile', ProfileSchema);
export const getProfile = /* @__PURE__ */ e('getProfile', 'GET', '/v1/profile/{id}', ProfileSchema);
export const putProfile = /* @__PURE__ */ e('putProfile', 'PUT', '/v1/profile/{id}', ProfileSchema);
export const deleteProfile = /* @__PURE__ */ e('deleteProfile', 'DELETE', '/v1/profile/{id}', DoneSchema);
export { selectProfile } from './session-endpoints';
export const putRestriction = /* @__PURE__ */ e(
  'putRestriction',
  'PUT',
  '/v1/profile/restriction',
  ProfileSchema,
);
export const setPin = /* @__PURE__ */ e('setPin', 'POST', '/v1/profile/pin', ProfileSchema);
export const deletePin = /* @__PURE__ */ e('deletePin', 'DELETE', '/v1/profile/pin', ProfileSchema);
export const validatePin = /* @__PURE__ */ e('validatePin', 'POST', '/v1/profile/pin/validate', DoneSchema);
/**
 * Answers `{ok: true}` (DoneSchema). Left unshaped here for now: the account remote's choose-profile tests
 * fake its answer as `{}`, and a shape would refuse that; they move to DoneSchema together.
 */
export const recoverPin = /* @__PURE__ */ e('recoverPin', 'POST', '/v1/profile/recover');
export const putPreference = /* @__PURE__ */ e(
  'putPreference',
  'PUT',
  '/v1/profile/preference',
  ProfileSchema,
);
// Device and social
export const getDeviceCode = /* @__PURE__ */ e('getDeviceCode', 'GET', '/v1/device/code', DeviceCodeSchema);
export const deviceLogin = /* @__PURE__ */ e(
  'deviceLogin',
  'POST',
  '/v1/device/login',
  DeviceLoginResponseSchema,
);
export const deviceLink = /* @__PURE__ */ e('deviceLink', 'POST', '/v1/device/link', DoneSchema);
/** The account's devices (the spec names no path for them): a list, and removing one signs it out. */
export const getDevices = /* @__PURE__ */ e('getDevices', 'GET', '/v1/devices', DeviceListSchema);
export const deleteDevice = /* @__PURE__ */ e('deleteDevice', 'DELETE', '/v1/device/{id}', DoneSchema);
export const socialLogin = /* @__PURE__ */ e(
  'socialLogin',
  'POST',
  '/v1/social/login',
  SocialLoginResponseSchema,
);
/** Operator sign-in (spec section 7 names no path): the operator's code, exchanged with PKCE. */
export const operatorLogin = /* @__PURE__ */ e(
  'operatorLogin',
  'POST',
  '/v1/operator/login',
  SocialLoginResponseSchema,
);
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
