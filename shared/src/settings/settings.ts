import useSWR from 'swr';
import type { FeatureFlagName, Settings } from '@palco/contracts';
import { settingsDefaults } from '@palco/contracts';

export { settingsDefaults };

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
