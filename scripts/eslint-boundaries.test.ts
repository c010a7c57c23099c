// The team boundaries live only in eslint.config.mjs; this test fails if a config change drops them.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

// ESLint loads its config with a dynamic import, which jest's module sandbox refuses, so the snippets are
// linted in memory by ESLint's Node API in a plain Node process.
const LINT_SNIPPETS = `
import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
const eslint = new ESLint();
const counts = [];
for (const { file, code } of JSON.parse(readFileSync(0, 'utf8'))) {
  const [result] = await eslint.lintText(code, { filePath: file });
  counts.push(result.messages.filter((message) => message.ruleId === 'no-restricted-imports').length);
}
process.stdout.write(JSON.stringify(counts));
`;

const crossing: [string, string][] = [
  ['mfe-catalogue/src/Probe.ts', "import { x } from '@palco/mfe-player';"],
  ['mfe-catalogue/src/features/Probe.ts', "import { x } from '../../../mfe-checkout/src/x';"],
  ['mfe-player/src/Probe.ts', "import { x } from '@palco/shell';"],
  ['shell/src/Probe.ts', "import { x } from '@palco/mfe-catalogue';"],
  ['shared/src/Probe.ts', "import { x } from '@palco/mfe-account';"],
  ['contracts/src/Probe.ts', "import { x } from '@palco/shared';"],
  ['contracts/src/Probe.ts', "import { x } from '../../api/src/x';"],
  // Browser code never imports the tooling workspaces, by package name or by relative path.
  ['mfe-catalogue/src/features/content/Probe.ts', "import { x } from '../../../../api/src/x';"],
  ['mfe-player/src/Probe.ts', "import { x } from '@palco/api';"],
  ['shell/src/Probe.ts', "import { x } from '../../e2e/tests/x';"],
  ['shared/src/ui/Probe.ts', "import { x } from '../../../bench/x';"],
  ['mfe-checkout/src/Probe.ts', "import { x } from '../../scripts/lib/x';"],
  // Another workspace is reached through its entry point, never its files.
  ['mfe-international/src/Probe.ts', "import { x } from '@palco/shared/src/http/x';"],
  ['mfe-catalogue/src/Probe.ts', "import { x } from '@palco/contracts/src/routes';"],
  ['mfe-player/src/player/Probe.ts', "import { x } from '../../../shared/src/x';"],
  ['shell/src/Probe.test.tsx', "import { x } from '@palco/shared/src/testing/x';"],
  ['shared/src/Probe.ts', "import { x } from '../../contracts/src/x';"],
  ['shared/src/Probe.ts', "import { x } from '@palco/shared/src/x';"],
];

const allowed: [string, string][] = [
  ['mfe-catalogue/src/Probe.ts', "import { x } from '@palco/shared';"],
  ['mfe-catalogue/src/Probe.ts', "import { x } from '@palco/contracts';"],
  ['mfe-catalogue/src/features/Probe.ts', "import { x } from '../rails/x';"],
  ['shell/src/Probe.ts', "import { x } from '@palco/shared';"],
  ['contracts/src/Probe.ts', "import { x } from 'zod';"],
  // A folder of a workspace's own that shares a workspace's name is no boundary.
  ['mfe-catalogue/src/features/content/components/Probe.ts', "import { x } from '../api/x';"],
  ['mfe-player/src/Probe.ts', "import { x } from './api/x';"],
  ['shared/src/Probe.ts', "import { x } from '@palco/contracts';"],
  ['mfe-checkout/src/Probe.test.tsx', "import { x } from '@palco/shared/testing';"],
];

let reported: number[] = [];

beforeAll(() => {
  const snippets = [...crossing, ...allowed].map(([file, code]) => ({
    file: path.join(root, file),
    code: `${code}\nexport const y = x;\n`,
  }));
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', LINT_SNIPPETS], {
    cwd: root,
    input: JSON.stringify(snippets),
    encoding: 'utf8',
  });
  reported = JSON.parse(output) as number[];
});

describe('team boundaries in eslint.config.mjs', () => {
  it.each(crossing.map((snippet, index) => [...snippet, index] as const))(
    'reports %s importing across a boundary: %s',
    (_file, _code, index) => {
      expect(reported[index]).toBe(1);
    },
  );

  it.each(allowed.map((snippet, index) => [...snippet, crossing.length + index] as const))(
    'allows %s: %s',
    (_file, _code, index) => {
      expect(reported[index]).toBe(0);
    },
  );
});
