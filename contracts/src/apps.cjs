// The one list of Palco's applications: where each is served and, for remotes, its Module Federation
// name. Everything that needs the list reads it from here — contracts' types, the build and serve
// scripts, the webpack configs, jest, lint and the browser tests — and a test checks the places that cannot
// read it (npm workspaces, TypeScript references, docker-compose). Plain CommonJS with JSDoc, so Node
// scripts and configs can load it as it is, while TypeScript still sees the literal names.

/** Every app in build order: the shell first, then the remotes. */
exports.apps = /** @type {const} */ ([
  { dir: 'shell', port: 3000 },
  { dir: 'mfe-catalogue', port: 3001, federationName: 'mfe_catalogue' },
  { dir: 'mfe-player', port: 3002, federationName: 'mfe_player' },
  { dir: 'mfe-account', port: 3003, federationName: 'mfe_account' },
  { dir: 'mfe-checkout', port: 3004, federationName: 'mfe_checkout' },
  { dir: 'mfe-international', port: 3005, federationName: 'mfe_international' },
]);

/** The reference API, behind the shell's `/api`. */
exports.api = /** @type {const} */ ({ dir: 'api', port: 4000 });

/** The largest request body the API accepts, in bytes; the shell's proxy refuses larger ones itself (413). */
exports.REQUEST_BODY_MAX_BYTES = 1024 * 1024;

/**
 * The id of the element in which the shell's servers write the remotes list into each page, and from which
 * the shell reads it (docker/nginx/40-palco-remotes-json.sh writes the same).
 */
exports.INLINE_REMOTES_ID = 'palco-remotes';

/**
 * The id of the element in which the shell's build lists, per language, the scripts of the shell's own strings
 * for it (`{"en": ["/i18n-en.1a2b3c4d.js"]}`), so that the page's first script can start the download for
 * the page's language before the shell's code has arrived (scripts/webpack/first-load-preload.cjs).
 */
exports.SHELL_STRINGS_ID = 'palco-strings';

/**
 * The attribute that marks, in the shell's page, the async scripts of chunks that run as they arrive: the
 * shell's start-up chunks (scripts/webpack/first-load-preload.cjs) and those the page's first script adds
 * for the page's remote and strings. The first script removes one that fails to load, so that its runtime
 * adds a script of its own and tries again.
 */
exports.START_CHUNK_ATTRIBUTE = 'data-palco-start';
