import { INLINE_REMOTES_ID, type RemotesManifest } from '@palco/contracts';

/** The files a remote's `./app` needs at once, from its federation manifest, as absolute URLs. */
export function appFilesOf(manifestUrl: string, manifestBody: unknown): string[] {
  const body = manifestBody as {
    metaData?: { remoteEntry?: { name?: string; path?: string } };
    exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[];
  };
  const entry = body.metaData?.remoteEntry;
  const app = body.exposes?.find((expose) => expose.path === './app');
  const names = [
    ...(entry?.name ? [`${entry.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry.name}`] : []),
    ...(app?.assets?.js?.sync ?? []),
  ];
  return names.map((name) => new URL(name, manifestUrl).href);
}

/** Scripts the page already has, or has already hinted (preload or prefetch): nothing to ask for again. */
export function hintedFiles(doc: Document): Set<string> {
  return new Set(
    Array.from(
      doc.querySelectorAll<HTMLLinkElement | HTMLScriptElement>(
        'link[rel="prefetch"], link[rel="preload"][as="script"], script[src]',
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
