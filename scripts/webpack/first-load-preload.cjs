// Hints, in the shell's page, for the files its start-up needs after `main.js`: the chunks of the
// `./bootstrap` import and of the shared singletons that import consumes (the shell's own copies, which
// 'loaded-first' hands every page). Without them the browser learns of those files only once `main.js` has
// downloaded and run, one round trip and a script evaluation later; with them every start-up file is
// requested while the page's head is read.
// - Scripts are async scripts, at high priority: each runs as soon as it has arrived and compiled. A chunk
//   only hands its modules to the runtime's list (which `main.js` reads when it starts, if it has not yet),
//   and `main.js` runs the modules in its own order once the federation runtime is ready, finding the
//   chunks installed or, for one still on its way, waiting for the script the page already has. As async
//   scripts, the browser compiles them off the main thread while they download; preloaded, the largest
//   (react-dom and the other libraries, 330 kB before compression) was compiled on the main thread once
//   `main.js` added its script, in the stretch of work that draws the first screen. A script that fails to
//   load is removed by the first script (shell/src/start/start-chunks.ts: the scripts carry contracts'
//   START_CHUNK_ATTRIBUTE), so that the runtime adds one of its own and tries again instead of waiting on it.
// - Stylesheets get a stylesheet link: they style the header and footer the start-up draws, and a linked
//   stylesheet is applied before the first paint, so the chrome never shows unstyled. When webpack later
//   loads the same chunk, mini-css-extract-plugin's runtime finds the link by its href (the chunk's public
//   path and file name, as written here) and does not fetch it again.
//
// The page also names the shell's first script, start.js (scripts/webpack/start-script.cjs), first in its
// head, and before it the shell's strings chunk of each language (chunks named `i18n-<locale>`), which that
// script preloads for the page's language. It is first, so that it is among the first requests on the wire
// and is not queued behind the start-up chunks, and a classic script (neither async nor deferred), so that
// it always runs before the deferred `main.js`, which takes over what it started: the parser waits for it,
// and the deferred scripts wait for the parser. The browser's preload scanner still asks for everything
// else in the page while it waits.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { SHELL_STRINGS_ID, START_CHUNK_ATTRIBUTE } = require('../../contracts/src/apps.cjs');

const PLUGIN = 'FirstLoadPreloadPlugin';

/** The start script's file names: `start.1a2b3c4d.js` and its compressed siblings. */
const isStartFile = (name) => /^start\.[0-9a-f]{8}\.js(\.(br|gz))?$/.test(name);

/**
 * The start script's file in `dist`, as its compilation, which runs before the shell's, wrote it (its own
 * `clean` leaves one).
 * @param {string} dist
 * @returns {string}
 */
function startScriptIn(dist) {
  const files = fs.readdirSync(dist).filter((name) => isStartFile(name) && name.endsWith('.js'));
  if (files.length !== 1) {
    throw new Error(`expected one start script in ${path.basename(dist)}/, found ${files.length}`);
  }
  return files[0];
}

/**
 * The script files of the chunks named `i18n-<locale>`, per locale: the shell's (and shared's) strings
 * for a language it loads on demand.
 * @param {import('webpack').Compilation} compilation
 * @returns {Record<string, string[]>}
 */
function stringsChunks(compilation) {
  /** @type {Record<string, string[]>} */
  const byLocale = {};
  for (const chunk of compilation.chunks) {
    const locale = /^i18n-(.+)$/.exec(chunk.name ?? '')?.[1];
    if (!locale) continue;
    byLocale[locale] = [...chunk.files].filter((file) => file.endsWith('.js')).sort();
  }
  return byLocale;
}

/**
 * The chunk groups a module's async blocks open (a provided shared module's own copy, an `import()`).
 * @param {import('webpack').Compilation} compilation
 * @param {import('webpack').Module} module
 */
function blockGroups(compilation, module) {
  return module.blocks.map((block) => compilation.chunkGraph.getBlockChunkGroup(block)).filter(Boolean);
}

