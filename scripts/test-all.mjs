#!/usr/bin/env node
// Every check the project has, in the order a failure is cheapest to find: lint, types, jest (unit,
// contract, API), the production builds, the size budget, then Playwright against the assembled site.
// Stops at the first failing stage, always stops what it started, and ends with `N passed, N failed`
// (test cases of jest and Playwright). SKIP_E2E=1 leaves out the browser stage.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ROOT, SITE_URL } from './lib/apps.mjs';
import { run, seconds, start, stop, stopChildren, stopChildrenOnSignals, waitForHttp } from './lib/proc.mjs';

const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'palco-test-'));
const jestReport = path.join(tmp, 'jest.json');
const playwrightReport = path.join(tmp, 'playwright.json');

const readJson = (file) =>
  fs
    .readFile(file, 'utf8')
    .then(JSON.parse, (error) => (error.code === 'ENOENT' ? null : Promise.reject(error)));

/** Jest's test cases; a suite that cannot even load (syntax error, missing module) counts as one failure. */
async function jestCounts() {
  const report = await readJson(jestReport);
  if (!report) return null;
  const brokenSuites = report.testResults.filter(
    (suite) => suite.status === 'failed' && suite.assertionResults.length === 0,
  ).length;
  return { passed: report.numPassedTests, failed: report.numFailedTests + brokenSuites };
}

/** Playwright's test cases; flaky ones passed on retry, and errors outside any test count as failures. */
async function playwrightCounts() {
  const report = await readJson(playwrightReport);
  if (!report) return null;
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats ?? {};
  return { passed: expected + flaky, failed: unexpected + (report.errors?.length ?? 0) };
}

/** Starts the assembled site on a fresh embedded database, runs Playwright against it, then stops it. */
async function e2e() {
  const dataDir = path.join(tmp, 'api-data');
  // The free tier's time limits shortened as e2e/playwright.config.ts does when it starts the site itself:
  // the demo stream lasts 20 s.
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    VIDEO_TIME_LIMIT: '6',
    VIDEO_CUMULATIVE_TIME_LIMIT: '10',
    LIVE_FAST_TIME_LIMIT: '6',
    // The run signs up every account its tests use from this one machine: more than the 30 mails an
    // address may have sent in 15 minutes.
    MAIL_LIMIT_PER_ADDRESS: '500',
  };
  // A fresh embedded database, even when the developer's shell points DATABASE_URL at a real PostgreSQL.
  delete env.DATABASE_URL;
  const site = start(process.execPath, [path.join(ROOT, 'scripts/serve.mjs')], { env });
  try {
    await waitForHttp(`${SITE_URL}/api/health`, { child: site, name: 'The site' });
    // e2e/playwright.config.ts adds a JSON reporter writing to PLAYWRIGHT_JSON_OUTPUT_FILE.
    const code = await run('npm', ['test', '-w', 'e2e'], {
      env: { ...process.env, BASE_URL: SITE_URL, PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport },
    });
    if (!(await readJson(playwrightReport))) {
      console.log('Playwright wrote no JSON report: the counts below leave the browser tests out.');
    }
    return code;
  } finally {
    await stop(site);
  }
}

const stages = [
  ['eslint', () => run(bin('eslint'), ['.'])],
  ['prettier', () => run(bin('prettier'), ['--check', '.'])],
  ['typecheck', () => run(bin('tsc'), ['-b'])],
  ['jest', () => run(bin('jest'), ['--json', `--outputFile=${jestReport}`])],
  ['build', () => run(process.execPath, [path.join(ROOT, 'scripts/build-all.mjs')])],
  ['budget', () => run(process.execPath, [path.join(ROOT, 'bench/check-budget.mjs')])],
  ['e2e', e2e],
];

async function main() {
  const report = [];
  let stageFailed = false;
  for (const [name, stage] of stages) {
    if (name === 'e2e' && process.env.SKIP_E2E === '1') {
      report.push(`- ${name} skipped (SKIP_E2E=1)`);
      continue;
    }
    console.log(`\n━━ ${name}`);
    const started = performance.now();
    const code = await stage().catch((error) => {
      console.error(error.message);
      return 1;
    });
    const took = seconds(performance.now() - started);
    stageFailed = code !== 0;
    report.push(stageFailed ? `✗ ${name} failed with exit code ${code} (${took})` : `✓ ${name} (${took})`);
    if (stageFailed) break;
  }

  const counts = [await jestCounts(), await playwrightCounts()].filter(Boolean);
  const passed = counts.reduce((sum, count) => sum + count.passed, 0);
  const failed = counts.reduce((sum, count) => sum + count.failed, 0);
  console.log(`\n${report.join('\n')}`);
  console.log(`${passed} passed, ${failed} failed`);
  return stageFailed || failed > 0 ? 1 : 0;
}

const removeTmp = () => fs.rm(tmp, { recursive: true, force: true });
stopChildrenOnSignals(removeTmp);
const exitCode = await main().finally(async () => {
  await stopChildren();
  await removeTmp();
});
process.exit(exitCode);
