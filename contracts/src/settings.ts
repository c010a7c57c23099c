import * as z from './zod';
import { OperatorProviderSchema, SocialProviderSchema } from './social';

/** Feature flags of spec section 1, as the settings call returns them (1 on, 0 off). */
export const featureFlagNames = [
  'watchlist',
  'share',
  'user_rating',
  'auto_play_trailer',
  'ads',
  'past_epg_as_vod',
  'play_live_from_beginning',
  'profile_editing',
  'email_update',
  'multi_profile',
  'social_login',
  'tv_code_login',
  'device_management',
  'signup',
  'other_languages',
  'skip_products',
  'reminder',
  'rating_popup',
  'watch_without_login',
  'skip_authentication',
] as const;
export type FeatureFlagName = (typeof featureFlagNames)[number];

const flag = z.union([z.literal(0), z.literal(1)]);

/** Settings of spec section 9. Values not sent by the server fall back to `settingsDefaults` in shared. */
export const SettingsSchema = z.object({
  epg_future_days: z.int().check(z.nonnegative()),
  epg_past_days: z.int().check(z.nonnegative()),
  page_size: z.int().check(z.positive()),
  video_time_limit: z.int().check(z.nonnegative()),
  video_cumulative_time_limit: z.int().check(z.nonnegative()),
  live_break_limit: z.int().check(z.nonnegative()),
  vod_break_limit: z.int().check(z.nonnegative()),
  /**
   * Section 9's live time limits: the seconds a day a visitor or free viewer may watch FAST channels
   * (channel `fast`) and the other, linear ones, each kind counted across its channels. 0: not limited.
   * Optional: older APIs do not send them.
   */
  live_fast_time_limit: z.optional(z.int().check(z.nonnegative())),
  live_linear_time_limit: z.optional(z.int().check(z.nonnegative())),
  dynamic_label_days_before: z.int().check(z.nonnegative()),
  allow_vod: flag,
  is_euro_active: flag,
  monetization: flag,
  update_payment_method: flag,
  enterWithMeo: flag,
  enterWithVodafone: flag,
  flow_international_locked: flag,
  locales: z.array(z.string()),
  home_section_id: z.string(),
  exclusive_section_id: z.string(),
  international_frame_url: z.string(),
  /** The two origins trusted to post messages from the embedded sign-up frame (production and QA). */
  international_frame_origins: z.tuple([z.string(), z.string()]),
  bitmovin_license_key: z.string(),
  /** The captcha provider's site key (spec section 7): the reference API's sandbox provider's by default. */
  captcha_site_key: z.optional(z.string()),
  /**
   * The page the site frames to get a captcha token when the provider is the sandbox one; it posts
   * `{captchaToken, action}` to the framing page. Empty with a real provider, whose own script is used.
   */
  captcha_widget_url: z.optional(z.string()),
  /**
   * The social sign-ins the login popup offers (flag `social_login`), each with what its authorization
   * request needs; the reference API's sandbox identity providers unless a deployment configures real ones.
   */
  social_providers: z.optional(z.array(SocialProviderSchema)),
  /** The operators' sign-ins (shown when `enterWithMeo` / `enterWithVodafone` is 1), as `social_providers`. */
  operator_providers: z.optional(z.array(OperatorProviderSchema)),
  /**
   * Where the caller is, an ISO 3166-1 alpha-2 code: the country the CDN in front of the API located them
   * in (`CloudFront-Viewer-Country`), else the deployment's `VIEWER_COUNTRY`, else PT. With `premium`, what
   * picks the base layout of a visitor (spec section 2); a signed-in viewer's is the account's `country`,
   * the country it was made in. Optional: older APIs do not send it.
   */
  visitor_country: z.optional(z.string()),
  /**
   * The ad servers (spec section 9): the address of the VAST document each place plays, for visitors and
   * free accounts while flag `ads` is on (contracts' `adServerSettingOf` names them by slot). Empty, or
   * absent from an older API: no ad in that place.
   */
  ad_server_url_live: z.optional(z.string()),
  ad_server_url_trailer: z.optional(z.string()),
  ad_server_url_vod_preroll: z.optional(z.string()),
  ad_server_url_vod_midroll: z.optional(z.string()),
  /** "Ads for live channels" (spec section 9): 1 plays the live pre-roll before a channel, 0 none. */
  ads_live_channels: z.optional(flag),
  /**
   * Section 9's payment-method switches, by method (`cc`, `mbway`, `paypal`, `dd`, `multibanco`,
   * `transfer`): 0 takes the method out of every plan, in the plans call and at the token call. A method
   * not named, or an older API that sends none, is on.
   */
  payment_methods_enabled: z.optional(z.record(z.string(), flag)),
  /**
   * The error-reporting service's DSN (spec section 7: it forwards only payment- and subscription-related
   * messages). Empty or absent: nothing is reported and its SDK is never downloaded.
   */
  error_reporting_dsn: z.optional(z.string()),
  /**
   * The card gateway's publishable key (`@stripe/stripe-js`). Empty or absent: card payments go through the
   * provider page the checkout's `url` names (the reference API's sandbox provider in the demo).
   */
  stripe_publishable_key: z.optional(z.string()),
  links: z.record(z.string(), z.string()),
  flags: z.record(z.enum(featureFlagNames), flag),
});
export type Settings = z.infer<typeof SettingsSchema>;

