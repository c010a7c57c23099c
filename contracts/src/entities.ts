// zod/mini rather than zod: its functions tree-shake, so an app that checks a response bundles a few kB of
// zod instead of the whole library (73 kB brotli). Wrappers are functions (`z.nullable(z.string())`) and
// constraints go through `.check()` (`z.int().check(z.nonnegative())`).
import * as z from './zod';
import { LoginResponseSchema } from './account-entities';

/** Entities of the product spec, section 3, as the reference API sends them. */

/** Timestamps are in seconds (spec section 9): a title's release and premium end, a programme's start and end. */
export const EpochSecondsSchema = z.int().check(z.nonnegative());

export const ActionTypeSchema = z.enum(['DETAIL', 'VOD', 'LIVE', 'EPG', 'SEARCH', 'LINK', 'COLLECTION']);
export type ActionType = z.infer<typeof ActionTypeSchema>;

export const ContentTypeSchema = z.enum(['MOVIE', 'EPISODE', 'SERIES', 'CATCHUP']);
export type ContentType = z.infer<typeof ContentTypeSchema>;

export const ImageKindSchema = z.enum([
  'poster',
  'background',
  'thumbnail',
  'highlight',
  'highlight_slim',
  'landscape',
  'logo',
]);
export type ImageKind = z.infer<typeof ImageKindSchema>;

export const ImagesSchema = z.partialRecord(ImageKindSchema, z.string());
export type Images = z.infer<typeof ImagesSchema>;

export const UserStatusSchema = z.object({
  watched: z.boolean(),
  progress: z.number().check(z.nonnegative()),
  favorite: z.boolean(),
  classification: z.nullable(z.int().check(z.minimum(0), z.maximum(5))),
  continue: z.boolean(),
  current_episode: z.nullable(z.string()),
});
export type UserStatus = z.infer<typeof UserStatusSchema>;

export const SeasonSchema = z.object({
  id: z.string(),
  season: z.int().check(z.positive()),
  name: z.string(),
});
export type Season = z.infer<typeof SeasonSchema>;

/** A stretch of a title, in seconds from its start: its intro or its recap, which the player offers to skip. */
export const TimeRangeSchema = z.object({
  start: z.int().check(z.nonnegative()),
  end: z.int().check(z.positive()),
});
export type TimeRange = z.infer<typeof TimeRangeSchema>;

/**
 * Spec section 3's skip-intro, skip-recap and next-episode timestamps of a title (seconds from its start):
 * `next_episode` is where its closing credits begin, from which the player offers what comes next.
 */
export const PlaybackMarksSchema = z.object({
  intro: z.nullable(TimeRangeSchema),
  recap: z.nullable(TimeRangeSchema),
  next_episode: z.nullable(z.int().check(z.nonnegative())),
});
export type PlaybackMarks = z.infer<typeof PlaybackMarksSchema>;

/**
 * The fields of a title that its card shows (`CardItemSchema`), which a whole title has too. A plain object,
 * so that a bundle that uses neither schema keeps none of it.
 */
const cardItemFields = {
  id: z.string(),
  title: z.string(),
  images: ImagesSchema,
  duration: z.int().check(z.nonnegative()),
  premium: z.boolean(),
  exclusive: z.boolean(),
  label: z.nullable(z.string()),
  action_type: ActionTypeSchema,
  action_value: z.string(),
  type: ContentTypeSchema,
  series: z.optional(z.nullable(z.object({ id: z.string(), title: z.string() }))),
  release_date: z.nullable(EpochSecondsSchema),
  premium_end_date: z.nullable(EpochSecondsSchema),
  dynamic_label: z.nullable(z.string()),
  user_status: z.optional(z.nullable(UserStatusSchema)),
};

