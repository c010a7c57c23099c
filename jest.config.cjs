// One jest run covers every workspace; each workspace is a project so a team can run only its own.
const path = require('node:path');
const { apps } = require('./contracts/src/apps.cjs');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const browserProject = (name) => ({
  displayName: name,
  rootDir: path.join(__dirname, name),
  // jsdom with Node's fetch, and packages' default (Node) builds so msw/node loads; axios keeps its browser build.
  testEnvironment: path.join(__dirname, 'scripts/jest/jsdom-environment.cjs'),
  testEnvironmentOptions: { customExportConditions: [''] },
  transform: { '^.+\\.(t|m?j)sx?$': swc },
  // msw's dependencies and oauth4webapi ship only as ES modules, which jest cannot require on Node 20.
  transformIgnorePatterns: [
    '/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise|oauth4webapi)/)',
  ],
  moduleNameMapper: {
    '^axios$': require.resolve('axios/dist/browser/axios.cjs'),
    '\\.(css)$': path.join(__dirname, 'scripts/jest/style-mock.cjs'),
    '\\.(svg|png|jpg|webp)$': path.join(__dirname, 'scripts/jest/file-mock.cjs'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'scripts/jest/setup-dom.ts')],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
});

const nodeProject = (name) => ({
  displayName: name,
  rootDir: path.join(__dirname, name),
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swc },
  // oauth4webapi ships only as an ES module, which jest cannot require on Node 20.
  transformIgnorePatterns: ['/node_modules/(?!oauth4webapi/)'],
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
});

module.exports = {
  projects: [
    nodeProject('contracts'),
    browserProject('shared'),
    ...apps.map((app) => browserProject(app.dir)),
    { ...nodeProject('api'), setupFilesAfterEnv: [path.join(__dirname, 'scripts/jest/setup-api.ts')] },
    { ...nodeProject('scripts'), testMatch: ['<rootDir>/*.test.ts'] },
  ],
};
