import useSWR, { type SWRResponse } from 'swr';
import { sessionEndpoints, type FeatureFlagName, type ServerSettings, type Settings } from '@palco/contracts';
import { settingsDefaults } from '@palco/contracts';
import { type ApiError } from '../http/api-error';
import { callEndpoint } from '../http/http-client';
import { http } from '../runtime';

export { settingsDefaults };

/** Server settings over the defaults; flags merge one by one so a missing flag keeps its default. */
export function mergeSettings(server: ServerSettings | undefined): Settings {
  if (!server) return settingsDefaults;
  return { ...settingsDefaults, ...server, flags: { ...settingsDefaults.flags, ...server.flags } };
}

export function isFeatureOn(settings: Settings, flag: FeatureFlagName): boolean {
  return settings.flags[flag] === 1;
}

export const SETTINGS_KEY = 'getSettings';

let pageSettings: ServerSettings | undefined;

/**
 * Loads the settings once for the page (the shell does it at start). Every app's cache is seeded with
 * the answer (see `AppProviders`), so no app asks again — not even after a viewer change, which gives
 * every app a fresh cache. Settings do not depend on who is watching.
 */
export async function loadPageSettings(): Promise<ServerSettings> {
  pageSettings = await callEndpoint(http, sessionEndpoints.getSettings);
  return pageSettings;
}

/** What `loadPageSettings` answered, if it has. */
export function getPageSettings(): ServerSettings | undefined {
  return pageSettings;
}

/** The server's settings as SWR sees them: already there when the shell loaded them, else fetched once. */
export function useServerSettings(): SWRResponse<ServerSettings, ApiError> {
  return useSWR<ServerSettings, ApiError>(
    SETTINGS_KEY,
    () => callEndpoint(http, sessionEndpoints.getSettings),
    {
      revalidateOnFocus: false,
      revalidateIfStale: false,
    },
  );
}

/** Settings for React components: the defaults at once, the server's values when they arrive. */
export function useSettings(): Settings {
  return mergeSettings(useServerSettings().data);
}
