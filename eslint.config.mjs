// Lint for the whole repository. Beyond the usual rules it holds the team boundaries of the architecture:
// remotes never import each other or the shell, the shell never imports a remote, `shared` never imports an
// app, and `contracts` imports no workspace at all; browser code never imports the API, the tests, the
// benchmarks or the scripts, and reaches another workspace only through its entry point. It also checks the
// rules of React hooks and accessibility in the browser code, and import cycles everywhere. Type-aware rules
// are off so that `eslint .` stays fast.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { apps } from './contracts/src/apps.cjs';

const REMOTES = apps.filter((app) => 'federationName' in app).map((app) => app.dir);
const LIBRARIES = ['shared', 'contracts'];
const TOOLING = ['api', 'e2e', 'bench', 'scripts'];
const WORKSPACES = ['shell', ...REMOTES, ...LIBRARIES, ...TOOLING];
/** The browser code: the shell, the remotes and the runtime library they share. */
const BROWSER = ['shell', ...REMOTES, 'shared'];
const TS_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts'];
/** The handlers that make an element interactive, for jsx-a11y. */
const INTERACTIONS = ['onClick', 'onMouseDown', 'onMouseUp', 'onKeyPress', 'onKeyDown', 'onKeyUp'];

/** Directory levels below a workspace root that the boundaries tell apart; deeper files count as this deep. */
const MAX_DEPTH = 12;

/** Matches an import of one of `targets` by package name (`@palco/x`, `@palco/x/...`). */
const packageOf = (targets) => `^@palco/(?:${targets.join('|')})(?:/|$)`;

/**
 * The `no-restricted-imports` config of one workspace's files. A relative path reaches another workspace
 * only by climbing above its own root, which takes one `../` more than the file is deep: `../api/` from
 * `src/features/guide/` is a remote's own `api` folder, `../../../api/` the API. So there is one config per
 * depth, and `rules(into)` gets `into(targets)`, the regex of a relative path into one of `targets` from
 * that depth; it returns the `{ regex, message }` patterns.
 */
const boundaries = (workspace, rules) =>
  Array.from({ length: MAX_DEPTH + 1 }, (_, depth) => {
    const climb = depth === MAX_DEPTH ? `${depth + 1},` : `${depth + 1}`;
    const into = (targets) => `^(?:\\./)?(?:\\.\\./){${climb}}(?:${targets.join('|')})(?:/|$)`;
    return {
      files: [`${workspace}/${'*/'.repeat(depth)}${depth === MAX_DEPTH ? '**' : '*'}`],
      rules: { 'no-restricted-imports': ['error', { patterns: rules(into) }] },
    };
  });

/** What no browser workspace imports: the tooling, and another workspace's files past its entry point. */
const browserBoundaries = (workspace, into) => [
  {
    regex: `${packageOf(TOOLING)}|${into(TOOLING)}`,
    message: 'Browser code never imports the API, the end-to-end tests, the benchmarks or the scripts.',
  },
  {
    regex: `^@palco/(?:shared/(?!testing$)|contracts/)|${into(LIBRARIES.filter((library) => library !== workspace))}`,
    message:
      'A library is imported by its entry point only: @palco/shared or @palco/contracts (and @palco/shared/testing in tests), never its files.',
  },
  ...(workspace === 'shared'
    ? []
    : [
        {
          regex: '^react-i18next$',
          message:
            "useTranslation and I18nextProvider come from @palco/shared, whose copy of react-i18next has the page's i18next; Trans from react-i18next/TransWithoutContext, given t and i18n.",
        },
      ]),
];

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
    files: BROWSER.map((workspace) => `${workspace}/**/*.{ts,tsx}`),
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    files: BROWSER.map((workspace) => `${workspace}/**/*.tsx`),
    extends: [jsxA11y.flatConfigs.strict],
    rules: {
      // Focus and blur on a container tell when focus leaves the area, which is no interaction: as in the
      // recommended config, only pointer and key handlers count. A list with roving focus (the rails) takes
      // the arrow keys bubbling up from its cards.
      'jsx-a11y/no-noninteractive-element-interactions': [
        'error',
        { handlers: INTERACTIONS, ul: ['onKeyDown'] },
      ],
      'jsx-a11y/no-static-element-interactions': ['error', { handlers: INTERACTIONS }],
      // A scrolling region is reached by keyboard so that the arrow keys scroll it.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
    },
  },
  {
    // Cycles through runtime imports, followed across workspaces (the `@palco/*` links resolve to the
    // sources); imports of types only are left out, as they vanish at build time.
    files: ['**/*.{ts,tsx,mts,cts}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': TS_EXTENSIONS,
      'import-x/parsers': { '@typescript-eslint/parser': TS_EXTENSIONS },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: [...TS_EXTENSIONS, '.js', '.mjs', '.cjs', '.json'] }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: nodeGlobals },
    rules: { 'no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }] },
  },
  ...REMOTES.flatMap((remote) =>
    boundaries(remote, (into) => {
      const others = [...REMOTES.filter((other) => other !== remote), 'shell'];
      return [
        {
          regex: `${packageOf(others)}|${into(others)}`,
          message:
            'A remote never imports another remote or the shell: use the exposed modules named in contracts.',
        },
        ...browserBoundaries(remote, into),
      ];
    }),
  ),
  ...boundaries('shell', (into) => [
    {
      regex: `${packageOf(REMOTES)}|${into(REMOTES)}`,
      message:
        'The shell loads remotes at run time (remotes.json); a static import would bundle one into the shell.',
    },
    ...browserBoundaries('shell', into),
  ]),
  ...boundaries('shared', (into) => [
    {
      regex: `${packageOf(['shell', ...REMOTES])}|${into(['shell', ...REMOTES])}`,
      message: 'shared is the runtime library of every app and cannot depend on one.',
    },
    ...browserBoundaries('shared', into),
  ]),
  ...boundaries('contracts', (into) => {
    const others = WORKSPACES.filter((workspace) => workspace !== 'contracts');
    return [
      {
        regex: `^@palco/|${into(others)}`,
        message: 'contracts is the coupling between teams and depends on no workspace.',
      },
    ];
  }),
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