export const ContentItemSchema = z.object({
  ...cardItemFields,
  short_description: z.string(),
  description: z.string(),
  year: z.nullable(z.int()),
  cast: z.array(z.string()),
  creator: z.array(z.string()),
  genre: z.array(z.string()),
  trailer_id: z.nullable(z.string()),
  media_id: z.nullable(z.string()),
  rating: z.nullable(z.number()),
  classification: z.nullable(z.string()),
  audio_formats: z.array(z.string()),
  subtitle_formats: z.array(z.string()),
  seasons: z.optional(z.array(SeasonSchema)),
  season: z.optional(z.nullable(SeasonSchema)),
  episode_number: z.optional(z.nullable(z.int())),
  seo_title: z.string(),
  seo_description: z.string(),
  /** Where the intro, the recap and the closing credits are; absent for titles without them. */
  marks: z.optional(z.nullable(PlaybackMarksSchema)),
});
export type ContentItem = z.infer<typeof ContentItemSchema>;

export const ChannelSchema = z.object({
  id: z.string(),
  name: z.string(),
  logo: z.string(),
  media_id: z.nullable(z.string()),
  dvr: z.boolean(),
  fast: z.boolean(),
});
export type Channel = z.infer<typeof ChannelSchema>;

export const WidgetTypeSchema = z.enum(['list', 'carousel']);
export const CardTypeSchema = z.enum(['poster', 'poster_top10', 'thumbnail', 'channel', 'descriptive']);
export type CardType = z.infer<typeof CardTypeSchema>;
export const CardDisplaySchema = z.enum(['fullscreen', 'block', 'zoom', 'zoomCenter']);
export type CardDisplay = z.infer<typeof CardDisplaySchema>;

export const RailSchema = z.object({
  id: z.string(),
  name: z.string(),
  widget_type: WidgetTypeSchema,
  design_type: CardTypeSchema,
  card_display: CardDisplaySchema,
  show_name: z.boolean(),
  progress: z.boolean(),
  contents: z.array(ContentItemSchema),
  channels: z.array(ChannelSchema),
  has_more: z.boolean(),
  /** Set on rails the server fills from the signed-in profile: empty for visitors, so they stay hidden. */
  personal: z.optional(z.nullable(z.enum(['continue_watching', 'watchlist']))),
});
export type Rail = z.infer<typeof RailSchema>;
export type PersonalPlaylist = NonNullable<Rail['personal']>;

/**
 * Ids under which `GET /v1/content/playlist/{id}` serves the signed-in profile's own playlists, whatever
 * screen their rails sit on; the pages that list them in full ask by these ids.
 */
export const personalPlaylistIds: Readonly<Record<PersonalPlaylist, string>> = {
  continue_watching: 'continue-watching',
  watchlist: 'watchlist',
};

/** One page of a playlist; the next cursor is the id of the last item received (spec section 9). */
export const PlaylistPageSchema = z.object({
  id: z.string(),
  contents: z.array(ContentItemSchema),
  channels: z.array(ChannelSchema),
  has_more: z.boolean(),
});
export type PlaylistPage = z.infer<typeof PlaylistPageSchema>;

/** One page of a season's episodes, `GET /v1/content/item/{id}/season/{seasonId}`; paged like a playlist. */
export const SeasonPageSchema = z.object({
  id: z.string(),
  contents: z.array(ContentItemSchema),
  has_more: z.boolean(),
});
export type SeasonPage = z.infer<typeof SeasonPageSchema>;

/** What `GET /v1/content/search/{query}` finds: the query as understood, and the matching titles. */
export const SearchResultSchema = z.object({
  query: z.string(),
  contents: z.array(ContentItemSchema),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const ScreenSchema = z.object({
  id: z.string(),
  name: z.string(),
  rails: z.array(RailSchema),
});
export type Screen = z.infer<typeof ScreenSchema>;

/**
 * What a card shows of a title (`GET /v1/content/screen/{id}/cards`): its name, pictures, badges, link
 * and watch progress, without the text and credits only its own page shows. `short_description` comes
 * only on rails that show it (descriptive cards and heroes). A whole `ContentItem` is a `CardItem` too.
 */
export const CardItemSchema = z.object({
  ...cardItemFields,
  short_description: z.optional(z.string()),
});
export type CardItem = z.infer<typeof CardItemSchema>;

/** A rail whose titles are cards (`CardItem`); a `Rail` is a `CardRail` too. */
export const CardRailSchema = z.extend(RailSchema, { contents: z.array(CardItemSchema) });
export type CardRail = z.infer<typeof CardRailSchema>;

/** A screen whose rails carry cards: the home and the sections draw from it. */
export const CardScreenSchema = z.extend(ScreenSchema, { rails: z.array(CardRailSchema) });
export type CardScreen = z.infer<typeof CardScreenSchema>;

export const SubMenuEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  screen: z.string(),
});

