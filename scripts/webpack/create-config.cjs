// Webpack configuration shared by the shell and every remote, so all six build the same way and share
// the same singletons. Each app's webpack.config.cjs calls createAppConfig with what is its own.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { FirstLoadPreloadPlugin, isStartFile } = require('./first-load-preload.cjs');
const {
  compilationTracker,
  SHELL_START_REQUEST,
  shellStartChunks,
  splittableInRemote,
} = require('./start-chunks.cjs');
const { SourceMapDevToolPlugin } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const rootPkg = require('../../package.json');
const { apps } = require('../../contracts/src/apps.cjs');

const ROOT = path.resolve(__dirname, '../..');

/**
 * What is shared at run time, and how (the versioning rule, docs/architecture.md):
 * - strict singletons hold state or a React context that every app must see as one: the page has one copy,
 *   and an app whose required range the loaded copy does not satisfy fails to load (into the shell's
 *   fallback) instead of running against it;
 * - everything else is bundled by each app at the version it was built and tested with: `@palco/contracts`
 *   (schemas, endpoint map, route table), and the libraries that hold no state across apps, such as
 *   react-router-dom (each app mounts its own router) and zod. Bundled, they are tree-shaken to what the
 *   app uses (react-router-dom 14 kB brotli instead of 53; zod/mini 10.5 kB instead of 67 with every
 *   error-message locale its entry exports); shared, a module federation share is always the whole package.
 *   zod's code still loads once per page: contracts reach it through one module, which every app shares by
 *   its content (contractsZodShare), tree-shaken as it is.
 * - react-i18next, whose context must be one too, rides inside `@palco/shared`: the apps take
 *   `useTranslation` and `I18nextProvider` from it (shared 3.0.0), so the page holds those and what they
 *   need rather than the whole package (its Trans components and their HTML parser, about 6 kB brotli). An
 *   app that writes translated markup bundles `react-i18next/TransWithoutContext`, which keeps no state and
 *   is given `t` and `i18n`; eslint stops an app importing react-i18next itself.
 * Each app requires the range its own package.json declares; each copy provides its installed version.
 */
const STRICT_SINGLETONS = {
  react: ['react', 'react/jsx-runtime'],
  'react-dom': ['react-dom', 'react-dom/client'],
  'single-spa': ['single-spa'],
  swr: ['swr'],
  i18next: ['i18next'],
};

/**
 * Brotli and gzip siblings (`main.js.br`, `main.js.gz`) of every text file from 1 kB, written once at build
 * time and sent by the app servers to clients that accept them, as nginx's gzip_static does.
 */
const PRECOMPRESSED = {
  test: /\.(js|css|html|json|svg|txt|webmanifest)$/,
  threshold: 1024,
  deleteOriginalAssets: false,
};
const precompression = () => [
  new CompressionPlugin({ ...PRECOMPRESSED, algorithm: 'gzip', filename: '[path][base].gz' }),
  new CompressionPlugin({
    ...PRECOMPRESSED,
    algorithm: 'brotliCompress',
    filename: '[path][base].br',
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
  }),
];

/** Where an app's production build writes its source maps: beside its dist, never inside it. */
const sourceMapsDir = (dir) => path.join(dir, 'sourcemaps');

/**
 * Source maps for the team, not for viewers: written to the app's `sourcemaps/` folder beside `dist/` (for
 * an error tracker to be given with each release), and named by no script, so a server that serves `dist/`
 * has none to give. The folder is emptied when `clean` is set, as `output.clean` empties `dist/`.
 *
 * @param {string} dir  the app's folder
 * @param {{ clean: boolean }} options
 */
function privateSourceMaps(dir, { clean }) {
  const emptyFolder = {
    apply(compiler) {
      compiler.hooks.beforeRun.tap('PrivateSourceMaps', () =>
        fs.rmSync(sourceMapsDir(dir), { recursive: true, force: true }),
      );
    },
  };
  return [
    ...(clean ? [emptyFolder] : []),
    // Relative to output.path (dist), so `../sourcemaps/main.1234abcd.js.map`.
    new SourceMapDevToolPlugin({
      filename: `${path.relative(path.join(dir, 'dist'), sourceMapsDir(dir))}/[file].map`,
      append: false,
    }),
  ];
}

