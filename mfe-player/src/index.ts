// The async boundary lets Module Federation negotiate shared singletons before any of them load.
import('./standalone').catch((error: unknown) => console.error('mfe-player failed to start', error));
