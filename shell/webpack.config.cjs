const { createAppConfig } = require('../scripts/webpack/create-config.cjs');
const { createServiceWorkerConfig } = require('../scripts/webpack/service-worker.cjs');
const { createStartScriptConfig } = require('../scripts/webpack/start-script.cjs');

// Built first: the shell's page names its file.
const startScript = createStartScriptConfig({ dir: __dirname });
const shell = createAppConfig({ dir: __dirname });
// Built after the shell, whose first-load files it precaches; not part of the development server.
const serviceWorker = createServiceWorkerConfig({ dir: __dirname, dependsOn: 'shell' });

module.exports = (env = {}, argv = {}) =>
  argv.mode === 'development'
    ? shell(env, argv)
    : [startScript(env, argv), shell(env, argv), serviceWorker(env, argv)];
