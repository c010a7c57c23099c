const { createAppConfig } = require('../scripts/webpack/create-config.cjs');
const { createServiceWorkerConfig } = require('../scripts/webpack/service-worker.cjs');

const shell = createAppConfig({ dir: __dirname });
// Built after the shell, whose first-load files it precaches; not part of the development server.
const serviceWorker = createServiceWorkerConfig({ dir: __dirname, dependsOn: 'shell' });

module.exports = (env = {}, argv = {}) =>
  argv.mode === 'development' ? shell(env, argv) : [shell(env, argv), serviceWorker(env, argv)];
