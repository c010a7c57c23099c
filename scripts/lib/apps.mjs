// The fixed topology of the assembled site: one origin per app, the API behind the shell.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { api, apps } from '../../contracts/src/apps.cjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every app in build order, with its port and (for remotes) its Module Federation name: contracts' list. */
export const APPS = apps.map(({ dir, port, federationName }) => ({
  dir,
  port,
  ...(federationName ? { remote: federationName } : {}),
}));

export const REMOTES = APPS.filter((app) => app.remote);

/** Where the assembled site answers on this machine (the shell's origin). */
export const SITE_URL = `http://localhost:${APPS.find((app) => app.dir === 'shell').port}`;

export const API_PORT = api.port;

export const distDir = (app) => path.join(ROOT, app.dir, 'dist');

/** `mfe_catalogue` → `REMOTE_MFE_CATALOGUE_URL`, the variable that overrides that remote's manifest URL. */
export const remoteEnvName = (remote) => `REMOTE_${remote.toUpperCase()}_URL`;

export const defaultManifestUrl = (app, host = 'localhost') => `http://${host}:${app.port}/mf-manifest.json`;
