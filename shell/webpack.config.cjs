const { createAppConfig } = require('../scripts/webpack/create-config.cjs');

module.exports = createAppConfig({ dir: __dirname, name: 'palco_shell', port: 3000, isShell: true });
