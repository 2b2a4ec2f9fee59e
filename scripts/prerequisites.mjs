#!/usr/bin/env node
// What the test suites need from the machine, checked before `npm test` (scripts/test-all.mjs) and `.ci/run` run
// anything. What is missing and can be installed without asking is installed, one line each saying what and why:
// npm packages into the project, Debian packages with apt-get when running as root (or, in CI, with passwordless sudo).
// Anything else stops the run before it starts, with the exact commands to type.
//   node scripts/prerequisites.mjs            what npm test needs
//   node scripts/prerequisites.mjs --for ci   that and what .ci/run needs besides (the MariaDB run)
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { createConnection } from 'node:net';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import chromium from './lib/chromium.cjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * One entry per thing a suite needs. To add one, give:
 * - name, and why: said when it is installed ("Installing <name> (<how>): <why>").
 * - neededFor: 'test' (npm test, and so .ci/run too) or 'ci' (.ci/run only).
 * - present(probe, purpose): true when it is there for `purpose`, found with the probe's real checks of this machine
 *   (see createProbe).
 * - how to get it, one of: apt: the Debian package; npm: { dir, args } an npm command run in that folder (relative to
 *   the project, or absolute, such as a cache outside it).
 */
export const PREREQUISITES = [
  {
    name: 'Chromium',
    why: 'the browser tests drive it (CHROME_PATH, default /usr/bin/chromium)',
    neededFor: 'test',
    present: (probe) => probe.isExecutable(chromium.chromePath(probe.env)),
    apt: 'chromium',
  },
  {
    name: 'nginx',
    why: 'the system tests run the production nginx configuration in front of the app (NGINX_BIN, default /usr/sbin/nginx)',
    neededFor: 'test',
    present: (probe) => probe.isExecutable(probe.env.NGINX_BIN || '/usr/sbin/nginx'),
    apt: 'nginx-light',
  },
  {
    name: "nginx's brotli_static module",
    why: "the nginx system test checks that nginx sends the client build's brotli copies (nginx/render-config.sh loads the module when it is installed)",
    neededFor: 'test',
    present: (probe) => probe.hasFile(join(probe.nginxModules, 'ngx_http_brotli_static_module.so')),
    apt: 'libnginx-mod-http-brotli-static',
  },
  {
    name: 'docker-compose',
    why: 'the system tests check docker-compose.yml with it (no Docker engine needed)',
    neededFor: 'test',
    present: (probe) => probe.onPath('docker-compose') || probe.succeeds('docker', ['compose', 'version']),
    apt: 'docker-compose',
  },
  {
    name: 'envsubst',
    why: 'nginx/render-config.sh renders the nginx templates with it',
    neededFor: 'test',
    present: (probe) => probe.onPath('envsubst'),
    apt: 'gettext-base',
  },
  {
    name: 'a Redis server',
    why: 'the replica tests start their own redis-server to share caches and view counts between app processes',
    neededFor: 'test',
    present: (probe) => probe.onPath(probe.env.REDIS_SERVER_BIN || 'redis-server'),
    apt: 'redis-server',
  },
  {
    name: 'Java',
    why: 'the W3C Nu HTML checker (the vnu-jar package) that e2e/public/html-validity.e2e.ts runs on every public page is a Java program',
    neededFor: 'test',
    present: (probe) => probe.onPath('java'),
    apt: 'default-jre-headless',
  },
  {
    name: "the artwork generator's packages",
    why: 'design/artwork has its own lock file, so that its sharp (which the committed images depend on) never moves with the backend',
    neededFor: 'test',
    present: (probe) => probe.installedFromLock(join(probe.root, 'design', 'artwork')),
    npm: { dir: join('design', 'artwork'), args: ['ci', '--prefer-offline', '--no-audit', '--no-fund'] },
  },
  {
    name: 'a MariaDB client',
    why: '.ci/run creates and drops the database of the MariaDB run with it',
    neededFor: 'ci',
    present: (probe) => probe.onPath('mariadb') || probe.onPath('mysql'),
    apt: 'mariadb-client',
  },
  {
    name: 'a MariaDB server',
    why:
      'the replica system test runs on it, and CI runs the backend API e2e suite again on it: it must answer at ' +
      'MARIADB_HOST:MARIADB_PORT (default 127.0.0.1:3306, root without password; start it with `service mariadb start`), ' +
      'or, for .ci/run, be installed so that it can start it',
    neededFor: 'test',
    present: async (probe, purpose) =>
      (await probe.answers(probe.env.MARIADB_HOST || '127.0.0.1', Number(probe.env.MARIADB_PORT || 3306))) ||
      (purpose === 'ci' && probe.isExecutable(join(probe.sbin, 'mariadbd'))),
    apt: 'mariadb-server',
  },
];

/**
 * Real checks of this machine, as `env` (PATH, CHROME_PATH, ...), the project folder `root` and the folder of system
 * daemons `sbin` (often not on a user's PATH) describe it.
 */
