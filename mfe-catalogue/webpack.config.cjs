const { createAppConfig } = require('../scripts/webpack/create-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mfe_catalogue',
  port: 3001,
  exposes: {
    './app': './src/app-lifecycles.tsx',
    './search-suggestions': './src/features/search/search-suggestions-module.tsx',
  },
});
