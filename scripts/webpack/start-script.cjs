// The shell's first script, start.js (shell/src/start): a compilation of its own, built before the shell's,
// without the federation runtime (which every entry of a federated build carries) or any shared library, so
// that it is a couple of kB the page runs as soon as it arrives. It asks for what the first screen needs and
// the page does not name: the server's dictionary, the shell's strings and the page remote's code and
// strings, in the page's language. The shell's build then names it in the page
// (scripts/webpack/first-load-preload.cjs).
const path = require('node:path');
const { precompression, privateSourceMaps, pureSchemasRule, swcRule } = require('./create-config.cjs');
const { isStartFile } = require('./first-load-preload.cjs');

/**
 * @param {object} options
 * @param {string} options.dir  the shell's folder (src/start/index.ts)
 */
function createStartScriptConfig({ dir }) {
  const dist = path.join(dir, 'dist');
  return () => ({
    name: 'start',
    context: dir,
    mode: 'production',
    devtool: false,
    target: 'web',
    entry: { start: './src/start/index.ts' },
    // Its own old builds are removed, nothing else: the shell's build keeps this one (output.clean.keep).
    output: {
      path: dist,
      publicPath: '/',
      filename: 'start.[contenthash:8].js',
      clean: { keep: (name) => !isStartFile(name) },
    },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [pureSchemasRule, swcRule] },
    plugins: [...precompression(), ...privateSourceMaps(dir, { clean: false })],
    performance: { hints: false },
  });
}

module.exports = { createStartScriptConfig };
