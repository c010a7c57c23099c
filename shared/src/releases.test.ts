// The runtime library is one copy for the whole page, so its version is what tells a remote whether the
// shell's copy will do (docs/architecture.md, "What is shared at run time"). This test keeps the version
// honest: the names shared exports are recorded per release in shared/releases.json, and a change to them
// needs a new release — a minor one for additions, a major one for removals.
import * as runtimeLibrary from './index';
import releases from '../releases.json';
import pkg from '../package.json';

type Version = [number, number, number];
const parse = (version: string): Version => version.split('.').map(Number) as Version;
const exported = Object.keys(runtimeLibrary).sort();
const recorded = releases as Record<string, string[]>;

describe('the runtime library’s releases', () => {
  it('records the names the current version exports', () => {
    expect(recorded[pkg.version]).toBeDefined();
    // If this fails, shared's public surface changed: bump "version" in shared/package.json (minor for an
    // addition, major for a removal or a changed meaning) and record the new release's names.
    expect(exported).toEqual([...(recorded[pkg.version] ?? [])].sort());
  });

  it('removes nothing within a major version, and adds nothing within a minor one', () => {
    const [major, minor] = parse(pkg.version);
    for (const [version, names] of Object.entries(recorded)) {
      const [olderMajor, olderMinor] = parse(version);
      if (olderMajor !== major) continue;
      const removed = names.filter((name) => !exported.includes(name));
      expect({ version, removed }).toEqual({ version, removed: [] });
      if (olderMinor === minor) {
        const added = exported.filter((name) => !names.includes(name));
        expect({ version, added }).toEqual({ version, added: [] });
      }
    }
  });
});
