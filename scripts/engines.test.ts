// The README, the root `engines` field and every installed dependency must agree on which Node.js runs
// Palco, so that a fresh install on the stated minimum prints no engine warning (and `engine-strict` in
// .npmrc refuses an older Node outright).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const root = path.resolve(__dirname, '..');
const readJson = (file: string): { name?: string; version?: string; engines?: { node?: string } } =>
  JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string; engines?: { node?: string } };

const stated = readJson(path.join(root, 'package.json')).engines?.node ?? '';

/** Every package under a node_modules folder, nested ones included. */
function installedPackages(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    if (name.startsWith('.')) return [];
    const at = path.join(dir, name);
    if (name.startsWith('@')) return installedPackages(at);
    const manifest = path.join(at, 'package.json');
    return existsSync(manifest) ? [manifest, ...installedPackages(path.join(at, 'node_modules'))] : [];
  });
}

describe('Node.js version', () => {
  it('is stated as a minimum in package.json', () => {
    expect(semver.validRange(stated)).not.toBeNull();
    expect(semver.minVersion(stated)).not.toBeNull();
  });

  it('is the minimum the README promises', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const promised = /Node\.js (\d+\.\d+(?:\.\d+)?) or newer/.exec(readme)?.[1];
    expect(promised).toBeDefined();
    expect(semver.eq(semver.coerce(promised)!, semver.minVersion(stated)!)).toBe(true);
  });

  it('is enforced at install time', () => {
    expect(readFileSync(path.join(root, '.npmrc'), 'utf8')).toMatch(/^engine-strict=true$/m);
  });

  it('satisfies every installed dependency over the whole stated range', () => {
    const disagreeing = installedPackages(path.join(root, 'node_modules'))
      .map(readJson)
      .filter((pkg) => pkg.engines?.node && !semver.subset(stated, pkg.engines.node))
      .map((pkg) => `${pkg.name}@${pkg.version} wants node ${pkg.engines?.node}`);
    expect(disagreeing).toEqual([]);
  });
});
