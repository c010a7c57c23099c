import { featureFlagNames, type FeatureFlagName, type Settings } from '@palco/contracts';

/** Flags that are off in the product (spec section 1); every other flag is on. */
const FLAGS_OFF: readonly FeatureFlagName[] = ['reminder', 'rating_popup', 'skip_authentication'];

/** The sign-up frame is served by the API itself, so the site embeds it cross-origin as in production. */
const FRAME_URL = 'http://localhost:4000/sandbox/international/signup';
const FRAME_ORIGINS: Settings['international_frame_origins'] = [
  'http://localhost:4000',
  'http://127.0.0.1:4000',
];

/** Settings as seeded; the values of spec section 9 where it gives them. */
export const SEED_SETTINGS: Settings = {
  epg_future_days: 7,
  epg_past_days: 30,
  page_size: 30,
  video_time_limit: 120,
  video_cumulative_time_limit: 300,
  live_break_limit: 14400,
  vod_break_limit: 6,
  dynamic_label_days_before: 30,
  allow_vod: 1,
  is_euro_active: 0,
  monetization: 1,
  update_payment_method: 1,
  enterWithMeo: 1,
  enterWithVodafone: 1,
  flow_international_locked: 0,
  locales: ['en', 'fr', 'pt'],
  home_section_id: 'home',
  exclusive_section_id: 'exclusivos',
  international_frame_url: FRAME_URL,
  international_frame_origins: FRAME_ORIGINS,
  bitmovin_license_key: '',
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
  flags: Object.fromEntries(
    featureFlagNames.map((name) => [name, FLAGS_OFF.includes(name) ? 0 : 1] as const),
  ) as Settings['flags'],
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
  };
}
