/**
 * What the service worker (shell/sw/sw.ts) may keep, as pure rules so they are tested here. The one rule
 * behind all of them: only what can never change under its name is served from the worker's cache.
 * Pages, manifests, `remotes.json`, `remoteEntry.js` and API answers always go to the network, so an app
 * redeployed on its own shows on the next load and no answer outlives its own cache headers.
 */
/** A hashed file of the shell or of any remote's origin, fetched as code, style, font or image. */
export declare function isImmutableAsset(url: URL, destination: RequestDestination): boolean;
