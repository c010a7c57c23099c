import {
  INLINE_REMOTES_ID,
  remotePageChunk,
  remotePageStringsChunk,
  remoteStringsChunk,
  START_CHUNK_ATTRIBUTE,
  type Locale,
  type OnDemandPage,
  type RemoteAppName,
  type RemotesManifest,
} from '@palco/contracts';

interface FederationManifestShape {
  metaData?: { remoteEntry?: { name?: string; path?: string }; globalName?: string; publicPath?: string };
  exposes?: {
    path?: string;
    assets?: { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[]; async?: string[] } };
  }[];
}

const appExpose = (manifestBody: unknown) =>
  (manifestBody as FederationManifestShape).exposes?.find((expose) => expose.path === './app');

/**
 * Where a remote's files are: its build's public path when the manifest gives one, else (`auto`) beside the
 * manifest, wherever that was served.
 */
function filesBase(manifestUrl: string, manifestBody: unknown): string {
  const publicPath = (manifestBody as FederationManifestShape).metaData?.publicPath;
  return publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl).href : manifestUrl;
}

/** A remote's entry script from its federation manifest: its absolute URL and the global it defines. */
export function remoteEntryOf(
  manifestUrl: string,
  manifestBody: unknown,
): { url: string; globalName?: string } | undefined {
  const metaData = (manifestBody as FederationManifestShape).metaData;
  const entry = metaData?.remoteEntry;
  if (!entry?.name) return undefined;
  const name = `${entry.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry.name}`;
  return {
    url: new URL(name, filesBase(manifestUrl, manifestBody)).href,
    ...(metaData?.globalName ? { globalName: metaData.globalName } : {}),
  };
}

/** The scripts a remote's `./app` needs at once, from its federation manifest, as absolute URLs. */
export function appFilesOf(manifestUrl: string, manifestBody: unknown): string[] {
  const entry = remoteEntryOf(manifestUrl, manifestBody);
  const base = filesBase(manifestUrl, manifestBody);
  const chunks = (appExpose(manifestBody)?.assets?.js?.sync ?? []).map((name) => new URL(name, base).href);
  return [...(entry ? [entry.url] : []), ...chunks];
}

/**
 * The stylesheets a remote's `./app` needs at once, as absolute URLs: its chunks' loading fetches them
 * beside their scripts and waits for them before the app renders.
 */
function appStylesheetsOf(manifestUrl: string, manifestBody: unknown): string[] {
  const base = filesBase(manifestUrl, manifestBody);
  return (appExpose(manifestBody)?.assets?.css?.sync ?? []).map((name) => new URL(name, base).href);
}

/**
 * The scripts of a remote's own strings for `locale` that its `./app` loads on demand (contracts'
 * `remoteStringsChunk` names them), as absolute URLs; none for a remote that keeps them in its code.
 */
export function appStringsOf(
  manifestUrl: string,
  manifestBody: unknown,
  app: RemoteAppName,
  locale: Locale,
): string[] {
  return filesOfChunk(
    filesBase(manifestUrl, manifestBody),
    appExpose(manifestBody)?.assets?.js?.async,
    remoteStringsChunk(app, locale),
  );
}

/** The files among `names` of the chunk named `chunk` (`<chunk>.<hash>.js`), as absolute URLs. */
function filesOfChunk(base: string, names: readonly string[] | undefined, chunk: string): string[] {
  const prefix = `${chunk}.`;
  return (names ?? [])
    .filter((name) => name.split('/').pop()?.startsWith(prefix))
    .map((name) => new URL(name, base).href);
}

/**
 * The script and stylesheet of the page's own chunk, which the remote's `./app` loads on demand (contracts'
 * `remotePageChunk` names it), and the script of the page's strings in `locale` (`remotePageStringsChunk`),
 * as absolute URLs; none when the remote has no such chunk.
 */
export function appPageFilesOf(
  manifestUrl: string,
  manifestBody: unknown,
  app: RemoteAppName,
  page: OnDemandPage,
  locale: Locale,
): { scripts: string[]; stylesheets: string[] } {
  const assets = appExpose(manifestBody)?.assets;
  const chunk = remotePageChunk(app, page);
  const base = filesBase(manifestUrl, manifestBody);
  return {
    scripts: [
      ...filesOfChunk(base, assets?.js?.async, chunk),
      ...filesOfChunk(base, assets?.js?.async, remotePageStringsChunk(app, page, locale)),
    ],
    stylesheets: filesOfChunk(base, assets?.css?.async, chunk),
  };
}

export interface AppFileHints {
  /**
   * `preload` for what this page needs now, `prefetch` for what a later navigation may need; `run` for
   * what the page's first script asks for: as `preload`, but the remote's chunks run as they arrive (see
   * `runChunks`).
   */
  rel: 'preload' | 'prefetch' | 'run';
  /** Also the remote's strings for the page's language, when it loads them on demand. */
  strings?: { app: RemoteAppName; locale: Locale };
  /** Also the code of the page the address shows, and its strings, when the remote loads them on demand. */
  page?: { app: RemoteAppName; page: OnDemandPage; locale: Locale };
}

