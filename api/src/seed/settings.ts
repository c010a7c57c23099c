import { settingsDefaults, type Settings } from '@palco/contracts';
import { SANDBOX_CAPTCHA_SITE_KEY } from '../accounts/captcha';
import { operatorSetupsOf, socialSetupsOf } from '../social/providers';

/** The sign-up frame is served by the API itself, so the site embeds it cross-origin as in production. */
const FRAME_URL = 'http://localhost:4000/sandbox/international/signup';
/** The sandbox captcha's widget, framed by the registration like the sign-up frame (routes/sandbox-accounts.ts). */
const CAPTCHA_WIDGET_URL = 'http://localhost:4000/sandbox/captcha/widget';
const FRAME_ORIGINS: Settings['international_frame_origins'] = [
  'http://localhost:4000',
  'http://127.0.0.1:4000',
];
/** The sandbox ad server (routes/sandbox-ads.ts), on the API's own origin as a third party's would be. */
const AD_SERVER = 'http://localhost:4000/sandbox/ads/vast';

/** Settings as seeded: the product defaults, plus what this demo deployment turns on or points at. */
export const SEED_SETTINGS: Settings = {
  ...settingsDefaults,
  // The demo offers both operator sign-ins.
  enterWithMeo: 1,
  enterWithVodafone: 1,
  international_frame_url: FRAME_URL,
  international_frame_origins: FRAME_ORIGINS,
  captcha_site_key: SANDBOX_CAPTCHA_SITE_KEY,
  captcha_widget_url: CAPTCHA_WIDGET_URL,
  social_providers: socialSetupsOf({}).map((setup) => setup.public),
  operator_providers: operatorSetupsOf({}).map((setup) => setup.public),
  // Visitors and free accounts get ads from the sandbox ad server, before live channels too.
  ad_server_url_live: `${AD_SERVER}/live`,
  ad_server_url_trailer: `${AD_SERVER}/trailer`,
  ad_server_url_vod_preroll: `${AD_SERVER}/preroll`,
  ad_server_url_vod_midroll: `${AD_SERVER}/midroll`,
  ads_live_channels: 1,
  links: {
    terms: '/termos-e-condicoes',
    privacy: '/politica-privacidade',
    cookies: '/politica-cookies',
    faq: '/perguntas-frequentes',
    about: '/perguntas-frequentes',
    contacts: '/contactos',
    feedback: 'mailto:feedback@palco.pt',
    support: 'mailto:apoio@palco.pt',
    share: 'https://palco.pt',
    complaints_book: 'https://www.livroreclamacoes.pt',
    facebook: 'https://www.facebook.com/palco.pt',
    instagram: 'https://www.instagram.com/palco.pt',
    app_store: 'https://apps.apple.com/pt/app/palco/id0000000000',
    google_play: 'https://play.google.com/store/apps/details?id=pt.palco',
    app_gallery: 'https://appgallery.huawei.com/app/C000000000',
  },
};

/**
 * Deployment-specific values come from the environment at read time, so changing them needs a restart
 * but no re-seed.
 */
export function applySettingsEnv(settings: Settings, env: NodeJS.ProcessEnv = process.env): Settings {
  const [first, second = first] = (env.INTERNATIONAL_FRAME_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return {
    ...settings,
    international_frame_url: env.INTERNATIONAL_FRAME_URL || settings.international_frame_url,
    // A single origin stands for both the production and the QA entry.
    international_frame_origins: first && second ? [first, second] : settings.international_frame_origins,
    bitmovin_license_key: env.BITMOVIN_LICENSE_KEY ?? settings.bitmovin_license_key,
    error_reporting_dsn: env.ERROR_REPORTING_DSN?.trim() ?? settings.error_reporting_dsn ?? '',
    // The card gateway's publishable key goes with its secret key, or the page would pay where the API does not look.
    stripe_publishable_key: env.STRIPE_SECRET_KEY?.trim() ? (env.STRIPE_PUBLISHABLE_KEY?.trim() ?? '') : '',
    ...captchaSettings(settings, env),
    social_providers: socialSetupsOf(env).map((setup) => setup.public),
    operator_providers: operatorSetupsOf(env).map((setup) => setup.public),
    video_time_limit: secondsFromEnv(env.VIDEO_TIME_LIMIT) ?? settings.video_time_limit,
    video_cumulative_time_limit:
      secondsFromEnv(env.VIDEO_CUMULATIVE_TIME_LIMIT) ?? settings.video_cumulative_time_limit,
    live_fast_time_limit: secondsFromEnv(env.LIVE_FAST_TIME_LIMIT) ?? settings.live_fast_time_limit ?? 0,
    live_linear_time_limit:
      secondsFromEnv(env.LIVE_LINEAR_TIME_LIMIT) ?? settings.live_linear_time_limit ?? 0,
  };
}

/**
 * A time limit from the environment (`VIDEO_TIME_LIMIT`, `VIDEO_CUMULATIVE_TIME_LIMIT`): whole seconds,
 * 0 or more, so that a test run can hold the free tier to a few seconds of the demo stream. Anything else
 * (a sign, a fraction, words, more than nine digits) is not a limit and leaves the setting as it is.
 */
function secondsFromEnv(value: string | undefined): number | null {
  const text = value?.trim() ?? '';
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

/**
 * The captcha the registration shows: the sandbox provider's key and widget (`CAPTCHA_WIDGET_URL` moves it),
 * or, once `CAPTCHA_SECRET` sets up a real provider, its site key `CAPTCHA_SITE_KEY` and no widget.
 */
function captchaSettings(
  settings: Settings,
  env: NodeJS.ProcessEnv,
): Pick<Settings, 'captcha_site_key' | 'captcha_widget_url'> {
  if (env.CAPTCHA_SECRET?.trim()) {
    return { captcha_site_key: env.CAPTCHA_SITE_KEY?.trim() ?? '', captcha_widget_url: '' };
  }
  return {
    captcha_site_key: env.CAPTCHA_SITE_KEY?.trim() || settings.captcha_site_key || SANDBOX_CAPTCHA_SITE_KEY,
    captcha_widget_url: env.CAPTCHA_WIDGET_URL?.trim() || settings.captcha_widget_url || CAPTCHA_WIDGET_URL,
  };
}