/** The federation runtime's packages, each published as both an ES module and a CommonJS build. */
const FEDERATION_RUNTIME_PACKAGES = [
  '@module-federation/error-codes',
  '@module-federation/runtime',
  '@module-federation/runtime-core',
  '@module-federation/runtime-tools',
  '@module-federation/sdk',
  '@module-federation/webpack-bundler-runtime',
];

/**
 * One build of the federation runtime per bundle. The plugin that lets the shell provide the runtime to the
 * remotes (provideExternalRuntime) is CommonJS and `require`s the runtime, while the bundler's runtime
 * imports it: without these aliases webpack resolves the `require` and the `import` conditions of each
 * package separately and the shell's first script carries both copies (runtime-core twice, about 15 kB
 * brotli). Every request of these packages and of their exported subpaths goes to the ES module build.
 */
function federationRuntimeAliases() {
  const alias = {};
  for (const pkg of FEDERATION_RUNTIME_PACKAGES) {
    // Not every one of them exports its package.json, so it is read from the hoisted install.
    const manifest = path.join(ROOT, 'node_modules', pkg, 'package.json');
    const { exports: exportMap = {} } = require(manifest);
    for (const [subpath, target] of Object.entries(exportMap)) {
      const esm = target?.import?.default ?? target?.import;
      if (subpath.includes('*') || typeof esm !== 'string') continue;
      alias[`${path.posix.join(pkg, subpath)}$`] = path.join(path.dirname(manifest), esm);
    }
  }
  return alias;
}

/** The module through which contracts import zod (contracts/src/zod.ts). */
const CONTRACTS_ZOD = path.join(ROOT, 'contracts', 'src', 'zod.ts');

/**
 * The share of contracts' zod module: one copy of the zod code its schemas use per page instead of one per
 * app (about 10 kB brotli each). A remote takes the shell's copy only when it is the same code as its own:
 * the same zod version (required exactly) and the same module, whose content names the share (a contracts
 * release that uses more of zod shares under another key, and its apps keep their own copy until the shell
 * has it too). Not a singleton: zod holds no state across apps.
 */
function contractsZodShare() {
  const hash = crypto.createHash('sha256').update(fs.readFileSync(CONTRACTS_ZOD)).digest('hex').slice(0, 8);
  const version = installedVersion('zod');
  return {
    [CONTRACTS_ZOD]: { shareKey: `@palco/contracts/zod-${hash}`, version, requiredVersion: version },
  };
}

/** The version of a package as installed (what this build's copy provides). */
function installedVersion(pkg) {
  return require(require.resolve(`${pkg}/package.json`, { paths: [ROOT] })).version;
}

/**
 * @param {string} dir  the app's folder: its package.json says which ranges it requires
 * @param {{ requireShared?: string }} [env]  `--env requireShared=<range>`: require another range of shared
 *   than package.json declares, to check what a deployment would do before bumping the dependency
 */
