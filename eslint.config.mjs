// Lint for the whole repository. Beyond the usual rules it holds the team boundaries of the architecture:
// remotes never import each other or the shell, the shell never imports a remote, `shared` never imports an
// app, and `contracts` imports no workspace at all. Type-aware rules are off so that `eslint .` stays fast.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

const REMOTES = ['mfe-catalogue', 'mfe-player', 'mfe-account', 'mfe-checkout', 'mfe-international'];
const WORKSPACES = ['shell', ...REMOTES, 'shared', 'contracts', 'api', 'e2e', 'bench', 'scripts'];

/** Matches an import of one of `targets`, by package name (`@palco/x`) or by a relative path (`../x/...`). */
const importOf = (targets) => `^(?:@palco/|(?:\\.\\./)+)(?:${targets.join('|')})(?:/|$)`;

const restrict = (files, regex, message) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ regex, message }] }] },
});

// Node's globals, for the JavaScript files (build configs, scripts); TypeScript checks undefined names itself.
const nodeGlobals = Object.fromEntries(
  [
    'AbortController',
    'AbortSignal',
    'Buffer',
    'URL',
    'URLSearchParams',
    '__dirname',
    '__filename',
    'clearInterval',
    'clearTimeout',
    'console',
    'exports',
    'fetch',
    'globalThis',
    'module',
    'performance',
    'process',
    'queueMicrotask',
    'require',
    'setImmediate',
    'setInterval',
    'setTimeout',
    'structuredClone',
  ].map((name) => [name, 'readonly']),
);

export default defineConfig(
  {
    ignores: [
      '**/dist/',
      '**/node_modules/',
      '**/coverage/',
      '**/test-results/',
      '**/playwright-report/',
      'bench/results/',
      // Video test streams: MPEG-TS segments share TypeScript's .ts extension.
      'api/media/',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    extends: [tseslint.configs.strict],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // noUncheckedIndexedAccess types every index as possibly undefined; after a length check `items[0]!`
      // says what the code knows, where the alternatives are casts or dead branches.
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: nodeGlobals },
    rules: { 'no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }] },
  },
  ...REMOTES.map((remote) =>
    restrict(
      [`${remote}/**`],
      importOf([...REMOTES.filter((other) => other !== remote), 'shell']),
      'A remote never imports another remote or the shell: use the exposed modules named in contracts.',
    ),
  ),
  restrict(
    ['shell/**'],
    importOf(REMOTES),
    'The shell loads remotes at run time (remotes.json); a static import would bundle one into the shell.',
  ),
  restrict(
    ['shared/**'],
    importOf(['shell', ...REMOTES]),
    'shared is the runtime library of every app and cannot depend on one.',
  ),
  restrict(
    ['contracts/**'],
    `^@palco/|${importOf(WORKSPACES.filter((workspace) => workspace !== 'contracts'))}`,
    'contracts is the coupling between teams and depends on no workspace.',
  ),
  {
    // The test helpers (fake API, fixtures) must never reach a production bundle.
    files: ['**/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', '**/test-utils/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='@palco/shared/testing']",
          message: 'Test helpers are for tests only; runtime code must not import @palco/shared/testing.',
        },
      ],
    },
  },
);
