/**
 * What the service worker (shell/sw/sw.ts) may keep, as pure rules so they are tested here. The one rule
 * behind all of them: only what can never change under its name is served from the worker's cache.
 * Pages, manifests, `remotes.json`, `remoteEntry.js` and API answers always go to the network, so an app
 * redeployed on its own shows on the next load and no answer outlives its own cache headers.
 */

/** A build's content-hashed file name (`main.20bb88b8.js`, `545.8fdb3251.js`): immutable. */
const HASHED_NAME = /[.-][0-9a-f]{8,}\.(?:js|css|woff2?|png|jpe?g|webp|avif|svg)$/i;

/** Names a redeploy changes in place; never cached, whatever their name looks like. */
const REDEPLOYED = /(?:^|\/)(?:index\.html|mf-manifest\.json|remoteEntry\.js|remotes\.json|sw\.js)$/;

/** The kinds of request that load an app's code and styles (not API calls, not video). */
const CODE_DESTINATIONS = new Set<RequestDestination>(['script', 'style', 'font', 'image']);

/** A hashed file of the shell or of any remote's origin, fetched as code, style, font or image. */
export function isImmutableAsset(url: URL, destination: RequestDestination): boolean {
  return (
    CODE_DESTINATIONS.has(destination) &&
    !url.pathname.startsWith('/api/') &&
    !REDEPLOYED.test(url.pathname) &&
    HASHED_NAME.test(url.pathname)
  );
}
