import useSWR from 'swr';
import type { FeatureFlagName, Settings } from '@palco/contracts';
import { featureFlagNames } from '@palco/contracts';

/** Feature flags of spec section 1: everything on except reminder, rating popup and skipping auth. */
const flagDefaults = Object.fromEntries(
  featureFlagNames.map((name) => [
    name,
    name === 'reminder' || name === 'rating_popup' || name === 'skip_authentication' ? 0 : 1,
  ]),
) as Record<FeatureFlagName, 0 | 1>;

/** Section 9 defaults, used until (and where) the server's settings say otherwise. */
export const settingsDefaults: Settings = {
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
  enterWithMeo: 0,
  enterWithVodafone: 0,
  flow_international_locked: 0,
  locales: ['en', 'fr', 'pt'],
  home_section_id: 'home',
  exclusive_section_id: 'exclusivos',
  international_frame_url: '',
  international_frame_origins: ['', ''],
  bitmovin_license_key: '',
  links: {},
  flags: flagDefaults,
};

/** Server settings over the defaults; flags merge one by one so a missing flag keeps its default. */
export function mergeSettings(server: Partial<Settings> | undefined): Settings {
  if (!server) return settingsDefaults;
  return { ...settingsDefaults, ...server, flags: { ...settingsDefaults.flags, ...server.flags } };
}

export function isFeatureOn(settings: Settings, flag: FeatureFlagName): boolean {
  return settings.flags[flag] === 1;
}

export const SETTINGS_KEY = '/v1/setting';

/** Settings for React components: the defaults at once, the server's values when they arrive. */
export function useSettings(): Settings {
  const { data } = useSWR<Partial<Settings>>(SETTINGS_KEY, { revalidateOnFocus: false });
  return mergeSettings(data);
}
