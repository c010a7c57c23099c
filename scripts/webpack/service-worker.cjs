// The shell's service worker (/sw.js) and offline page (/offline.html), built after the shell itself so
// the worker's precache list names the shell's first-load files as that build wrote them. A separate
// compilation: the worker runs outside any page, with no federation runtime, and each file keeps a fixed
// name (servers send it `no-cache`, so a new build reaches viewers on their next visit).
const crypto = require('node:crypto');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { shellFirstLoad } = require('../lib/shell-first-load.cjs');
const { precompression, privateSourceMaps, pureSchemasRule, swcRule } = require('./create-config.cjs');

const PLACEHOLDER = 'self.__WB_MANIFEST';
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/**
 * The shell's first-load scripts and styles (scripts/lib/shell-first-load.cjs), hashed ones only. Lazy
 * chunks are left to the worker's runtime cache, so a first visit never downloads code the viewer may not
 * need.
 */
function precachedShellFiles(dist) {
  const { scripts, styles } = shellFirstLoad(dist);
  return [...new Set([...scripts, ...styles])].filter((file) => HASHED_NAME.test(file));
}

/** Writes the precache list into the worker: hashed files by name, others with a content revision. */
class PrecacheManifestPlugin {
  constructor(dist) {
    this.dist = dist;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecacheManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification and the offline page's HTML, before the .br and .gz copies are written.
        { name: 'PrecacheManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        (assets) => {
          const own = Object.keys(assets).filter(
            (name) => name !== 'sw.js' && /^offline[.-].*\.js$|^offline\.html$/.test(name),
          );
          const entries = [
            ...precachedShellFiles(this.dist).map((file) => ({ url: `/${file}`, revision: null })),
            ...own.map((name) => ({
              url: `/${name}`,
              revision: HASHED_NAME.test(name)
                ? null
                : crypto.createHash('sha256').update(assets[name].source()).digest('hex').slice(0, 16),
            })),
          ];
          const worker = assets['sw.js'];
          if (!worker) throw new Error('the service worker build wrote no sw.js');
          const code = worker.source().toString();
          if (!code.includes(PLACEHOLDER)) throw new Error(`sw.js does not read ${PLACEHOLDER}`);
          compilation.updateAsset(
            'sw.js',
            new sources.RawSource(code.replace(PLACEHOLDER, JSON.stringify(entries))),
          );
        },
      );
    });
  }
}

/**
 * @param {object} options
 * @param {string} options.dir  the shell's folder: sw/sw.ts, src/offline/index.ts and sw/offline.html
 * @param {string} options.dependsOn  the name of the shell's own compilation, which must finish first
 */
function createServiceWorkerConfig({ dir, dependsOn }) {
  const dist = path.join(dir, 'dist');
  return (env, argv) => ({
    name: 'service-worker',
    dependencies: [dependsOn],
    context: dir,
    mode: argv.mode === 'development' ? 'development' : 'production',
    devtool: argv.mode === 'development' ? 'source-map' : false,
    target: 'webworker',
    entry: {
      sw: { import: './sw/sw.ts', filename: 'sw.js' },
      offline: { import: './src/offline/index.ts', filename: 'offline.[contenthash:8].js' },
    },
    output: { path: dist, publicPath: '/', clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [pureSchemasRule, swcRule] },
    plugins: [
      new HtmlWebpackPlugin({
        template: path.join(dir, 'sw', 'offline.html'),
        filename: 'offline.html',
        chunks: ['offline'],
        scriptLoading: 'defer',
      }),
      new PrecacheManifestPlugin(dist),
      ...precompression(),
      ...(argv.mode === 'development' ? [] : privateSourceMaps(dir, { clean: false })),
    ],
    performance: { hints: false },
  });
}

module.exports = { createServiceWorkerConfig };