/**
 * Adds a `rel` hint for each of `hrefs` (absolute, or relative to the page) that the page does not already
 * have or has not hinted (`present`, which it keeps up to date).
 */
export function hintFiles(
  doc: Document,
  hrefs: Iterable<string>,
  { rel, as }: { rel: 'preload' | 'prefetch'; as: 'script' | 'style' },
  present: Set<string> = hintedFiles(doc),
): void {
  for (const href of hrefs) {
    const link = doc.createElement('link');
    link.rel = rel;
    link.setAttribute('as', as);
    link.href = href;
    if (present.has(link.href)) continue;
    present.add(link.href);
    doc.head.append(link);
  }
}

/**
 * Adds a hint for each script and stylesheet a remote's `./app` needs at once (from its manifest), and for
 * its strings when asked, but not for those the page already has or has hinted. The stylesheets come with
 * the scripts, not after them: the app's chunks wait for them before it renders.
 */
export function hintAppFiles(
  doc: Document,
  manifestUrl: string,
  manifestBody: unknown,
  { rel, strings, page }: AppFileHints,
): void {
  const present = hintedFiles(doc);
  const pageFiles = page
    ? appPageFilesOf(manifestUrl, manifestBody, page.app, page.page, page.locale)
    : { scripts: [], stylesheets: [] };
  const entry = remoteEntryOf(manifestUrl, manifestBody);
  const chunks = [
    ...appFilesOf(manifestUrl, manifestBody).filter((url) => url !== entry?.url),
    ...(strings ? appStringsOf(manifestUrl, manifestBody, strings.app, strings.locale) : []),
    ...pageFiles.scripts,
  ];
  const hint = rel === 'run' ? 'preload' : rel;
  hintFiles(doc, entry ? [entry.url] : [], { rel: hint, as: 'script' }, present);
  if (rel === 'run') runChunks(doc, chunks, present);
  else hintFiles(doc, chunks, { rel, as: 'script' }, present);
  hintFiles(
    doc,
    [...appStylesheetsOf(manifestUrl, manifestBody), ...pageFiles.stylesheets],
    { rel: hint, as: 'style' },
    present,
  );
}

/**
 * Runs webpack chunks (of the shell, or of a remote: never a remote's entry) as soon as they arrive, from
 * async scripts, rather than preloading them for the app's runtime to run when it asks: a chunk only hands
 * its modules to its runtime's list (which the runtime reads when it starts, if it has not yet), so it can
 * run before anything else has, and the runtime then finds it installed instead of adding a script of its
 * own. Its parsing and running is then done while the page still waits for the network, not in the stretch
 * of work that draws the first screen. Its script carries contracts' `START_CHUNK_ATTRIBUTE`, as the
 * shell's own start-up chunks do in the page: the first script removes one that fails to load
 * (`retryFailedStartChunks`), so that the runtime, which would wait on a script already in the page, adds
 * one of its own and tries again.
 */
export function runChunks(
  doc: Document,
  hrefs: Iterable<string>,
  present: Set<string> = hintedFiles(doc),
): void {
  for (const href of hrefs) {
    const script = doc.createElement('script');
    script.async = true;
    // As the preloads of the page's code it replaces: an async script would otherwise load at low priority.
    script.setAttribute('fetchpriority', 'high');
    script.setAttribute(START_CHUNK_ATTRIBUTE, '');
    script.src = href;
    if (present.has(script.src)) continue;
    present.add(script.src);
    doc.head.append(script);
  }
}

/** Files the page already has, or has already hinted (preload or prefetch): nothing to ask for again. */
export function hintedFiles(doc: Document): Set<string> {
  return new Set(
    Array.from(
      doc.querySelectorAll<HTMLLinkElement | HTMLScriptElement>(
        'link[rel="prefetch"], link[rel="preload"][as="script"], link[rel="preload"][as="style"], link[rel="stylesheet"], script[src]',
      ),
      (el) => (el instanceof HTMLScriptElement ? el.src : el.href),
    ),
  );
}

export function isManifest(value: unknown): value is RemotesManifest {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value as Record<string, unknown>).every((entry) => typeof entry === 'string')
  );
}

/** The remotes list the server wrote into the page, if it did and it reads as one. */
export function inlineManifest(doc: Document): RemotesManifest | undefined {
  const text = doc.getElementById(INLINE_REMOTES_ID)?.textContent;
  if (!text) return undefined;
  try {
    const body: unknown = JSON.parse(text);
    return isManifest(body) ? body : undefined;
  } catch {
    return undefined;
  }
}