export function createProbe({ env = process.env, root = ROOT, sbin = '/usr/sbin', nginxModules = '/usr/lib/nginx/modules' } = {}) {
  const isExecutable = (path) => {
    try {
      accessSync(path, constants.X_OK);
      return statSync(path).isFile();
    } catch {
      return false;
    }
  };
  return {
    env,
    root,
    sbin,
    nginxModules,
    isExecutable,
    hasFile: (path) => existsSync(path) && statSync(path).isFile(),
    onPath: (command) => (env.PATH ?? '').split(delimiter).some((dir) => dir && isExecutable(join(dir, command))),
    succeeds: (command, args) => spawnSync(command, args, { env, stdio: 'ignore', timeout: 10_000 }).status === 0,
    /** A TCP server accepts connections at host:port. */
    answers: (host, port) =>
      new Promise((resolve) => {
        const socket = createConnection({ host, port, timeout: 2_000 });
        const done = (answered) => {
          socket.destroy();
          resolve(answered);
        };
        socket.once('connect', () => done(true));
        socket.once('error', () => done(false));
        socket.once('timeout', () => done(false));
      }),
    /** `npm ci` has been run in `dir` since its package-lock.json last changed. */
    installedFromLock: (dir) => {
      const installed = join(dir, 'node_modules', '.package-lock.json');
      return existsSync(installed) && statSync(installed).mtimeMs >= statSync(join(dir, 'package-lock.json')).mtimeMs;
    },
  };
}

/** The entries `purpose` ('test' or 'ci') needs that this machine lacks. */
export async function findMissing(purpose, probe, entries = PREREQUISITES) {
  const needed = entries.filter((entry) => entry.neededFor === 'test' || purpose === 'ci');
  const missing = [];
  for (const entry of needed) if (!(await entry.present(probe, purpose))) missing.push(entry);
  return missing;
}

/**
 * How `probe`'s machine can get what is missing. Debian packages are installed without asking only by root, or in CI
 * with passwordless sudo (a throwaway machine); npm packages go into the project, so they always are.
 * Returns { steps: [{ provides, command, args, cwd }] } when all of it can be installed so, else { commands } for a person.
 */
export function planInstall(missing, probe, { isRoot }) {
  const apt = missing.filter((entry) => entry.apt);
  const packages = apt.map((entry) => entry.apt);
  const npmSteps = missing
    .filter((entry) => entry.npm)
    .map((entry) => ({ provides: [entry], command: 'npm', args: entry.npm.args, cwd: resolve(probe.root, entry.npm.dir) }));
  const hasAptGet = probe.onPath('apt-get');
  const hasSudo = probe.onPath('sudo');
  const runAsRoot = isRoot ? [] : probe.env.CI === 'true' && hasSudo && probe.succeeds('sudo', ['-n', 'true']) ? ['sudo', '-n'] : null;

  if (!apt.length) return { steps: npmSteps };
  if (hasAptGet && runAsRoot) {
    const asRoot = (args) => ({ command: [...runAsRoot, ...args][0], args: [...runAsRoot, ...args].slice(1) });
    const install = ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'install', '-y', '-q', '--no-install-recommends', ...packages];
    return {
      steps: [{ provides: [], ...asRoot(['apt-get', 'update', '-q']) }, { provides: apt, ...asRoot(install) }, ...npmSteps],
    };
  }

  const commands = [];
  if (hasAptGet) {
    const sudo = isRoot || !hasSudo ? '' : 'sudo ';
    commands.push(`${sudo}apt-get update && ${sudo}apt-get install -y --no-install-recommends ${packages.join(' ')}`);
  } else {
    for (const entry of apt) commands.push(`# install ${entry.name} with this system's package manager (Debian/Ubuntu: ${entry.apt})`);
  }
  for (const step of npmSteps) commands.push(`(cd ${step.provides[0].npm.dir} && npm ${step.args.join(' ')})`);
  return { commands };
}

/**
 * Checks what `purpose` needs and installs what it can (see planInstall). True when all of it is there afterwards;
 * false, after saying what to type, when a person must install something first.
 */
export async function ensurePrerequisites({
  purpose = 'test',
  probe = createProbe(),
  isRoot = process.getuid?.() === 0,
  log = console.log,
} = {}) {
  const missing = await findMissing(purpose, probe);
  if (!missing.length) {
    const needed = PREREQUISITES.filter((entry) => entry.neededFor === 'test' || purpose === 'ci');
    log(`Prerequisites: ${needed.map((entry) => entry.name).join(', ')}: present.`);
    return true;
  }
  const plan = planInstall(missing, probe, { isRoot });
  if (plan.commands) {
    log(`Missing: ${missing.map((entry) => entry.name).join(', ')}. Install ${missing.length > 1 ? 'them' : 'it'} first with:`);
    for (const command of plan.commands) log(`  ${command}`);
    for (const entry of missing) log(`(${entry.name}: ${entry.why})`);
    return false;
  }
  for (const step of plan.steps) {
    for (const entry of step.provides) {
      const how = entry.apt ? `Debian package ${entry.apt}` : `npm ${step.args[0]} in ${entry.npm.dir}`;
      log(`Installing ${entry.name} (${how}): ${entry.why}`);
    }
  }
  for (const step of plan.steps) {
    const result = spawnSync(step.command, step.args, { cwd: step.cwd ?? probe.root, env: probe.env, encoding: 'utf8' });
    if (result.status !== 0) {
      log(`${[step.command, ...step.args].join(' ')} failed (exit code ${result.status ?? result.signal ?? result.error?.message}):`);
      log(`${result.stdout ?? ''}${result.stderr ?? ''}`.trimEnd().split('\n').slice(-20).join('\n'));
      return false;
    }
  }
  const stillMissing = await findMissing(purpose, probe);
  if (stillMissing.length) {
    log(`Still missing after installing: ${stillMissing.map((entry) => entry.name).join(', ')}.`);
    for (const entry of stillMissing) log(`(${entry.name}: ${entry.why})`);
    return false;
  }
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const purpose = process.argv.includes('--for') ? process.argv[process.argv.indexOf('--for') + 1] : 'test';
  if (purpose !== 'test' && purpose !== 'ci') {
    console.error('Usage: node scripts/prerequisites.mjs [--for test|ci]');
    process.exit(2);
  }
  process.exit((await ensurePrerequisites({ purpose })) ? 0 : 1);
}
