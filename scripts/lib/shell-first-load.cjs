// What the shell's page loads before any remote, read from the shell's build: the scripts and stylesheets
// `index.html` names or preloads, and the chunks of the shared singletons the shell provides (with 'loaded-first' every
// page takes them from the shell). The size budget (bench/check-budget.mjs) counts these scripts, and the
// service worker (scripts/webpack/service-worker.cjs) precaches them and the stylesheets.
const fs = require('node:fs');
const path = require('node:path');

/**
 * @param {string} dist  the shell's dist folder
 * @returns {{ scripts: string[], styles: string[] }}  paths relative to `dist`
 */
function shellFirstLoad(dist) {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  // The shell's publicPath is absolute ('/' or a full URL); only the path names a file in dist.
  const inDist = (url) => decodeURIComponent(new URL(url, 'http://shell/').pathname.slice(1));
  const fromHtml = [...html.matchAll(/<script\b[^>]*\bsrc=["']?([^"'\s>]+)/gi)].map((match) =>
    inDist(match[1]),
  );
  /**
   * The files of the head's `<link>` tags that `wanted` picks.
   *
   * @param {(tag: string) => boolean} wanted
   */
  const linked = (wanted) =>
    [...html.matchAll(/<link\b[^>]*>/gi)]
      .filter(([tag]) => wanted(tag))
      .map(([tag]) => /\bhref=["']?([^"'\s>]+)/i.exec(tag)?.[1])
      .filter(Boolean)
      .map(inDist);
  // The start-up's stylesheets, which the build links in the head, and its own chunks, which the page runs
  // as async scripts (or, in an older page, preloads) and the entry imports
  // (scripts/webpack/first-load-preload.cjs).
  const stylesheets = linked((tag) => /\brel=["']?stylesheet\b/i.test(tag));
  const preloaded = linked((tag) => /\brel=["']?preload\b/i.test(tag) && /\bas=["']?script\b/i.test(tag));
  return {
    scripts: [
      ...new Set([...fromHtml, ...preloaded, ...manifest.shared.flatMap((shared) => shared.assets.js.sync)]),
    ],
    styles: [...stylesheets, ...manifest.shared.flatMap((shared) => shared.assets.css.sync)],
  };
}

module.exports = { shellFirstLoad };
