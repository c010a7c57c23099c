// The async boundary lets Module Federation negotiate shared singletons before any of them load.
import('./standalone').catch((error: unknown) => console.error('mfe-international failed to start', error));
