// Preload hints, in the shell's page, for the scripts its start-up needs after `main.js`: the chunks of the
// `./bootstrap` import and of the shared singletons that import consumes (the shell's own copies, which
// 'loaded-first' hands every page). Without them the browser learns of those files only once `main.js` has
// downloaded and run, one round trip and a script evaluation later; with them every start-up script is
// requested while the page's head is read.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN = 'FirstLoadPreloadPlugin';

/**
 * The chunk groups a module's async blocks open (a provided shared module's own copy, an `import()`).
 * @param {import('webpack').Compilation} compilation
 * @param {import('webpack').Module} module
 */
function blockGroups(compilation, module) {
  return module.blocks.map((block) => compilation.chunkGraph.getBlockChunkGroup(block)).filter(Boolean);
}

/**
 * Every script file the page runs to start: the chunk group of the `request` import and, transitively, of
 * the shared modules its modules consume. A consumed module comes from the copy the shell provides (the
 * provide module's chunk), not from the consume's own fallback chunk, which 'loaded-first' never uses in
 * the shell.
 * @param {import('webpack').Compilation} compilation
 * @param {string} request
 * @returns {string[]}
 */
function startupScripts(compilation, request) {
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.constructor.name === 'ProvideSharedModule') provided.set(module._name, module);
  }
  const queue = compilation.chunkGroups.filter((group) =>
    group.origins.some((origin) => origin.request === request),
  );
  const seen = new Set();
  const files = new Set();
  while (queue.length > 0) {
    const group = queue.shift();
    if (seen.has(group)) continue;
    seen.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.constructor.name !== 'ConsumeSharedModule') continue;
        const provider = provided.get(module.options.shareKey);
        queue.push(...blockGroups(compilation, provider ?? module));
      }
    }
  }
  return [...files].sort();
}

class FirstLoadPreloadPlugin {
  /** @param {{ request: string, publicPath: string }} options */
  constructor({ request, publicPath }) {
    this.request = request;
    this.publicPath = publicPath;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const preloads = startupScripts(compilation, this.request).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            href: `${this.publicPath}${file}`,
          }),
        );
        // The entry script is what runs first and asks for everything else: it goes before the preloads
        // and ahead of them on the wire (a deferred script is otherwise fetched at low priority).
        for (const tag of data.headTags) {
          if (tag.tagName === 'script' && tag.attributes.src) tag.attributes.fetchpriority = 'high';
        }
        data.headTags.push(...preloads);
        return data;
      });
    });
  }
}

module.exports = { FirstLoadPreloadPlugin, startupScripts };
