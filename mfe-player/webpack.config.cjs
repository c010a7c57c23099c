const { createAppConfig } = require('../scripts/webpack/create-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  exposes: {
    './app': './src/app-lifecycles.tsx',
    './trailer-ad-break': './src/ads/trailer-ad-break-module.ts',
  },
});