export const SectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  screen: z.string(),
  sub_menu: z.array(SubMenuEntrySchema),
});
export type Section = z.infer<typeof SectionSchema>;

export const SectionListSchema = z.object({ sections: z.array(SectionSchema) });
export type SectionList = z.infer<typeof SectionListSchema>;

/** One chip of a filtered section: a narrowing of the section's titles (by type or genre). */
export const FilterSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** How many of the section's titles the filter keeps. */
  count: z.int().check(z.nonnegative()),
});
export type Filter = z.infer<typeof FilterSchema>;

/**
 * One page of a filtered section, by section or by filter id: the section's chips and the titles the
 * section (or the chosen filter) holds on page `page` (from 1) of `size`.
 */
export const FilterPageSchema = z.object({
  /** The section's id (filter by section) or the filter's (filter by id). */
  id: z.string(),
  /** The section's name; a filter's own name is among `filters`. */
  name: z.string(),
  section_id: z.string(),
  filters: z.array(FilterSchema),
  contents: z.array(ContentItemSchema),
  page: z.int().check(z.positive()),
  size: z.int().check(z.positive()),
  total: z.int().check(z.nonnegative()),
  has_more: z.boolean(),
});
export type FilterPage = z.infer<typeof FilterPageSchema>;

export const CurrencySchema = z.enum(['EUR', 'USD']);
export type Currency = z.infer<typeof CurrencySchema>;
export const PeriodTypeSchema = z.enum(['D', 'W', 'M', 'Y', 'T', 'S']);
export type PeriodType = z.infer<typeof PeriodTypeSchema>;
/**
 * How a viewer pays (section 3's payment method values, and the Multibanco reference and bank transfer of
 * sections 1 and 9): card and MB Way through the card gateway, PayPal, direct debit, a Multibanco reference
 * paid at an ATM or in home banking, and a bank transfer.
 */
export const paymentMethods = ['paypal', 'dd', 'cc', 'mbway', 'multibanco', 'transfer'] as const;
export const PaymentMethodSchema = z.enum(paymentMethods);
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

export const isPaymentMethod = (value: unknown): value is PaymentMethod =>
  typeof value === 'string' && (paymentMethods as readonly string[]).includes(value);

/**
 * A list of methods as an API may send it: a method this build does not know (a newer API's) is dropped,
 * not an error, so a remote deployed before a method was added keeps selling plans with the others.
 */
export const PaymentMethodListSchema = z.pipe(
  z.array(z.string()),
  z.transform((methods): PaymentMethod[] => methods.filter(isPaymentMethod)),
);

export const PlanSchema = z.object({
  id: z.string(),
  type: z.literal('SUBSCRIPTION'),
  name: z.string(),
  description: z.string(),
  price: z.number().check(z.nonnegative()),
  full_price: z.number().check(z.nonnegative()),
  renewal_price: z.number().check(z.nonnegative()),
  currency: CurrencySchema,
  highlight: z.boolean(),
  period_type: PeriodTypeSchema,
  payment_methods: PaymentMethodListSchema,
  /** The affiliate that sells the plan (`GET /v1/plan?affiliate=`); absent on the regular plans. */
  affiliate: z.optional(z.string()),
});
export type Plan = z.infer<typeof PlanSchema>;

