const { createAppConfig } = require('../scripts/webpack/create-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mfe_player',
  port: 3002,
  exposes: { './app': './src/app-lifecycles.tsx' },
});
