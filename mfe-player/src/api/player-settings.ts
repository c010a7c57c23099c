import type { Settings } from '@palco/contracts';
import { mergeSettings, useServerSettings } from '@palco/shared';

/**
 * The settings once the server answered (or failed): unlike `useSettings`, it waits, because the
 * engine is chosen from `bitmovin_license_key` and must not switch after playback started.
 */
export function usePlayerSettings(): Settings | null {
  const { data, error } = useServerSettings();
  if (data === undefined && error === undefined) return null;
  return mergeSettings(data);
}