/**
 * What `GET /v1/setting` may answer: any of the settings, and any of the flags. The reference API sends
 * them all; a client takes what is sent over `settingsDefaults` (shared's `mergeSettings`).
 */
export const ServerSettingsSchema = z.extend(z.partial(SettingsSchema), {
  flags: z.optional(z.partialRecord(z.enum(featureFlagNames), flag)),
});
export type ServerSettings = z.infer<typeof ServerSettingsSchema>;

/** Feature flags that are off in the product (spec section 1); every other flag is on. */
export const featureFlagsOff: readonly FeatureFlagName[] = [
  'reminder',
  'rating_popup',
  'skip_authentication',
];

/**
 * The product's settings when nothing else is known: the section 9 constants and the section 1 flags.
 * The API seeds from these and the clients fall back to them, so the two cannot drift.
 */
export const settingsDefaults: Settings = {
  epg_future_days: 7,
  epg_past_days: 30,
  page_size: 30,
  video_time_limit: 120,
  video_cumulative_time_limit: 300,
  live_break_limit: 14400,
  vod_break_limit: 6,
  // The spec names these limits but not their values: live stays open until a deployment sets them
  // (LIVE_FAST_TIME_LIMIT, LIVE_LINEAR_TIME_LIMIT on the API).
  live_fast_time_limit: 0,
  live_linear_time_limit: 0,
  dynamic_label_days_before: 30,
  allow_vod: 1,
  is_euro_active: 0,
  monetization: 1,
  update_payment_method: 1,
  enterWithMeo: 0,
  enterWithVodafone: 0,
  flow_international_locked: 0,
  locales: ['en', 'fr', 'pt'],
  home_section_id: 'home',
  exclusive_section_id: 'exclusivos',
  international_frame_url: '',
  international_frame_origins: ['', ''],
  bitmovin_license_key: '',
  ad_server_url_live: '',
  ad_server_url_trailer: '',
  ad_server_url_vod_preroll: '',
  ad_server_url_vod_midroll: '',
  ads_live_channels: 0,
  payment_methods_enabled: { cc: 1, mbway: 1, paypal: 1, dd: 1, multibanco: 1, transfer: 1 },
  error_reporting_dsn: '',
  stripe_publishable_key: '',
  links: {},
  flags: Object.fromEntries(
    featureFlagNames.map((name) => [name, featureFlagsOff.includes(name) ? 0 : 1] as const),
  ) as Settings['flags'],
};

/** Whether section 9's switch lets `method` be offered (`payment_methods_enabled`; on unless it says 0). */
export const paymentMethodEnabled = (
  settings: Pick<Settings, 'payment_methods_enabled'>,
  method: string,
): boolean => settings.payment_methods_enabled?.[method] !== 0;