/**
 * The chunk groups reached from `start`, breadth first, itself included: from each group, through every
 * shared module its chunks consume, to the groups `groupsOf` names for that consume (in the group order a
 * found group comes after the group that found it).
 * @param {import('webpack').Compilation} compilation
 * @param {import('webpack').ChunkGroup[]} start
 * @param {(consume: import('webpack').Module) => import('webpack').ChunkGroup[]} groupsOf
 * @returns {import('webpack').ChunkGroup[]}
 */
function throughConsumes(compilation, start, groupsOf) {
  const queue = [...start];
  const seen = new Set();
  while (queue.length > 0) {
    const group = queue.shift();
    if (seen.has(group)) continue;
    seen.add(group);
    for (const chunk of group.chunks) {
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.constructor.name === 'ConsumeSharedModule') queue.push(...groupsOf(module));
      }
    }
  }
  return [...seen];
}

/**
 * The chunk groups the page loads to start: the group of the `request` import and, transitively, those of
 * the shared modules its modules consume, breadth first (a consumed module's group after the group that
 * found it). A consumed module comes from the copy the shell provides (the provide module's chunk group), not
 * from the consume's own fallback group, which 'loaded-first' never uses in the shell.
 * @param {import('webpack').Compilation} compilation
 * @param {string} request
 * @returns {import('webpack').ChunkGroup[]}
 */
function startupChunkGroups(compilation, request) {
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.constructor.name === 'ProvideSharedModule') provided.set(module._name, module);
  }
  const start = compilation.chunkGroups.filter((group) =>
    group.origins.some((origin) => origin.request === request),
  );
  return throughConsumes(compilation, start, (consume) =>
    blockGroups(compilation, provided.get(consume.options.shareKey) ?? consume),
  );
}

/**
 * The fallback copies of what `groups` consume, transitively: the chunk groups the shell's build writes for
 * a shared module in case no copy is provided, which in the shell, the provider of every one, never load.
 * @param {import('webpack').Compilation} compilation
 * @param {import('webpack').ChunkGroup[]} groups
 * @returns {import('webpack').ChunkGroup[]}
 */
function fallbackChunkGroups(compilation, groups) {
  const from = new Set(groups);
  return throughConsumes(compilation, groups, (consume) => blockGroups(compilation, consume)).filter(
    (group) => !from.has(group),
  );
}

/** The files of `groups` whose names end in `extension`, once each, in the groups' and chunks' order. */
function filesOf(groups, extension) {
  const files = new Set();
  for (const group of groups) {
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith(extension)) files.add(file);
    }
  }
  return [...files];
}

/**
 * Every script file the page runs to start (startupChunkGroups). The runtime runs them in its own order;
 * the page names them largest first (see `largestFirst`), as the order only decides which download starts
 * first.
 * @param {import('webpack').Compilation} compilation
 * @param {string} request
 * @returns {string[]}
 */
function startupScripts(compilation, request) {
  return scriptsOf(startupChunkGroups(compilation, request));
}

/** @param {import('webpack').ChunkGroup[]} groups */
const scriptsOf = (groups) => filesOf(groups, '.js').sort();

/**
 * Every stylesheet of the same chunk groups, in cascade order: the groups reversed, so that a consumed
 * module's stylesheet comes before that of the group that consumes it (shared's tokens and buttons, then
 * the shell's own CSS modules that restyle them), as the styles applied when each module's CSS came with
 * its code; within a group, in its chunks' order, the order webpack's runtime loads them in.
 * @param {import('webpack').Compilation} compilation
 * @param {string} request
 * @returns {string[]}
 */
function startupStylesheets(compilation, request) {
  return stylesheetsOf(startupChunkGroups(compilation, request));
}

/** @param {import('webpack').ChunkGroup[]} groups */
const stylesheetsOf = (groups) => filesOf([...groups].reverse(), '.css');

/** The size in bytes of the file a tag names (by its public path), or 0 if the compilation has no such file. */
function assetSize(compilation, href, publicPath) {
  const asset = compilation.getAsset(String(href).slice(publicPath.length));
  return asset ? asset.source.size() : 0;
}

