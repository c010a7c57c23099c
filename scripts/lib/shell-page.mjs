// The shell's page (index.html) as the shell's server sends it: the build's file with two things written
// into its head at serve time, so that the first remote starts loading before any script has run:
// - the remotes list (the body of /remotes.json), inline, which the shell reads instead of fetching it;
// - a preload of the manifest of the remote that owns the requested route (contracts' route paths), which
//   the federation runtime then finds already on its way;
// - a preconnect to that remote's origin for its scripts. The manifest's preload is a request without
//   credentials, and browsers keep those connections apart from the ones that scripts loaded by
//   `<script>` use: without it, the remote's entry and `./app` would wait for a connection of their own
//   once the first script has read the manifest (a round trip on a phone's network).
// Each variant is compressed once (brotli, gzip) and has its own ETag; the file is read again when the
// build replaces it.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { apps, INLINE_REMOTES_ID } from '../../contracts/src/apps.cjs';
import { matchRoutePath } from '../../contracts/src/route-paths.cjs';

/** JSON that cannot end the script element it sits in. */
const scriptSafe = (json) => json.replace(/</g, '\\u003c');
const attribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * What goes before `</head>` for a page whose route `owner` renders (an app folder, or undefined for the
 * shell's own pages and paths of no route).
 *
 * @param {string} remotesJson  the body of /remotes.json (federation name → manifest URL)
 * @param {string | undefined} owner
 */
export function headAdditions(remotesJson, owner) {
  const manifests = JSON.parse(remotesJson);
  const federationName = apps.find((app) => app.dir === owner)?.federationName;
  const manifest = federationName ? manifests[federationName] : undefined;
  const inline = `<script type="application/json" id="${INLINE_REMOTES_ID}">${scriptSafe(JSON.stringify(manifests))}</script>`;
  // crossorigin="anonymous": the runtime fetches the manifest in CORS mode without credentials, and a
  // preload is only reused by a request made in the same mode.
  const preload = manifest
    ? `<link rel="preload" as="fetch" crossorigin="anonymous" href="${attribute(manifest)}">` +
      `<link rel="preconnect" href="${attribute(new URL(manifest).origin)}">`
    : '';
  return `${inline}${preload}`;
}

/**
 * @param {{ root: string, remotesJson: string }} options
 * @returns {(pathname: string) => Promise<{ identity: Buffer, br: Buffer, gzip: Buffer, etag: string }>}
 */
export function shellPage({ root, remotesJson }) {
  const file = path.join(root, 'index.html');
  let built = { mtimeMs: -1, variants: new Map() };

  return async (pathname) => {
    const { mtimeMs } = await stat(file);
    if (mtimeMs !== built.mtimeMs)
      built = { mtimeMs, variants: new Map(), template: await readFile(file, 'utf8') };
    const owner = matchRoutePath(pathname)?.owner;
    const key = owner ?? '';
    let variant = built.variants.get(key);
    if (!variant) {
      const html = built.template.replace('</head>', `${headAdditions(remotesJson, owner)}</head>`);
      const identity = Buffer.from(html);
      variant = {
        identity,
        br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(identity, { level: 9 }),
        etag: createHash('sha256').update(identity).digest('base64url').slice(0, 22),
      };
      built.variants.set(key, variant);
    }
    return variant;
  };
}
