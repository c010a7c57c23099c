const { createAppConfig } = require('../scripts/webpack/create-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mfe_checkout',
  port: 3004,
  exposes: { './app': './src/app-lifecycles.tsx' },
});
