// contracts' schema constructions marked pure (scripts/webpack/pure-schemas-loader.cjs): what the loader
// writes, and what a production build of a module that uses one of contracts' schemas then keeps.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { markPureSchemas } from './webpack/pure-schemas-loader.cjs';
import { pureSchemasRule, swcRule } from './webpack/create-config.cjs';

const PURE = '/* @__PURE__ */ ';

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

describe('a production build of a module that uses one schema', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'palco-pure-schemas-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps that schema and what it refers to, and none of the others', async () => {
    const entities = path.join(__dirname, '..', 'contracts', 'src', 'entities.ts');
    const entry = path.join(dir, 'entry.ts');
    writeFileSync(
      entry,
      `import { ProfileListSchema } from ${JSON.stringify(entities)};\nconsole.log(ProfileListSchema.def);\n`,
    );
    const stats = await new Promise<webpack.Stats>((resolve, reject) => {
      webpack(
        {
          mode: 'production',
          context: dir,
          entry,
          output: { path: path.join(dir, 'dist'), filename: 'main.js' },
          resolve: { extensions: ['.ts', '.js'] },
          resolveLoader: { modules: [path.join(__dirname, '..', 'node_modules')] },
          module: { rules: [pureSchemasRule, { ...swcRule, exclude: /node_modules/ }] },
          performance: { hints: false },
        },
        (error, result) => (error || !result ? reject(error) : resolve(result)),
      );
    });
    expect(stats.toJson({ all: false, errors: true }).errors).toEqual([]);
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
