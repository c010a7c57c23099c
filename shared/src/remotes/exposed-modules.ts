import type { ExposedKey, ExposedModule, ExposingApp } from '@palco/contracts';

/**
 * Loads a module another team exposes, typed from contracts' `ExposedModuleExports` and checked for the
 * export names contracts give it: the shell's `loadExposed`, which alone knows where each remote is.
 */
export type ExposedLoader = <A extends ExposingApp, K extends ExposedKey<A>>(
  app: A,
  key: K,
) => Promise<ExposedModule<A, K>>;

// One for the whole page: this library is a singleton, so what the shell registers every remote sees.
let registered: ExposedLoader | null = null;

/**
 * The shell hands over its loader once, at start. Answers a function that takes it back (for tests, which
 * register fakes); taking back a loader that has since been replaced does nothing.
 */
export function registerExposedLoader(loader: ExposedLoader): () => void {
  registered = loader;
  return () => {
    if (registered === loader) registered = null;
  };
}

/**
 * Loads another remote's exposed module (e.g. `loadExposedModule('mfe-player', 'trailerAdBreak')`), the way
 * the shell loads popups; remotes never import one another. Rejects when no loader is registered (a
 * remote on its own dev server, without the shell) as when the module fails to load: a caller keeps
 * working without it.
 */
export function loadExposedModule<A extends ExposingApp, K extends ExposedKey<A>>(
  app: A,
  key: K,
): Promise<ExposedModule<A, K>> {
  const loader = registered;
  if (!loader) {
    return Promise.reject(
      new Error(
        `No loader for exposed modules is registered, so ${app}'s ${key} cannot load (the shell registers it at start)`,
      ),
    );
  }
  // A loader that throws rather than rejecting still ends in a rejection.
  return new Promise((resolve) => resolve(loader(app, key)));
}
