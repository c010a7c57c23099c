const { createAppConfig } = require('../scripts/webpack/create-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  exposes: {
    './app': './src/app-lifecycles.tsx',
    './subscription-popup': './src/subscription/subscription-popup-module.ts',
  },
});
