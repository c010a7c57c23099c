// contracts' schema constructions marked pure (scripts/webpack/pure-schemas-loader.cjs): what the loader
// writes, and what a production build of a module that uses one of contracts' schemas then keeps.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { markPureSchemas } from './webpack/pure-schemas-loader.cjs';
import { pureSchemasRule, swcRule } from './webpack/create-config.cjs';

const PURE = '/* @__PURE__ */ ';
/** contracts' entry, which re-exports every schema, call and route. */
const CONTRACTS = path.join(__dirname, '..', 'contracts', 'src', 'index.ts');

describe('marking schema constructions pure', () => {
  it('marks every call made through the zod module, chains and nested calls included', () => {
    const source = [
      "import * as z from './zod';",
      'export const A = z.object({ n: z.number().check(z.nonnegative()), s: z.array(z.string()) });',
    ].join('\n');
    expect(markPureSchemas(source, 'a.ts').split('\n')[1]).toBe(
      `export const A = ${PURE}z.object({ n: ${PURE}z.number().check(${PURE}z.nonnegative()), s: ${PURE}z.array(${PURE}z.string()) });`,
    );
  });

  it('leaves other calls, strings and comments alone', () => {
    const source = [
      "import * as zod from './zod';",
      "import { helper } from './helper';",
      "// z.object( in a comment, and 'zod.string(' in a string",
      "export const B = helper(zod.string(), 'zod.string(');",
      'export const C = Base.check(() => true);',
    ].join('\n');
    const lines = markPureSchemas(source, 'b.ts').split('\n');
    expect(lines[2]).toBe(source.split('\n')[2]);
    expect(lines[3]).toBe(`export const B = helper(${PURE}zod.string(), 'zod.string(');`);
    expect(lines[4]).toBe('export const C = Base.check(() => true);');
  });

  it('leaves a module that does not import the zod module as it is', () => {
    const source = "import type * as z from './zod';\nexport const D = z.object({});\n";
    expect(markPureSchemas(source, 'd.ts')).toBe(source);
  });
});

/** A production build of `entry` into `dir/dist`, with the apps' rules for contracts' modules. */
async function build(dir: string, entry: string): Promise<void> {
  const stats = await new Promise<webpack.Stats>((resolve, reject) => {
    webpack(
      {
        mode: 'production',
        context: dir,
        entry,
        output: { path: path.join(dir, 'dist'), filename: 'main.js', chunkFilename: '[name].js' },
        resolve: { extensions: ['.ts', '.js'] },
        resolveLoader: { modules: [path.join(__dirname, '..', 'node_modules')] },
        module: { rules: [pureSchemasRule, { ...swcRule, exclude: /node_modules/ }] },
        performance: { hints: false },
      },
      (error, result) => (error || !result ? reject(error) : resolve(result)),
    );
  });
  expect(stats.toJson({ all: false, errors: true }).errors).toEqual([]);
}

describe('a production build of a module that uses one schema', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'palco-pure-schemas-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps that schema and what it refers to, and none of the others', async () => {
    const entry = path.join(dir, 'entry.ts');
    writeFileSync(
      entry,
      `import { ProfileListSchema } from ${JSON.stringify(CONTRACTS)};\nconsole.log(ProfileListSchema.def);\n`,
    );
    await build(dir, entry);
    const files = readdirSync(path.join(dir, 'dist')).filter((name) => name.endsWith('.js'));
    const code = files.map((name) => readFileSync(path.join(dir, 'dist', name), 'utf8')).join('\n');
    // The profile list and a profile's fields, with the restriction it names…
    expect(code).toContain('profiles');
    expect(code).toContain('restriction_id');
    // …but not the guide's programmes, a device, a plan or the settings.
    expect(code).not.toContain('start_date');
    expect(code).not.toContain('last_used');
    expect(code).not.toContain('epg_future_days');
    expect(code).not.toMatch(/paypal|mbway/);
  }, 60_000);
});

describe('a production build of a page that makes one content call', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'palco-endpoint-modules-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps the guide’s, playing’s and the account’s calls and schemas in the chunk that makes those calls', async () => {
    // A page like the home: a content call in its first file, and the guide, a player and a profile list
    // in a chunk it loads later. Every call is named through the one list, as the apps name them.
    const entry = path.join(dir, 'home.ts');
    writeFileSync(
      entry,
      `import { endpoints } from ${JSON.stringify(CONTRACTS)};\n` +
        `console.log(endpoints.getScreenCards);\n` +
        `void import('./later').then((later) => console.log(later.calls));\n`,
    );
    writeFileSync(
      path.join(dir, 'later.ts'),
      `import { endpoints } from ${JSON.stringify(CONTRACTS)};\n` +
        `export const calls = [endpoints.getEpg, endpoints.getMedia, endpoints.getProfiles];\n`,
    );
    await build(dir, entry);
    const first = readFileSync(path.join(dir, 'dist', 'main.js'), 'utf8');
    const later = readdirSync(path.join(dir, 'dist'))
      .filter((name) => name !== 'main.js' && name.endsWith('.js'))
      .map((name) => readFileSync(path.join(dir, 'dist', name), 'utf8'))
      .join('\n');
    // The screen's cards in the first file…
    expect(first).toContain('/v1/content/screen/{id}/cards');
    expect(first).toContain('design_type');
    // …and the guide's programmes, the media's time limits and a profile's fields only in the later chunk.
    for (const field of ['start_date', 'title_limit', 'isMaster']) {
      expect({ field, first: first.includes(field), later: later.includes(field) }).toEqual({
        field,
        first: false,
        later: true,
      });
    }
  }, 60_000);
});
