#!/usr/bin/env node
// `npm test`: every suite (backend unit + e2e, frontend, browser), one after the other, then one summary line.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const suites = [
  ['backend', ['npm', 'test', '-w', 'backend', '--', '--ci']],
  ['frontend', ['npm', 'test', '-w', 'frontend', '--', '--ci']],
  ['browser', ['npm', 'test', '-w', 'e2e', '--', '--ci']],
];

const failed = [];
for (const [name, [cmd, ...args]] of suites) {
  console.log(`\n=== ${name} tests ===`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) failed.push(name);
}
console.log(failed.length ? `\nFAILED suites: ${failed.join(', ')}` : '\nAll test suites passed.');
process.exit(failed.length ? 1 : 0);
