// Webpack configuration shared by the shell and every remote, so all six build the same way and share
// the same singletons. Each app's webpack.config.cjs calls createAppConfig with what is its own.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const rootPkg = require('../../package.json');

const ROOT = path.resolve(__dirname, '../..');

/** Packages held once in the page (ARCHITECTURE section 3). Sub-paths a package is imported by are listed too. */
const SINGLETONS = {
  react: ['react', 'react/jsx-runtime'],
  'react-dom': ['react-dom', 'react-dom/client'],
  'react-router-dom': ['react-router-dom'],
  'single-spa': ['single-spa'],
  'single-spa-react': ['single-spa-react'],
  zustand: ['zustand', 'zustand/vanilla'],
  swr: ['swr'],
  axios: ['axios'],
  i18next: ['i18next'],
  'react-i18next': ['react-i18next'],
  mitt: ['mitt'],
  zod: ['zod'],
};

function sharedConfig() {
  const shared = {};
  for (const [pkg, requests] of Object.entries(SINGLETONS)) {
    const version = rootPkg.dependencies[pkg];
    for (const request of requests) {
      shared[request] = { singleton: true, requiredVersion: `^${version}`, version };
    }
  }
  for (const workspace of ['shared', 'contracts']) {
    const pkg = require(path.join(ROOT, workspace, 'package.json'));
    shared[pkg.name] = { singleton: true, requiredVersion: `^${pkg.version}`, version: pkg.version };
  }
  return shared;
}

const swcRule = {
  test: /\.(t|j)sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2020',
      },
    },
  },
};

/**
 * The page a remote serves when it runs alone (its dev server or its dist opened directly): the same
 * containers for every remote, which `startStandalone` in shared mounts into.
 */
function standalonePage(dir) {
  return `<!doctype html>
<html lang="pt-PT">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Palco — ${path.basename(dir)}</title>
  </head>
  <body style="margin: 0; background: #0d0f14; color: #f3f4f7">
    <main id="standalone-root"></main>
    <div id="standalone-overlays"></div>
  </body>
</html>
`;
}

/**
 * @param {object} options
 * @param {string} options.dir            the app's folder (its package root)
 * @param {string} options.name           Module Federation container name
 * @param {number} options.port           dev server port
 * @param {Record<string,string>} [options.exposes]  exposed modules (remotes)
 * @param {boolean} [options.isShell]
 */
function createAppConfig({ dir, name, port, exposes = {}, isShell = false }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      context: dir,
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      entry: { main: './src/index.ts' },
      output: {
        path: path.join(dir, 'dist'),
        // The shell must load chunks from the site root or deep links load no script (ARCHITECTURE 7);
        // a remote loads them from wherever its manifest was served.
        publicPath: isShell ? '/' : 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      module: {
        rules: [
          swcRule,
          // css-loader follows `devtool` and would inline a base64 source map into every stylesheet of a
          // production bundle (style-loader ships CSS inside the JS), roughly doubling its size.
          {
            test: /\.module\.css$/,
            use: [
              'style-loader',
              { loader: 'css-loader', options: { modules: { namedExport: true }, sourceMap: !production } },
            ],
          },
          {
            test: /\.css$/,
            exclude: /\.module\.css$/,
            use: ['style-loader', { loader: 'css-loader', options: { sourceMap: !production } }],
          },
          { test: /\.(svg|png|webp|jpg)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isShell ? {} : { filename: 'remoteEntry.js', exposes }),
          manifest: true,
          dts: false,
          shareStrategy: 'loaded-first',
          shared: sharedConfig(),
        }),
        new HtmlWebpackPlugin({
          ...(isShell
            ? { template: path.join(dir, 'src/index.html') }
            : { templateContent: standalonePage(dir) }),
          scriptLoading: 'defer',
          // Absolute so that deep links (e.g. /movie/x/1 on a remote's own dev server) load the entry.
          publicPath: '/',
        }),
      ],
      performance: { hints: false },
      devServer: {
        port,
        headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' },
        historyApiFallback: true,
        proxy: [{ context: ['/api', '/sandbox'], target: process.env.API_URL || 'http://localhost:4000' }],
      },
    };
  };
}

module.exports = { createAppConfig, sharedConfig };
