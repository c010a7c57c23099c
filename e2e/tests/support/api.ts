import { expect, type APIRequestContext } from '@playwright/test';
import { federationNames, type RemoteAppName } from '../../../contracts/src/remotes';

/** The parts of the reference API's answers these tests read (the full shapes live in `contracts`). */
export interface ApiItem {
  id: string;
  title: string;
  type: 'MOVIE' | 'EPISODE' | 'SERIES' | 'CATCHUP';
  media_id: string | null;
  premium: boolean;
  release_date: number | null;
  action_type: string;
}

export interface ApiChannel {
  id: string;
  name: string;
}

export interface ApiRail {
  id: string;
  name: string;
  show_name: boolean;
  contents: ApiItem[];
  channels: ApiChannel[];
}

export interface ApiScreen {
  id: string;
  name: string;
  rails: ApiRail[];
}

export interface ApiSection {
  id: string;
  name: string;
  slug: string;
  screen: string;
}

interface ApiSettings {
  home_section_id: string;
}

// The headers every client of the site sends (spec section 7); the API may refuse calls without them.
const DEVICE_HEADERS = { 'x-device-platform': 'web', 'x-device-id': 'palco-e2e' };

/** GETs `/api<path>` through the shell's proxy, as the site itself does, and fails the test on an error. */
export async function getJson<T>(request: APIRequestContext, apiPath: string): Promise<T> {
  const response = await request.get(`/api${apiPath}`, { headers: DEVICE_HEADERS });
  expect(response.ok(), `GET /api${apiPath} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

export async function getSections(request: APIRequestContext): Promise<ApiSection[]> {
  const { sections } = await getJson<{ sections: ApiSection[] }>(request, '/v1/content/section');
  expect(sections.length, 'the API lists no section').toBeGreaterThan(0);
  return sections;
}

export const getScreen = (request: APIRequestContext, screenId: string): Promise<ApiScreen> =>
  getJson<ApiScreen>(request, `/v1/content/screen/${encodeURIComponent(screenId)}`);

/** The screen `/` shows: the section named by the `home_section_id` setting (the first one otherwise). */
export async function getHomeScreen(request: APIRequestContext): Promise<ApiScreen> {
  const [settings, sections] = await Promise.all([
    getJson<ApiSettings>(request, '/v1/setting'),
    getSections(request),
  ]);
  const home =
    sections.find((s) => s.id === settings.home_section_id || s.slug === settings.home_section_id) ??
    sections[0];
  if (!home) throw new Error('the API lists no section');
  return getScreen(request, home.screen);
}

/** A title with a stream that any visitor may start now: released, not premium, movie or episode. */
function isFreelyPlayable(item: ApiItem, nowSeconds: number): boolean {
  return (
    item.media_id !== null &&
    !item.premium &&
    (item.type === 'MOVIE' || item.type === 'EPISODE') &&
    (item.release_date === null || item.release_date <= nowSeconds)
  );
}

/** A playable item found on the API's screens, so the tests never hard-code a seed id. */
export async function findPlayableItem(request: APIRequestContext): Promise<ApiItem> {
  const nowSeconds = Date.now() / 1000;
  for (const section of await getSections(request)) {
    const screen = await getScreen(request, section.screen);
    const items = screen.rails.flatMap((rail) => rail.contents);
    const item =
      items.find((i) => i.action_type === 'VOD' && isFreelyPlayable(i, nowSeconds)) ??
      items.find((i) => isFreelyPlayable(i, nowSeconds));
    if (item) return item;
  }
  throw new Error('no screen of the API holds a released, non-premium movie or episode with a stream');
}

/** Released premium movies and episodes with a stream, from the API's screens (never a hard-coded id). */
export async function premiumTitles(request: APIRequestContext): Promise<ApiItem[]> {
  const nowSeconds = Date.now() / 1000;
  const found = new Map<string, ApiItem>();
  for (const section of await getSections(request)) {
    for (const rail of (await getScreen(request, section.screen)).rails) {
      for (const item of rail.contents) {
        const released = item.release_date === null || item.release_date <= nowSeconds;
        if (item.premium && item.media_id && released && (item.type === 'MOVIE' || item.type === 'EPISODE')) {
          found.set(item.id, item);
        }
      }
    }
  }
  expect(found.size, 'the API shows fewer than two released premium titles').toBeGreaterThanOrEqual(2);
  return [...found.values()];
}

/** The first movie of the home's screen, and the address of its page. */
export async function homeMovie(request: APIRequestContext): Promise<{ movie: ApiItem; path: string }> {
  const movie = (await getHomeScreen(request)).rails
    .flatMap((rail) => rail.contents)
    .find((content) => content.type === 'MOVIE');
  if (!movie) throw new Error('the home screen has no movie');
  return { movie, path: `/movie/${slugify(movie.title)}/${encodeURIComponent(movie.id)}` };
}

/** URL slug of a title, the way links name it: lower case, no accents, words joined by hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Federation names of the remotes, by the folder (and single-spa application) that holds each. */
export const REMOTE_NAMES: Readonly<Record<RemoteAppName, string>> = federationNames;
export type RemoteApp = RemoteAppName;

/**
 * Each remote's origin, read from the shell's `/remotes.json` (federation name → manifest URL) so the tests
 * follow wherever the deployment points the remotes.
 */
export async function remoteOrigins(request: APIRequestContext): Promise<Record<RemoteApp, string>> {
  const response = await request.get('/remotes.json');
  expect(response.ok(), `GET /remotes.json answered ${response.status()}`).toBe(true);
  const manifests = (await response.json()) as Record<string, string>;
  const origins = {} as Record<RemoteApp, string>;
  for (const [app, name] of Object.entries(REMOTE_NAMES) as [RemoteApp, string][]) {
    const manifest = manifests[name];
    if (!manifest) throw new Error(`/remotes.json does not list ${name}`);
    origins[app] = new URL(manifest, response.url()).origin;
  }
  return origins;
}
