#!/usr/bin/env node
// `npm test`: first what the suites need from the machine (scripts/prerequisites.mjs installs what it can, or stops
// here saying what to install), then every suite (backend unit + e2e, frontend, browser, then the artwork generator's
// and these scripts' own), one after the other, then each runner's summary and one line `N passed, N failed` summing
// their totals. Extra arguments go to every jest run (e.g. `npm test -- --silent`).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensurePrerequisites } from './prerequisites.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNNERS = [
  { name: 'backend', workspace: 'backend', what: 'unit + API e2e, real database' },
  { name: 'frontend', workspace: 'frontend', what: 'components and helpers, jsdom' },
  { name: 'browser', workspace: 'e2e', what: 'built app in Chromium, nginx, compose, CLI' },
];

console.log('=== prerequisites ===');
if (!(await ensurePrerequisites({ purpose: 'test' }))) process.exit(1);

const resultsDir = mkdtempSync(join(tmpdir(), 'haunt-test-results-'));
const extraArgs = process.argv.slice(2);
const summaries = [];

for (const runner of RUNNERS) {
  console.log(`\n=== ${runner.name} tests (${runner.what}) ===`);
  const outputFile = join(resultsDir, `${runner.name}.json`);
  const started = Date.now();
  const result = spawnSync('npm', ['test', '-w', runner.workspace, '--', '--ci', '--json', `--outputFile=${outputFile}`, ...extraArgs], {
    cwd: root,
    stdio: 'inherit',
  });
  summaries.push(summarize(runner.name, outputFile, result.status, Date.now() - started));
}
summaries.push(runNodeTests({ name: 'artwork', what: 'the image generator', dir: join(root, 'design', 'artwork') }));
summaries.push(
  runNodeTests({
    name: 'scripts',
    what: 'the prerequisites check and the code the recipes show',
    dir: join(root, 'scripts'),
    files: readdirSync(join(root, 'scripts')).filter((file) => file.endsWith('.test.mjs')),
  }),
);
rmSync(resultsDir, { recursive: true, force: true });

/**
 * node --test in `dir`: its default search there, or `files` (named, because in scripts/ the default would find
 * test-all.mjs itself). design/artwork's packages, from its own lock file, are installed by the prerequisites.
 */
function runNodeTests({ name, what, dir, files = [] }) {
  console.log(`\n=== ${name} tests (${what}, node --test) ===`);
  const started = Date.now();
  const tap = join(resultsDir, `${name}.tap`);
  const reporters = [
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tap}`,
  ];
  const result = spawnSync(process.execPath, ['--test', ...reporters, ...files], { cwd: dir, stdio: 'inherit' });
  const seconds = `${Math.round((Date.now() - started) / 1000)} s`;
  if (!existsSync(tap))
    return {
      name,
      passed: 0,
      failed: 1,
      line: `${name}: did not run (exit code ${result.status}), counted as 1 failure, ${seconds}`,
    };
  const totals = readFileSync(tap, 'utf8');
  const count = (label) => Number(totals.match(new RegExp(`^# ${label} (\\d+)$`, 'm'))?.[1] ?? 0);
  const passed = count('pass');
  const failed = count('fail') + count('cancelled');
  const ok = result.status === 0;
  return {
    name,
    passed,
    failed: failed || (ok ? 0 : 1),
    line: `${name}: ${passed} passed, ${failed} failed, ${count('suites')} suites, ${seconds}${ok ? '' : ' — FAILED'}`,
  };
}

function summarize(name, outputFile, status, elapsedMs) {
  const seconds = `${Math.round(elapsedMs / 1000)} s`;
  if (!existsSync(outputFile)) {
    // jest did not get as far as running tests (e.g. the build or the global setup failed).
    return { name, passed: 0, failed: 1, line: `${name}: did not run (exit code ${status}), counted as 1 failure, ${seconds}` };
  }
  const report = JSON.parse(readFileSync(outputFile, 'utf8'));
  const brokenSuites = report.numRuntimeErrorTestSuites ?? 0;
  const failed = report.numFailedTests + brokenSuites;
  const details = [
    `${report.numPassedTests} passed`,
    `${report.numFailedTests} failed`,
    report.numPendingTests + report.numTodoTests ? `${report.numPendingTests + report.numTodoTests} skipped` : '',
    brokenSuites ? `${brokenSuites} suites failed to run` : '',
    `${report.numTotalTestSuites} suites`,
    seconds,
  ].filter(Boolean);
  const jestOk = report.success && status === 0;
  return {
    name,
    passed: report.numPassedTests,
    failed: failed || (jestOk ? 0 : 1),
    line: `${name}: ${details.join(', ')}${jestOk ? '' : ' — FAILED'}`,
  };
}

console.log('\n=== summary ===');
for (const summary of summaries) console.log(summary.line);
const passed = summaries.reduce((sum, s) => sum + s.passed, 0);
const failed = summaries.reduce((sum, s) => sum + s.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
