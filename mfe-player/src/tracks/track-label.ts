import type { TFunction } from 'i18next';
import type { MediaTrack, VideoQuality } from '../engine/PlayerEngine';
import { parseLanguage } from './languages';

/** What a menu shows for a track, with the language its text is in when that is not the interface's. */
export interface TrackLabel {
  text: string;
  /** BCP 47, for the `lang` attribute. */
  lang?: string;
}

/** BCP 47 of a language code (`pt_PT` → `pt-PT`), or undefined when it names none. */
export function languageTag(code: string): string | undefined {
  const parsed = parseLanguage(code);
  if (!parsed) return undefined;
  return parsed.region ? `${parsed.language}-${parsed.region}` : parsed.language;
}

/** The language's name in the interface's language (`locale` as i18next has it, `pt_PT`), capitalised. */
function languageName(code: string, locale: string): string | null {
  const tag = languageTag(code);
  if (!tag) return null;
  try {
    const uiLocale = locale.replace('_', '-');
    const name = new Intl.DisplayNames([uiLocale], { type: 'language', fallback: 'none' }).of(tag);
    return name ? name.charAt(0).toLocaleUpperCase(uiLocale) + name.slice(1) : null;
  } catch {
    return null;
  }
}

/**
 * A track's name: the stream's own (in its language), else its language named in the interface's, else
 * its number in the list.
 */
export function trackLabel(track: MediaTrack, index: number, t: TFunction, locale: string): TrackLabel {
  const own = track.label.trim();
  if (own) {
    const lang = languageTag(track.language);
    return lang ? { text: own, lang } : { text: own };
  }
  return { text: languageName(track.language, locale) ?? t('PLAYER_TRACK_NUMBER', { number: index + 1 }) };
}

/** A rendition's name: its height (`1080p`), or its bitrate when the stream gives no height. */
export function qualityLabel(quality: VideoQuality, t: TFunction): string {
  return quality.height > 0
    ? t('PLAYER_QUALITY_HEIGHT', { height: quality.height })
    : t('PLAYER_QUALITY_BITRATE', { kbps: Math.round(quality.bitrate / 1000) });
}

/**
 * The renditions worth offering, best first: one per height (the highest bitrate of it), since a viewer
 * tells them apart by height alone; renditions without a height by bitrate.
 */
export function qualityChoices(qualities: readonly VideoQuality[]): VideoQuality[] {
  const best = new Map<string, VideoQuality>();
  for (const quality of qualities) {
    const key = quality.height > 0 ? `h${quality.height}` : `b${quality.bitrate}`;
    const kept = best.get(key);
    if (!kept || quality.bitrate > kept.bitrate) best.set(key, quality);
  }
  return [...best.values()].sort((a, b) => b.height - a.height || b.bitrate - a.bitrate);
}
