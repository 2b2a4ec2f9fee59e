#!/usr/bin/env node
// `npm test`: first what the suites need from the machine (scripts/prerequisites.mjs installs what it can, or stops
// here saying what to install), then every suite (backend unit + e2e, frontend, browser, then the artwork generator's
// and these scripts' own), then each runner's summary and one line `N passed, N failed` summing their totals. Extra
// arguments go to every jest run (e.g. `npm test -- --silent`).
//
// On two cores: first two lanes side by side, one core each (the backend suite then the artwork's and the scripts',
// beside the frontend suite then the build of what is stale: each jest run uses one worker, and none of them times a
// page), then the browser tests alone, which use both cores (two jest workers, e2e/jest.config.cjs). The second lane's
// output is printed when it ends. TEST_LANES=1 runs the first lanes one after the other: CI (.ci/run) runs a backend
// suite of its own beside.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensurePrerequisites } from './prerequisites.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

console.log('=== prerequisites ===');
if (!(await ensurePrerequisites({ purpose: 'test' }))) process.exit(1);

const resultsDir = mkdtempSync(join(tmpdir(), 'haunt-test-results-'));
const startedAt = Date.now();
const extraArgs = process.argv.slice(2);

const jestRunner = (name, workspace, what) => ({ name, what, run: (output) => runJest({ name, workspace }, output) });
const nodeTestRunner = (name, what, dir, files) => ({ name, what, run: (output) => runNodeTests({ name, dir, files }, output) });
const RUNNERS = {
  backend: jestRunner('backend', 'backend', 'unit + API e2e, real database'),
  frontend: jestRunner('frontend', 'frontend', 'components and helpers, jsdom'),
  // The browser tests' global setup builds what is stale too; made in a lane beside the backend suite, the build is off
  // the path of the browser tests, which use both cores.
  build: { name: 'build', what: 'the app the browser tests start, when stale: scripts/build-stale.mjs', run: runBuild },
  browser: jestRunner('browser', 'e2e', 'built app in Chromium, nginx, compose, CLI'),
  artwork: nodeTestRunner('artwork', 'the image generator, node --test', join(root, 'design', 'artwork')),
  scripts: nodeTestRunner(
    'scripts',
    'the prerequisites check and the code the recipes show, node --test',
    join(root, 'scripts'),
    readdirSync(join(root, 'scripts')).filter((file) => file.endsWith('.test.mjs')),
  ),
};
const firstLanes = [
  [RUNNERS.backend, RUNNERS.artwork, RUNNERS.scripts],
  [RUNNERS.frontend, RUNNERS.build],
];
const PHASES = process.env.TEST_LANES === '1' ? [[firstLanes.flat()], [[RUNNERS.browser]]] : [firstLanes, [[RUNNERS.browser]]];

const summaries = new Map();
for (const lanes of PHASES) {
  await Promise.all(
    lanes.map(async (lane, index) => {
      // The first lane prints as it goes; the others into a file, printed when they end.
      const logFile = index === 0 ? undefined : join(resultsDir, `lane-${index}.log`);
      const log = logFile ? createWriteStream(logFile) : undefined;
      const output = log
        ? { write: (chunk) => log.write(chunk), stdio: 'pipe' }
        : { write: (chunk) => process.stdout.write(chunk), stdio: 'inherit' };
      for (const runner of lane) {
        output.write(`\n=== ${runner.name} tests (${runner.what}) ===\n`);
        summaries.set(runner.name, await runner.run(output));
      }
      if (log) {
        await new Promise((resolve) => log.end(resolve));
        process.stdout.write(readFileSync(logFile));
      }
    }),
  );
}
rmSync(resultsDir, { recursive: true, force: true });

/** Runs `command` with its output to `output` (the terminal, or a lane's log); resolves with its exit code. */
function run(command, args, { cwd, output }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', output.stdio, output.stdio] });
    if (output.stdio === 'pipe') for (const stream of [child.stdout, child.stderr]) stream.on('data', output.write);
    child.on('error', () => resolve(null));
    child.on('close', (code) => resolve(code));
  });
}

async function runJest({ name, workspace }, output) {
  const outputFile = join(resultsDir, `${name}.json`);
  const started = Date.now();
  const status = await run('npm', ['test', '-w', workspace, '--', '--ci', '--json', `--outputFile=${outputFile}`, ...extraArgs], {
    cwd: root,
    output,
  });
  return summarize(name, outputFile, status, Date.now() - started);
}

/** A failed build counts as one failure here; the browser tests' setup then tries again and says why it failed. */
async function runBuild(output) {
  const started = Date.now();
  const status = await run(process.execPath, [join(root, 'scripts', 'build-stale.mjs')], { cwd: root, output });
  const seconds = `${Math.round((Date.now() - started) / 1000)} s`;
  const ok = status === 0;
  return { name: 'build', passed: 0, failed: ok ? 0 : 1, line: `build: ${ok ? 'ready' : `FAILED (exit code ${status})`}, ${seconds}` };
}

/**
 * node --test in `dir`: its default search there, or `files` (named, because in scripts/ the default would find
 * test-all.mjs itself). design/artwork's packages, from its own lock file, are installed by the prerequisites.
 */
async function runNodeTests({ name, dir, files = [] }, output) {
  const started = Date.now();
  const tap = join(resultsDir, `${name}.tap`);
  const reporters = [
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tap}`,
  ];
  const status = await run(process.execPath, ['--test', ...reporters, ...files], { cwd: dir, output });
  const seconds = `${Math.round((Date.now() - started) / 1000)} s`;
  if (!existsSync(tap))
    return {
      name,
      passed: 0,
      failed: 1,
      line: `${name}: did not run (exit code ${status}), counted as 1 failure, ${seconds}`,
    };
  const totals = readFileSync(tap, 'utf8');
  const count = (label) => Number(totals.match(new RegExp(`^# ${label} (\\d+)$`, 'm'))?.[1] ?? 0);
  const passed = count('pass');
  const failed = count('fail') + count('cancelled');
  const ok = status === 0;
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
const inOrder = Object.keys(RUNNERS).map((name) => summaries.get(name));
for (const summary of inOrder) console.log(summary.line);
console.log(`all suites: ${Math.round((Date.now() - startedAt) / 1000)} s`);
const passed = inOrder.reduce((sum, s) => sum + s.passed, 0);
const failed = inOrder.reduce((sum, s) => sum + s.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
