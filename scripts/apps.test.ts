// contracts/src/apps.cjs is the one list of apps. Scripts, webpack configs, jest, lint and the browser tests
// read it; this test holds the places that cannot (npm workspaces, TypeScript references, the folders
// themselves) to it, so that adding a remote is: add it to the list, then follow the failures.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { api, apps } from '../contracts/src/apps.cjs';

const root = path.resolve(__dirname, '..');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as T;
const dirs = [...apps.map((app) => app.dir), api.dir];

describe('the one list of apps', () => {
  it('names every app folder there is, and only those', () => {
    const appFolders = readdirSync(root).filter(
      (name) =>
        name === 'shell' || (name.startsWith('mfe-') && existsSync(path.join(root, name, 'package.json'))),
    );
    expect(appFolders.sort()).toEqual(apps.map((app) => app.dir).sort());
  });

  it('is in the npm workspaces', () => {
    const { workspaces } = readJson<{ workspaces: string[] }>('package.json');
    expect(workspaces).toEqual(expect.arrayContaining(dirs));
  });

  it('is in the TypeScript build', () => {
    const { references } = readJson<{ references: { path: string }[] }>('tsconfig.json');
    expect(references.map((reference) => reference.path)).toEqual(expect.arrayContaining(dirs));
  });

  it('gives each app a webpack config built by the shared factory from the list', () => {
    for (const app of apps) {
      const config = readFileSync(path.join(root, app.dir, 'webpack.config.cjs'), 'utf8');
      expect(config).toContain('createAppConfig({');
      // Name and port come from the list, never written again in the config.
      expect(config).not.toMatch(/\bport:|\bname:/);
    }
  });

  it('gives every app its own port and every remote its own federation name', () => {
    const ports = [...apps.map((app) => app.port), api.port];
    expect(new Set(ports).size).toBe(ports.length);
    const names = apps.flatMap((app) => ('federationName' in app ? [app.federationName] : []));
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[A-Za-z_$][\w$]*$/);
  });
});
