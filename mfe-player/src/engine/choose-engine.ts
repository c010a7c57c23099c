import type { EngineKind, PlaybackSource } from './PlayerEngine';

/** MIME type a browser reports support for when its `<video>` plays HLS by itself (Safari, iOS). */
export const HLS_MIME_TYPE = 'application/vnd.apple.mpegurl';

export interface EngineChoiceInput {
  source: Pick<PlaybackSource, 'type'>;
  /** `settings.bitmovin_license_key`; bitmovin-player is used only when one is configured. */
  licenseKey: string;
  /** `Hls.isSupported()` — Media Source Extensions with H.264/AAC. */
  hlsJsSupported: boolean;
  /** `video.canPlayType(HLS_MIME_TYPE)` is not empty. */
  playsHlsNatively: boolean;
}

export function hasLicenseKey(licenseKey: string): boolean {
  return licenseKey.trim() !== '';
}

/**
 * Whether hls.js could be chosen for this source, so the caller downloads it (its light build, which
 * answers `Hls.isSupported()` like the full one) and reads the playlist only then: viewers of mp4 or of
 * the licensed player never load either.
 */
export function mayUseHlsJs(source: Pick<PlaybackSource, 'type'>, licenseKey: string): boolean {
  return !hasLicenseKey(licenseKey) && source.type === 'hls';
}

/**
 * The engine for a source: bitmovin-player when licensed; otherwise mp4 plays in the plain `<video>`,
 * HLS through hls.js where Media Source Extensions exist, else natively. `null` when nothing can play it.
 */
export function chooseEngine({
  source,
  licenseKey,
  hlsJsSupported,
  playsHlsNatively,
}: EngineChoiceInput): EngineKind | null {
  if (hasLicenseKey(licenseKey)) return 'bitmovin';
  if (source.type === 'mp4') return 'native';
  if (hlsJsSupported) return 'hls';
  if (playsHlsNatively) return 'native';
  return null;
}