/**
 * The head's tags with the start-up's scripts, the entry script and the preloads, where the entry script
 * was, largest first. The page needs every one of them before it draws anything, so what matters is when
 * the last byte arrives: over HTTP/1.1 the browser opens six connections per origin and queues the rest in
 * the page's order, and a large file queued behind small ones (react-dom behind a few kilobytes of
 * contracts) finishes last, late. Started first, it downloads while the small files come and go beside it.
 * @param {HtmlWebpackPlugin.HtmlTagObject[]} headTags
 * @param {HtmlWebpackPlugin.HtmlTagObject[]} preloads
 * @param {(href: string) => number} sizeOf
 */
function largestFirst(headTags, preloads, sizeOf) {
  const entryAt = headTags.findIndex((tag) => tag.tagName === 'script' && tag.attributes.src);
  if (entryAt === -1) return [...headTags, ...preloads];
  const hrefOf = (tag) => String(tag.attributes.src ?? tag.attributes.href);
  const scripts = [headTags[entryAt], ...preloads]
    .map((tag, index) => ({ tag, index, size: sizeOf(hrefOf(tag)) }))
    // Equal sizes keep the order they came in (the entry first, then the preloads by name).
    .sort((a, b) => b.size - a.size || a.index - b.index)
    .map(({ tag }) => tag);
  return [...headTags.slice(0, entryAt), ...scripts, ...headTags.slice(entryAt + 1)];
}

class FirstLoadPreloadPlugin {
  /** @param {{ request: string, publicPath: string, startScript?: boolean }} options */
  constructor({ request, publicPath, startScript = false }) {
    this.request = request;
    this.publicPath = publicPath;
    this.startScript = startScript;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        // The chunk graph is walked once for both kinds of file.
        const groups = startupChunkGroups(compilation, this.request);
        const preloads = scriptsOf(groups).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('script', {
            async: true,
            src: `${this.publicPath}${file}`,
            fetchpriority: 'high',
            [START_CHUNK_ATTRIBUTE]: true,
          }),
        );
        // The href is the public path and the file name, exactly what mini-css-extract-plugin's runtime
        // compares a link's `href` attribute with before it loads a chunk's stylesheet itself.
        const linked = new Set(data.headTags.map((tag) => tag.attributes.href).filter(Boolean));
        const stylesheets = stylesheetsOf(groups)
          .map((file) => `${this.publicPath}${file}`)
          .filter((href) => !linked.has(href))
          .map((href) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'stylesheet', href }));
        // The entry script is what runs first and asks for everything else: it is fetched at high priority
        // (a deferred script is otherwise fetched at low priority), as the preloads are.
        for (const tag of data.headTags) {
          if (tag.tagName === 'script' && tag.attributes.src) tag.attributes.fetchpriority = 'high';
        }
        data.headTags = largestFirst(data.headTags, preloads, (href) =>
          assetSize(compilation, href, this.publicPath),
        );
        data.headTags.push(...stylesheets);
        if (this.startScript) {
          const strings = Object.fromEntries(
            Object.entries(stringsChunks(compilation)).map(([locale, files]) => [
              locale,
              files.map((file) => `${this.publicPath}${file}`),
            ]),
          );
          const start = startScriptIn(compilation.outputOptions.path);
          data.headTags.unshift(
            HtmlWebpackPlugin.createHtmlTagObject(
              'script',
              { type: 'application/json', id: SHELL_STRINGS_ID },
              JSON.stringify(strings).replace(/</g, '\\u003c'),
            ),
            HtmlWebpackPlugin.createHtmlTagObject('script', {
              src: `${this.publicPath}${start}`,
              fetchpriority: 'high',
            }),
          );
        }
        return data;
      });
    });
  }
}

module.exports = {
  fallbackChunkGroups,
  FirstLoadPreloadPlugin,
  isStartFile,
  startupChunkGroups,
  startupScripts,
  startupStylesheets,
};