function sharedConfig(dir, env = {}) {
  const appPkg = require(path.join(dir, 'package.json'));
  const ranges = { ...rootPkg.dependencies, ...appPkg.dependencies };
  const shared = {};
  const add = (packages, options) => {
    for (const [pkg, requests] of Object.entries(packages)) {
      for (const request of requests) {
        shared[request] = { ...options, requiredVersion: ranges[pkg], version: installedVersion(pkg) };
      }
    }
  };
  add(STRICT_SINGLETONS, { singleton: true, strictVersion: true });
  const sharedPkg = require(path.join(ROOT, 'shared', 'package.json'));
  shared[sharedPkg.name] = {
    singleton: true,
    strictVersion: true,
    version: sharedPkg.version,
    requiredVersion: env.requireShared ?? appPkg.dependencies?.[sharedPkg.name] ?? `^${sharedPkg.version}`,
  };
  return { ...shared, ...contractsZodShare() };
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
 * contracts' modules with their schema constructions marked pure (pure-schemas-loader.cjs), so that a
 * bundle keeps only the schemas its code uses. Before swc, which keeps the marks.
 */
/** @type {import('webpack').RuleSetRule} */
const pureSchemasRule = {
  test: /\.ts$/,
  include: path.join(ROOT, 'contracts', 'src'),
  enforce: 'pre',
  loader: require.resolve('./pure-schemas-loader.cjs'),
};

/**
 * A CSS module's class name in production: a hash of the app, the file and the class. Seven characters
 * (42 bits) rather than css-loader's twenty: the names are random to a compressor, and every one is
 * written in both the JS and the CSS of a first load. The app's name goes into the hash because the apps
 * share one page: without it, two apps' files at the same path with the same class (`src/App.module.css`,
 * `.root`) would get the same name, and each app's stylesheet would restyle the other's elements.
 */
const CLASS_NAME = '[hash:base64:7]';

/**
 * How CSS (CSS modules, `*.module.css`, and plain stylesheets such as shared's tokens.css) reaches the page.
 * - Production: each chunk's CSS is a `.css` file of its own (mini-css-extract-plugin), which the chunk's
 *   loading fetches as a stylesheet beside its script. Inside the JS (style-loader) it would be part of the
 *   scripts a first visit downloads, parses and runs before anything is styled.
 * - Development: style-loader injects it from the JS, so an edited stylesheet applies without a reload.
 * CSS modules export their class names to the JS the same way in both (named exports).
 * css-loader's source maps are for development only, where style-loader writes each one into its style
 * element as base64 (following `devtool`). A production stylesheet is css-loader's output of the file as
 * written (class names hashed, nothing minified), which needs no map.
 *
 * @param {boolean} production
 * @param {string} app  the federation name, which keeps class names apart between apps
 */
function cssRules(production, app) {
  const apply = production ? MiniCssExtractPlugin.loader : 'style-loader';
  const modules = {
    namedExport: true,
    localIdentName: production ? CLASS_NAME : '[path][name]__[local]',
    localIdentHashSalt: app,
  };
  return [
    {
      test: /\.module\.css$/,
      use: [apply, { loader: 'css-loader', options: { modules, sourceMap: !production } }],
    },
    {
      test: /\.css$/,
      exclude: /\.module\.css$/,
      use: [apply, { loader: 'css-loader', options: { sourceMap: !production } }],
    },
  ];
}

/**
 * The production stylesheets, named like the scripts (a content hash, so servers and the service worker
 * keep them forever). A lazily loaded chunk's stylesheet is fetched by the webpack runtime of the app that
 * built it, from that runtime's public path: for a remote ('auto') the origin its remoteEntry.js came from.
 * Warnings about a conflicting CSS order stay on (no `ignoreOrder`): CSS modules do not depend on order, but
 * shared's global stylesheets (tokens.css, PlanCard.css) do, and the builds show none today.
 */
const extractedCss = () =>
  new MiniCssExtractPlugin({
    filename: '[name].[contenthash:8].css',
    chunkFilename: '[name].[contenthash:8].css',
  });

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
 * Shared libraries whose entry modules would otherwise be files of their own of a few hundred bytes beside
 * the library's code, each costing a request and its headers on every first visit: react/jsx-runtime
 * beside react, react-dom's index beside its client, swr's index beside its internals, and contracts'
 * zod module beside zod. Each library is one file; every share that needs it asks for that file. A group
 * takes its modules wherever they are, so a library is never copied into two files either.
 */
function libraryChunks() {
  const modulesOf = (packages) => new RegExp(`[\\\\/]node_modules[\\\\/](${packages.join('|')})[\\\\/]`);
  const group = (name, test) => ({ name, test, chunks: 'all', enforce: true, priority: 10 });
  const zodModules = modulesOf(['zod']);
  return {
    // use-sync-external-store: React's shim that swr and react-i18next both use, else a file of its own.
    react: group('react', modulesOf(['react', 'use-sync-external-store'])),
    reactDom: group('react-dom', modulesOf(['react-dom', 'scheduler'])),
    swr: group('swr', modulesOf(['swr', 'dequal'])),
    contractsZod: group('contracts-zod', (module) => {
      const name = module.nameForCondition() ?? '';
      return name === CONTRACTS_ZOD || zodModules.test(name);
    }),
  };
}

/**
 * @param {object} options
 * @param {string} options.dir            the app's folder (its package root); its name, port and
 *                                        federation name come from contracts' list of apps
 * @param {Record<string,string>} [options.exposes]  exposed modules (remotes)
 */
function createAppConfig({ dir, exposes = {} }) {
  const app = apps.find((entry) => entry.dir === path.basename(dir));
  if (!app) throw new Error(`${path.basename(dir)} is not in contracts/src/apps.cjs`);
  const isShell = !('federationName' in app);
  const name = isShell ? 'palco_shell' : app.federationName;
  const { port } = app;
  return (env = {}, argv) => {
    const production = argv.mode !== 'development';
    const tracker = compilationTracker();
    // A remote's `./app` stays one file (start-chunks.cjs).
    const remoteSplits = !isShell && production ? { chunks: splittableInRemote } : {};
    return {
      name: app.dir,
      ...(isShell && production ? { dependencies: ['start'] } : {}),
      context: dir,
      mode: production ? 'production' : 'development',
      devtool: production ? false : 'eval-cheap-module-source-map',
      entry: { main: './src/index.ts' },
      output: {
        path: path.join(dir, 'dist'),
        // The shell must load chunks from the site root or deep links load no script (ARCHITECTURE 7);
        // a remote loads them from wherever its manifest was served.
        publicPath: isShell ? '/' : 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        // The shell keeps its first script, which its own compilation wrote just before (start-script.cjs).
        clean: isShell && production ? { keep: isStartFile } : true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'], alias: federationRuntimeAliases() },
      optimization: {
        splitChunks: {
          cacheGroups: {
            // webpack's own vendors group, but for axios: it stays in the one chunk of shared's client that
            // loads it on a page's first call to the network (shared/src/http/http-client.ts), rather than
            // in a vendors file beside a file of the client's one kilobyte.
            defaultVendors: {
              test: /[\\/]node_modules[\\/](?!axios[\\/])/,
              idHint: 'vendors',
              priority: -10,
              reuseExistingChunk: true,
              ...remoteSplits,
            },
            // webpack's own default group, spelled out for the remotes' `chunks` filter.
            default: { idHint: '', minChunks: 2, priority: -20, reuseExistingChunk: true, ...remoteSplits },
            ...libraryChunks(),
            ...(isShell && production ? shellStartChunks(tracker.compilationOf) : {}),
          },
        },
      },
      module: {
        rules: [
          pureSchemasRule,
          swcRule,
          ...cssRules(production, name),
          { test: /\.(svg|png|webp|jpg)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        tracker.plugin,
        new ModuleFederationPlugin({
          name,
          ...(isShell ? {} : { filename: 'remoteEntry.js', exposes }),
          manifest: true,
          dts: false,
          // The federation runtime loads once per page (about 25 kB brotli): the shell provides it, and a
          // remote built for deployment uses the shell's. A remote in development runs alone on its own
          // dev server, with no shell to provide it, so it keeps its own.
          // `target: 'web'` leaves the runtime's Node.js paths out of the page (about 2.5 kB brotli), and
          // `disableSnapshot` its manifest plugins (about 1 kB): the shell reads each remote's manifest
          // itself and registers the remote by the entry it names (shell/src/remotes/remote-registry.ts).
          experiments: isShell
            ? { provideExternalRuntime: true, optimization: { target: 'web', disableSnapshot: true } }
            : { externalRuntime: production },
          shareStrategy: 'loaded-first',
          shared: sharedConfig(dir, env),
        }),
        ...(production ? [extractedCss()] : []),
        new HtmlWebpackPlugin({
          ...(isShell
            ? { template: path.join(dir, 'src/index.html') }
            : { templateContent: standalonePage(dir) }),
          scriptLoading: 'defer',
          // Absolute so that deep links (e.g. /movie/x/1 on a remote's own dev server) load the entry.
          publicPath: '/',
        }),
        ...(isShell && production
          ? [new FirstLoadPreloadPlugin({ request: SHELL_START_REQUEST, publicPath: '/', startScript: true })]
          : []),
        ...(production ? [...precompression(), ...privateSourceMaps(dir, { clean: true })] : []),
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

module.exports = {
  createAppConfig,
  precompression,
  privateSourceMaps,
  pureSchemasRule,
  sharedConfig,
  sourceMapsDir,
  swcRule,
};
