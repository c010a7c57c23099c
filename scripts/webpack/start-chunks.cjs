// The shell's start-up files: how webpack's split-chunks step groups the code a first visit runs
// (create-config.cjs uses these groups for the shell's production build).
const { fallbackChunkGroups, startupChunkGroups } = require('./first-load-preload.cjs');

/** The import that starts the shell (shell/src/index.ts), whose chunks and shared copies the page runs. */
const SHELL_START_REQUEST = './bootstrap';

/**
 * The shell's start-up in two files beside `main.js`: the libraries it runs (react-dom, i18next, single-spa,
 * swr, zod…) in one, and its own code with shared's and contracts' in the other. webpack's defaults, with
 * the library groups of create-config.cjs, split the same code into ten files. Every one of them loads on
 * every first visit all the same, but each costs a request with its headers (about half a kilobyte over
 * HTTP/1.1), and on a phone's network, with six connections per origin, a round trip of its own while the
 * large files wait for a connection.
 * Only what the start-up already loads moves: the groups take modules from the start-up's chunks (those of
 * the `./bootstrap` import and of the shared copies it consumes, as the page's start-up scripts name them), never from
 * a chunk loaded later (axios, a page, another language's strings), which keep their own files. Scripts only:
 * each chunk's stylesheet stays with its chunk, in the cascade order the preload plugin links them in.
 * The remotes keep the library groups: a remote loads only the libraries the shell does not provide to it.
 *
 * @param {() => import('webpack').Compilation | undefined} compilationOf  the compilation being sealed
 */
function shellStartChunks(compilationOf) {
  /** @type {WeakMap<import('webpack').Compilation, Set<import('webpack').Chunk>>} */
  const startChunks = new WeakMap();
  const isStartChunk = (chunk) => {
    const compilation = compilationOf();
    if (!compilation) return false;
    if (!startChunks.has(compilation)) {
      // Walked once, before the split moves any module: the start-up's chunk groups as webpack made them,
      // and the fallback copies of what they consume. Those never load in the shell, which provides every
      // shared module; left out, each would keep a second copy of its library in a file of its own.
      const groups = startupChunkGroups(compilation, SHELL_START_REQUEST);
      const all = [...groups, ...fallbackChunkGroups(compilation, groups)];
      startChunks.set(compilation, new Set(all.flatMap((group) => group.chunks)));
    }
    return startChunks.get(compilation).has(chunk);
  };
  const isScript = (module) => module.type.startsWith('javascript');
  const inNodeModules = (module) => /[\\/]node_modules[\\/]/.test(module.nameForCondition() ?? '');
  const group = (name, test) => ({ name, test, chunks: isStartChunk, enforce: true, priority: 20 });
  return {
    startLibraries: group('start-libraries', (module) => isScript(module) && inNodeModules(module)),
    startCode: group('start-code', (module) => isScript(module) && !inNodeModules(module)),
  };
}

/** The chunk module federation writes for a remote's `./app` expose (its name, after the expose's key). */
const REMOTE_APP_CHUNK = '__federation_expose_app';

/**
 * The lazy chunks webpack's default groups may split code out of, in a remote: all but `./app`'s own. A
 * remote's `./app` is then one file beside its `remoteEntry.js`, where the defaults made three: the expose's
 * own file, the code it shares with the remote's standalone page, and contracts' schemas, which the search
 * suggestions use too. All three loaded on every page the remote draws, each a request of its own. Another
 * expose that needs some of the same modules (the search suggestions) keeps its own copy of them and loads no
 * more than before. Chunks that `./app` loads later still share their common code as the defaults split it.
 * @param {import('webpack').Chunk} chunk
 */
function splittableInRemote(chunk) {
  if (chunk.canBeInitial()) return false;
  for (const group of chunk.groupsIterable) if (group.name === REMOTE_APP_CHUNK) return false;
  return true;
}

/** A plugin that keeps a reference to the compilation the split-chunks test functions above read. */
function compilationTracker() {
  let current;
  return {
    compilationOf: () => current,
    plugin: {
      apply(compiler) {
        compiler.hooks.thisCompilation.tap('CompilationTracker', (compilation) => {
          current = compilation;
        });
      },
    },
  };
}

module.exports = {
  compilationTracker,
  REMOTE_APP_CHUNK,
  SHELL_START_REQUEST,
  shellStartChunks,
  splittableInRemote,
};
