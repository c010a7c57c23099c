import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { StreamFile } from './signed-url';

/**
 * The folder a preview's address adds to its stream's path, `preview-{seconds}`: a whole number of seconds
 * from 1, as `video_time_limit` is. The address's token is signed for that folder (signed-url.ts `scopeOf`),
 * so the seconds cannot be changed by hand, and the token grants nothing outside it.
 */
const PREVIEW_FOLDER = /^preview-([1-9]\d{0,8})$/;

/** A file asked for through a preview's address. */
export interface PreviewFile {
  /** How far into the stream the preview reaches, in seconds. */
  seconds: number;
  /** The stream's own file the address stands for, under the media folder (`demo/stream.m3u8`). */
  file: string;
}

/**
 * The preview of `file`'s first `seconds`: the same stream under a `preview-{seconds}/` folder, e.g.
 * `demo/master.m3u8` → `demo/preview-120/master.m3u8`. The playlists name their variants and segments by
 * relative URLs, so everything the player fetches through it comes through that folder too.
 */
export function previewOf(file: StreamFile, seconds: number): StreamFile {
  const cut = file.path.lastIndexOf('/') + 1;
  return { ...file, path: `${file.path.slice(0, cut)}preview-${seconds}/${file.path.slice(cut)}` };
}

/**
 * What a path of media files asks for when it goes through a preview (exactly one `preview-{seconds}`
 * folder, not the last part): the seconds and the stream's own file; null for any other path. The path is
 * a plain one already (no `.`, `..` or empty parts), and so is what is left once the folder is taken out.
 */
export function parsePreviewPath(name: string): PreviewFile | null {
  const parts = name.split('/');
  const at = parts.flatMap((part, index) => (PREVIEW_FOLDER.test(part) ? [index] : []));
  const [index] = at;
  if (at.length !== 1 || index === undefined || index === parts.length - 1) return null;
  const seconds = Number(PREVIEW_FOLDER.exec(parts[index] ?? '')?.[1]);
  return { seconds, file: parts.filter((_part, i) => i !== index).join('/') };
}

/** A media segment of a playlist: its URI as written, when it starts, and its lines (tags, then URI). */
interface Segment {
  uri: string;
  start: number;
  lines: string[];
}

/** A media playlist (RFC 8216 §4.3.3): the lines before its first segment, and its segments. */
interface MediaPlaylist {
  header: string[];
  segments: Segment[];
}

/** The segments' own tags, written before each URI; every other tag belongs to the playlist. */
const SEGMENT_TAG = /^#(EXTINF|EXT-X-(BYTERANGE|DISCONTINUITY|KEY|MAP|PROGRAM-DATE-TIME|GAP|BITRATE))\b/;

/** A media playlist's header and segments; null for a multivariant ("master") playlist. */
function parseMediaPlaylist(text: string): MediaPlaylist | null {
  if (text.includes('#EXT-X-STREAM-INF')) return null;
  const header: string[] = [];
  const segments: Segment[] = [];
  let pending: string[] = [];
  let duration = 0;
  let start = 0;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line === '#EXT-X-ENDLIST') continue;
    if (!line.startsWith('#')) {
      segments.push({ uri: line, start, lines: [...pending, line] });
      start += duration;
      pending = [];
      duration = 0;
    } else if (SEGMENT_TAG.test(line)) {
      const extinf = /^#EXTINF:([\d.]+)/.exec(line);
      if (extinf) duration = Number(extinf[1]);
      pending.push(line);
    } else if (segments.length === 0 && pending.length === 0) {
      header.push(line);
    }
  }
  return { header, segments };
}

async function readPlaylist(mediaRoot: string, file: string): Promise<string | null> {
  return readFile(path.join(mediaRoot, file), 'utf8').catch(() => null);
}

/**
 * The playlist `file` as a preview of `seconds` serves it: a multivariant playlist as it is (its variants
 * are fetched through the preview too); a media playlist with only the segments that start before
 * `seconds`, ending with `#EXT-X-ENDLIST`, so a player has nothing past the limit to play or seek to. Null
 * when there is no such playlist.
 */
export async function previewPlaylist(
  mediaRoot: string,
  file: string,
  seconds: number,
): Promise<string | null> {
  const text = await readPlaylist(mediaRoot, file);
  if (text === null) return null;
  const playlist = parseMediaPlaylist(text);
  if (!playlist) return text;
  const kept = playlist.segments.filter((segment) => segment.start < seconds);
  return [...playlist.header, ...kept.flatMap((segment) => segment.lines), '#EXT-X-ENDLIST', ''].join('\n');
}

/**
 * Whether a preview of `seconds` serves the segment `file`: only when a media playlist beside it (in the
 * same folder, where a packager writes a variant's playlist and segments) names it among the segments that
 * start before `seconds`. Anything else, the stream's later segments and other files of the folder (an MP4)
 * included, is not part of the preview.
 */
export async function previewHolds(mediaRoot: string, file: string, seconds: number): Promise<boolean> {
  const folder = path.posix.dirname(file);
  const names = await readdir(path.join(mediaRoot, folder)).catch(() => [] as string[]);
  for (const name of names.filter((n) => n.endsWith('.m3u8'))) {
    const text = await readPlaylist(mediaRoot, path.posix.join(folder, name));
    const playlist = text === null ? null : parseMediaPlaylist(text);
    const named = playlist?.segments.some(
      (segment) => segment.start < seconds && path.posix.join(folder, segment.uri) === file,
    );
    if (named) return true;
  }
  return false;
}
