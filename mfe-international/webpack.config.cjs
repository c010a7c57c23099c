const { createAppConfig } = require('../scripts/webpack/create-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mfe_international',
  port: 3005,
  exposes: { './app': './src/app-lifecycles.tsx' },
});
