/**
 * Which hls.js build plays an HLS stream. The light build (98 kB brotli in the player's build, against
 * 148 kB for the full one) leaves out alternate audio renditions, subtitles and closed captions, DRM
 * (EME), variable substitution, interstitials and AC-3/HEVC in MPEG-TS. A stream that carries one of these
 * needs the full build to play as its author meant: its audio may live only in an alternate rendition, its
 * subtitles or captions are shown by hls.js itself, and the settings menu offers its tracks from hls.js's
 * lists, which the light build leaves empty. Renditions (levels) and their choice are in both builds.
 *
 * The rule reads the playlist the media call points at, because that is where these features are
 * declared. The item's `audio_formats` and `subtitle_formats` are not used: they name languages, not
 * whether the stream carries them as renditions, and a channel has no such metadata at all.
 */
export type HlsBuild = 'light' | 'full';

/** What a playlist can declare that only the full build plays. */
export type FullBuildFeature =
  | 'alternate-audio'
  | 'subtitles'
  | 'closed-captions'
  | 'drm'
  | 'variable-substitution'
  | 'interstitials'
  | 'advanced-codecs';

/** Key methods the light build decrypts itself; anything else needs EME or sample decryption. */
const PLAIN_KEY_METHODS = new Set(['NONE', 'AES-128']);
/** Codecs whose MPEG-TS demuxing only the full build has; fMP4 would do without, but the tag cannot say. */
const ADVANCED_CODEC = /\b(?:ac-3|ec-3|hvc1|hev1)\b/i;
const INTERSTITIAL_CLASS = 'com.apple.hls.interstitial';

/** A tag's attribute list (`TYPE=AUDIO,URI="a.m3u8"`), with quoted values unquoted. */
export function parseAttributes(list: string): ReadonlyMap<string, string> {
  const attributes = new Map<string, string>();
  for (const match of list.matchAll(/([A-Z0-9-]+)=("[^"]*"|[^,]*)/g)) {
    const [, name = '', raw = ''] = match;
    attributes.set(name, raw.startsWith('"') ? raw.slice(1, -1) : raw);
  }
  return attributes;
}

function featureOfTag(tag: string, attributes: ReadonlyMap<string, string>): FullBuildFeature | null {
  switch (tag) {
    case '#EXT-X-MEDIA': {
      const type = attributes.get('TYPE');
      // Audio without a URI is the one muxed into the variant itself, which the light build plays.
      if (type === 'AUDIO') return attributes.has('URI') ? 'alternate-audio' : null;
      if (type === 'SUBTITLES') return 'subtitles';
      if (type === 'CLOSED-CAPTIONS') return 'closed-captions';
      return null;
    }
    case '#EXT-X-KEY':
    case '#EXT-X-SESSION-KEY': {
      const method = attributes.get('METHOD') ?? 'NONE';
      const format = attributes.get('KEYFORMAT') ?? 'identity';
      return PLAIN_KEY_METHODS.has(method) && format === 'identity' ? null : 'drm';
    }
    case '#EXT-X-DEFINE':
      return 'variable-substitution';
    case '#EXT-X-DATERANGE':
      return attributes.get('CLASS') === INTERSTITIAL_CLASS ? 'interstitials' : null;
    case '#EXT-X-STREAM-INF':
      return ADVANCED_CODEC.test(attributes.get('CODECS') ?? '') ? 'advanced-codecs' : null;
    default:
      return null;
  }
}

/** The features of a playlist (master or media) that need the full build, each once, in order met. */
export function fullBuildFeatures(manifest: string): FullBuildFeature[] {
  const found = new Set<FullBuildFeature>();
  for (const line of manifest.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (!line.startsWith('#EXT') || colon < 0) continue;
    const feature = featureOfTag(line.slice(0, colon).trim(), parseAttributes(line.slice(colon + 1)));
    if (feature) found.add(feature);
  }
  return [...found];
}

/**
 * The light build when the playlist was read and declares nothing it lacks; the full build otherwise,
 * including when the playlist could not be read, since the full build plays whatever the light one does.
 */
export function hlsBuildFor(manifest: string | null): HlsBuild {
  if (manifest === null || !manifest.trimStart().startsWith('#EXTM3U')) return 'full';
  return fullBuildFeatures(manifest).length === 0 ? 'light' : 'full';
}

/** Gives up on a playlist that is slow to come, rather than hold playback back (the full build then). */
const MANIFEST_TIMEOUT_MS = 8000;

/**
 * The playlist's text, or null when it cannot be read. hls.js asks for the same address right after;
 * the media is served cacheable, so that second request is answered by the browser's cache.
 */
export async function readManifest(url: string): Promise<string | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
    return response.ok ? await response.text() : null;
  } catch {
    return null;
  }
}
