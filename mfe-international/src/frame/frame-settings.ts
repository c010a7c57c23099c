import useSWR from 'swr';
import type { Settings } from '@palco/contracts';
import { mergeSettings, SETTINGS_KEY } from '@palco/shared';

export interface FrameSettings {
  url: string;
  origins: readonly string[];
  /** True until the server's settings arrive; the defaults hold no frame URL. */
  isLoading: boolean;
}

/** The partner frame's URL and trusted origins, read from the same settings cache as `useSettings()`. */
export function useFrameSettings(): FrameSettings {
  const { data, isLoading } = useSWR<Partial<Settings>>(SETTINGS_KEY, { revalidateOnFocus: false });
  const settings = mergeSettings(data);
  return { url: settings.international_frame_url, origins: settings.international_frame_origins, isLoading };
}
