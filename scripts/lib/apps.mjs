// The fixed topology of the assembled site: one origin per app, the API behind the shell.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every app in build order, with its port and (for remotes) its Module Federation name. */
export const APPS = [
  { dir: 'shell', port: 3000 },
  { dir: 'mfe-catalogue', port: 3001, remote: 'mfe_catalogue' },
  { dir: 'mfe-player', port: 3002, remote: 'mfe_player' },
  { dir: 'mfe-account', port: 3003, remote: 'mfe_account' },
  { dir: 'mfe-checkout', port: 3004, remote: 'mfe_checkout' },
  { dir: 'mfe-international', port: 3005, remote: 'mfe_international' },
];

export const REMOTES = APPS.filter((app) => app.remote);

/** Where the assembled site answers on this machine (the shell's origin). */
export const SITE_URL = `http://localhost:${APPS.find((app) => app.dir === 'shell').port}`;

export const API_PORT = 4000;

export const distDir = (app) => path.join(ROOT, app.dir, 'dist');

/** `mfe_catalogue` → `REMOTE_MFE_CATALOGUE_URL`, the variable that overrides that remote's manifest URL. */
export const remoteEnvName = (remote) => `REMOTE_${remote.toUpperCase()}_URL`;

export const defaultManifestUrl = (app, host = 'localhost') => `http://${host}:${app.port}/mf-manifest.json`;
