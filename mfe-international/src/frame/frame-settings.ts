import { mergeSettings, useServerSettings } from '@palco/shared';

export interface FrameSettings {
  url: string;
  origins: readonly string[];
  /** True until the server's settings arrive; the defaults hold no frame URL. */
  isLoading: boolean;
}

/** The partner frame's URL and trusted origins, read from the same settings as `useSettings()`. */
export function useFrameSettings(): FrameSettings {
  const { data, isLoading } = useServerSettings();
  const settings = mergeSettings(data);
  return { url: settings.international_frame_url, origins: settings.international_frame_origins, isLoading };
}