/** The affiliates of spec section 2 (routes nos-signup … samsung-subscribe), as their markers spell them. */
export const affiliateIds = ['nos', 'vodafone', 'samsung'] as const;
export type AffiliateId = (typeof affiliateIds)[number];

/**
 * The query of `GET /v1/plan`: with an active affiliate's marker, that affiliate's own plans instead of
 * the regular ones; an unknown or ended one is refused with 400 `unknown_affiliate`.
 */
export interface PlanQuery {
  affiliate?: string;
}

export const PlanListSchema = z.object({ plans: z.array(PlanSchema) });
export type PlanList = z.infer<typeof PlanListSchema>;

export const TranslationsSchema = z.object({
  locale: z.string(),
  translations: z.record(z.string(), z.string()),
});
export type Translations = z.infer<typeof TranslationsSchema>;

/** Error bodies of the reference API (spec section 7): `code` is the HTTP status or a named code. */
export const ApiErrorBodySchema = z.object({
  code: z.union([z.string(), z.number()]),
  message: z.string(),
  error: z.string(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

/** The error object the UI shows (spec section 3). */
export const AppErrorSchema = z.object({
  code: z.string(),
  title: z.string(),
  message: z.string(),
  status: z.int(),
  forceMessage: z.optional(z.boolean()),
  cleanError: z.optional(z.boolean()),
  customOK: z.optional(z.string()),
});
export type AppError = z.infer<typeof AppErrorSchema>;

export const ChannelListSchema = z.object({ channels: z.array(ChannelSchema) });
export type ChannelList = z.infer<typeof ChannelListSchema>;

export const FavoriteListSchema = z.object({ contents: z.array(ContentItemSchema) });
export type FavoriteList = z.infer<typeof FavoriteListSchema>;

export const FavoriteStateSchema = z.object({ id: z.string(), favorite: z.boolean() });
export type FavoriteState = z.infer<typeof FavoriteStateSchema>;

/** The viewer's rating of a title: 1 to 5, or 0 once it has been taken away. */
export const ClassificationSchema = z.object({
  id: z.string(),
  classification: z.int().check(z.minimum(0), z.maximum(5)),
});
export type Classification = z.infer<typeof ClassificationSchema>;

// Sign-up, activation and passwords (spec sections 4, 5 and 7).

/** The captcha of the registration runs as this action (spec section 4). */
export const SIGNUP_CAPTCHA_ACTION = 'login';
/** Codes e-mailed for activation, password reset and PIN recovery: digits, good once, for 30 minutes. */
export const ACCOUNT_CODE_DIGITS = 6;
export const ACCOUNT_CODE_TTL_SECONDS = 1800;

/**
 * `POST /v1/signup[?session=1]`: registration step 1 (e-mail, password, birthday `YYYY-MM-DD`, agreement,
 * opt-in, the captcha's token); the step-2 fields may come too, or later through `PUT /v1/account`.
 * `locale` (the page's language) picks the language of the activation mail.
 */
export interface SignupRequest {
  email: string;
  password: string;
  birthday: string;
  agree: boolean;
  optin?: boolean;
  first_name?: string;
  last_name?: string;
  fullname?: string;
  /** Dial code and number, e.g. `+351912345678`. */
  phone?: string;
  gender?: 'm' | 'f' | 'other';
  google_recaptcha_token: string;
  affiliate?: string;
  locale?: string;
}

/** The new account, not yet activated; with `?session=1`, a session for step 2 (`PUT /v1/account`). */
export const SignupResponseSchema = z.object({
  id: z.string(),
  email: z.string(),
  activated: z.boolean(),
  completed: z.boolean(),
  access_token: z.optional(z.string()),
  token_type: z.optional(z.literal('Bearer')),
});
export type SignupResponse = z.infer<typeof SignupResponseSchema>;

/** `POST /v1/validate`: the e-mailed code, and whose: the account `id` signup answered, or the `email`. */
export interface ValidateRequest {
  code: string;
  id?: string;
  email?: string;
}

export const ActivationSchema = z.object({ id: z.string(), email: z.string(), activated: z.literal(true) });
export type Activation = z.infer<typeof ActivationSchema>;

/** `PUT /v1/account/activate`: a new activation code; `email` may be left out by a signed-in account. */
export interface ReactivateRequest {
  email?: string;
}

/** `POST /v1/account/check`. */
export interface AccountCheckRequest {
  email: string;
}

export const AccountCheckSchema = z.object({ exists: z.boolean(), activated: z.boolean() });
export type AccountCheck = z.infer<typeof AccountCheckSchema>;

/**
 * `PUT /v1/account` (registration step 2, complete profile): fields left out or null keep their value; an
 * empty phone, gender or birthday clears it. The e-mail may only be sent unchanged.
 */
export interface AccountUpdateRequest {
  email?: string;
  first_name?: string;
  last_name?: string;
  fullname?: string;
  phone?: string;
  gender?: 'm' | 'f' | 'other' | '';
  birthday?: string;
  agree?: boolean;
  optin?: boolean;
}

/** `PUT /v1/account/password`, signed in. */
export interface PasswordChangeRequest {
  password: string;
  new_password: string;
}

/** `POST /v1/recover` and `PUT /v1/account/forgot`: e-mail a reset code (the answer never tells whether the e-mail has an account). */
export interface PasswordRecoveryRequest {
  email: string;
}

/** `PUT /v1/account/reset`: the reset by e-mailed code (the spec names the fields, not the path). */
export interface PasswordResetRequest {
  email: string;
  code: string;
  password: string;
}

/** `POST /v1/profile/recover`: e-mail the account a code to choose the profile's PIN again. */
export interface PinRecoveryRequest {
  profile_id: string;
}

/** The answer of calls that only say they did it. */
export const DoneSchema = z.object({ ok: z.literal(true) });
export type Done = z.infer<typeof DoneSchema>;

/** Named `code`s of the account calls' errors (section 8), beside the section 5 tokens of broken form rules. */
export const accountErrorCodes = {
  /** 409: the e-mail has an account already; the page suggests another. */
  emailInUse: 'email_in_use',
  /** 423 at sign-in: right password, e-mail not yet proven; offer the code and a new one. */
  accountNotActivated: 'account_not_activated',
  invalidCode: 'invalid_code',
  codeExpired: 'code_expired',
  captchaInvalid: 'captcha_invalid',
  /** 502: the captcha provider could not be asked. */
  captchaUnavailable: 'captcha_unavailable',
  /** 502: the mail could not be sent. */
  emailNotSent: 'email_not_sent',
  /** 403: the current password of a change of password is wrong. */
  invalidPassword: 'invalid_password',
  /** 403: PIN recovery needs a validated e-mail. */
  emailNotValidated: 'email_not_validated',
  pinNotSet: 'pin_not_set',
  /** 403: the call needs the master (manager) profile (section 6). */
  managerRequired: 'manager_profile_required',
  /** 409: the account has `PROFILES_PER_ACCOUNT` profiles already. */
  profileLimitReached: 'profile_limit_reached',
  /** 403: the master profile is never deleted. */
  masterProfile: 'master_profile',
  /** 403: a wrong PIN. */
  invalidPin: 'invalid_pin',
  /** 403 at sign-in: the account has `DEVICES_PER_ACCOUNT` devices and this is another one. */
  deviceLimitReached: 'device_limit_reached',
  /** 409: the TV code was already linked to another account. */
  codeAlreadyUsed: 'code_already_used',
  /** 400: deleting the account needs the account's own e-mail. */
  emailMismatch: 'email_mismatch',
  /**
   * 400: the affiliate marker of a sign-up or of the plans call names no affiliate, or one whose offer has
   * ended; the form keeps what was typed and shows the message.
   */
  unknownAffiliate: 'unknown_affiliate',
} as const;
export type AccountErrorCode = (typeof accountErrorCodes)[keyof typeof accountErrorCodes];

/** Named `code`s of what a profile may see and keep (parental restrictions, guest profiles). */
export const viewingErrorCodes = {
  /** 403: the title is above the profile's restriction, or unrated (its page, episodes and stream). */
  contentRestricted: 'content_restricted',
  /** 403: a guest profile keeps no favourites or ratings. */
  guestProfile: 'guest_profile',
  /**
   * 403: a visitor or free viewer has played all the premium VOD the time limits allow (this title's
   * `video_time_limit`, or today's `video_cumulative_time_limit`): need-registration or the plans follow.
   */
  timeLimitReached: 'time_limit_reached',
  /**
   * 409: the account already plays as many live streams as its plan allows; this new one is not counted
   * (one already counted keeps playing). Section 8's "simultaneous streams limit".
   */
  tooManyStreams: 'too_many_streams',
} as const;
export type ViewingErrorCode = (typeof viewingErrorCodes)[keyof typeof viewingErrorCodes];

// Devices, TV sign-in by code and deleting the account (spec sections 1, 3, 4, 5, 7 and 9).

/** Devices signed in to one account at once (spec sections 6 and 9). */
export const DEVICES_PER_ACCOUNT = 10;
/** The TV device code (spec sections 3 and 9): 6 characters of an alphabet without 0/O and 1/I. */
export const TV_CODE_LENGTH = 6;
export const TV_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** How long a TV code lasts before the screen showing it gets a new one (spec section 4), in seconds. */
export const TV_CODE_TTL_SECONDS = 300;
/** How often the screen showing a TV code asks whether it has been linked, in seconds. */
export const TV_CODE_POLL_SECONDS = 5;

/**
 * A device of the account: a device id (`x-device-id`) with a live session. `browser` and `os` come from
 * the User-Agent of its latest sign-in (names such as `Chrome`, `Linux`; null when unknown), so the
 * clients word the device's name in their language. Moments are in seconds.
 */
export const DeviceSchema = z.object({
  id: z.string(),
  browser: z.nullable(z.string()),
  os: z.nullable(z.string()),
  /** `x-device-platform` as sent, e.g. `web`. */
  platform: z.nullable(z.string()),
  first_seen: z.int(),
  last_seen: z.int(),
  /** The device this call came from. */
  current: z.boolean(),
});
export type Device = z.infer<typeof DeviceSchema>;

/** `GET /v1/devices`: the account's devices, most recently used first, and how many it may have. */
export const DeviceListSchema = z.object({
  devices: z.array(DeviceSchema),
  max_devices: z.int().check(z.positive()),
});
export type DeviceList = z.infer<typeof DeviceListSchema>;

/** `GET /v1/device/code`: a code for the screen to show, good for `expires_in` s, polled every `interval` s. */
export const DeviceCodeSchema = z.object({
  code: z.string(),
  expires_in: z.int().check(z.positive()),
  interval: z.int().check(z.positive()),
});
export type DeviceCode = z.infer<typeof DeviceCodeSchema>;

/** `POST /v1/device/login` while no signed-in device has linked the code yet: 202, ask again later. */
export const DeviceLoginPendingSchema = z.object({
  status: z.literal('authorization_pending'),
  expires_in: z.int().check(z.nonnegative()),
  interval: z.int().check(z.positive()),
});
export type DeviceLoginPending = z.infer<typeof DeviceLoginPendingSchema>;

/** `POST /v1/device/login`: pending (202), or once linked the session, exactly once (200). */
export const DeviceLoginResponseSchema = z.union([LoginResponseSchema, DeviceLoginPendingSchema]);
export type DeviceLoginResponse = z.infer<typeof DeviceLoginResponseSchema>;

/** `POST /v1/device/login` and `POST /v1/device/link`: the code as shown (case and spaces do not matter). */
export interface DeviceCodeRequest {
  code: string;
}

/** `POST /v1/account/delete`: the account's e-mail and the code e-mailed by `POST /v1/account/delete/code`. */
export interface AccountDeleteRequest {
  email: string;
  code: string;
}
