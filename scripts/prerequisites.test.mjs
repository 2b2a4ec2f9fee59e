// The prerequisites' decisions, on a made-up machine: a temporary folder of executables stands for PATH, CHROME_PATH
// and NGINX_BIN point into it, and the "package managers" are shell scripts that note how they were called.
import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import { createProbe, ensurePrerequisites, findMissing, planInstall } from './prerequisites.mjs';

let machine;
/** Stands for a MariaDB server answering on its port (probeWith points MARIADB_PORT at it unless told otherwise). */
const database = createServer((socket) => socket.end());
before(() => new Promise((resolve) => database.listen(0, '127.0.0.1', resolve)));
after(() => new Promise((resolve) => database.close(resolve)));

beforeEach(() => {
  machine = mkdtempSync(join(tmpdir(), 'haunt-prerequisites-'));
  for (const dir of ['bin', 'project/design/artwork/node_modules']) mkdirSync(join(machine, dir), { recursive: true });
});
afterEach(() => rmSync(machine, { recursive: true, force: true }));

/** An executable in the fake PATH, running `script` (sh). */
function program(name, script = 'exit 0') {
  const path = join(machine, 'bin', name);
  writeFileSync(path, `#!/bin/sh\n${script}\n`);
  chmodSync(path, 0o755);
  return path;
}

/** A package manager that appends its arguments to a log, then runs `script`. */
function recordingProgram(name, script = '') {
  program(name, `echo "${name} $*" >> ${join(machine, 'calls.log')}\n${script}`);
}
const calls = () => readFileSync(join(machine, 'calls.log'), 'utf8').trim().split('\n');

/** The artwork folder installed from its lock file, or (stale) from an older one. */
function artworkInstalled({ stale = false } = {}) {
  const artwork = join(machine, 'project', 'design', 'artwork');
  writeFileSync(join(artwork, 'package-lock.json'), '{}');
  writeFileSync(join(artwork, 'node_modules', '.package-lock.json'), '{}');
  if (stale) utimesSync(join(artwork, 'node_modules', '.package-lock.json'), new Date(0), new Date(0));
}

function probeWith(env = {}) {
  return createProbe({
    env: {
      PATH: join(machine, 'bin'),
      CHROME_PATH: join(machine, 'bin', 'chromium'),
      NGINX_BIN: join(machine, 'bin', 'nginx'),
      MARIADB_HOST: '127.0.0.1',
      MARIADB_PORT: String(database.address().port),
      ...env,
    },
    root: join(machine, 'project'),
    sbin: join(machine, 'sbin'),
    nginxModules: join(machine, 'nginx-modules'),
  });
}

const names = (entries) => entries.map((entry) => entry.name);

function everythingForTests() {
  for (const name of ['chromium', 'nginx', 'docker-compose', 'envsubst', 'redis-server', 'java']) program(name);
  mkdirSync(join(machine, 'nginx-modules'), { recursive: true });
  writeFileSync(join(machine, 'nginx-modules', 'ngx_http_brotli_static_module.so'), '');
  artworkInstalled();
}

describe('findMissing', () => {
  it('finds nothing missing when every program is an executable where the suites look for it', async () => {
    everythingForTests();
    assert.deepEqual(await findMissing('test', probeWith()), []);
  });

  it('names each program that is absent, and a file that is not executable counts as absent', async () => {
    program('docker-compose');
    writeFileSync(join(machine, 'bin', 'envsubst'), '');
    artworkInstalled();
    assert.deepEqual(names(await findMissing('test', probeWith())), [
      'Chromium',
      'nginx',
      "nginx's brotli_static module",
      'envsubst',
      'a Redis server',
      'Java',
    ]);
  });

  it('accepts the docker compose plugin when `docker compose version` succeeds, and not when it fails', async () => {
    everythingForTests();
    rmSync(join(machine, 'bin', 'docker-compose'));
    program('docker', '[ "$1 $2" = "compose version" ]');
    assert.deepEqual(await findMissing('test', probeWith()), []);
    program('docker', 'exit 1');
    assert.deepEqual(names(await findMissing('test', probeWith())), ['docker-compose']);
  });

  it("wants the artwork generator's packages again when its lock file is newer than the installed tree", async () => {
    everythingForTests();
    artworkInstalled({ stale: true });
    assert.deepEqual(names(await findMissing('test', probeWith())), ["the artwork generator's packages"]);
  });

  it('npm test needs a MariaDB server that answers; CI one that answers or that it can start, and the client', async () => {
    everythingForTests();
    const noServer = { MARIADB_PORT: '1' };
    assert.deepEqual(names(await findMissing('test', probeWith(noServer))), ['a MariaDB server']);
    assert.deepEqual(names(await findMissing('ci', probeWith(noServer))), ['a MariaDB client', 'a MariaDB server']);
    assert.deepEqual(await findMissing('test', probeWith()), []);

    program('mysql');
    assert.deepEqual(await findMissing('ci', probeWith()), []);
    mkdirSync(join(machine, 'sbin'));
    writeFileSync(join(machine, 'sbin', 'mariadbd'), '', { mode: 0o755 });
    assert.deepEqual(await findMissing('ci', probeWith(noServer)), [], 'a server that .ci/run can start');
    assert.deepEqual(names(await findMissing('test', probeWith(noServer))), ['a MariaDB server'], 'installed is not running');
  });
});

describe('planInstall', () => {
  it('as root with apt-get: updates the package lists, then installs every missing Debian package in one apt-get', async () => {
    program('apt-get');
    const probe = probeWith();
    const plan = planInstall(await findMissing('test', probe), probe, { isRoot: true });
    assert.equal(plan.commands, undefined);
    assert.deepEqual(
      plan.steps.map((step) => [step.command, ...step.args].join(' ')),
      [
        'apt-get update -q',
        'env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends chromium nginx-light libnginx-mod-http-brotli-static docker-compose gettext-base redis-server default-jre-headless',
        'npm ci --prefer-offline --no-audit --no-fund',
      ],
    );
  });

  it('not root, outside CI: installs nothing and gives the sudo apt-get command and the npm one', async () => {
    program('apt-get');
    program('sudo');
    const probe = probeWith();
    const plan = planInstall(await findMissing('test', probe), probe, { isRoot: false });
    assert.equal(plan.steps, undefined);
    assert.deepEqual(plan.commands, [
      'sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium nginx-light libnginx-mod-http-brotli-static docker-compose gettext-base redis-server default-jre-headless',
      '(cd design/artwork && npm ci --prefer-offline --no-audit --no-fund)',
    ]);
  });

  it('not root, in CI with passwordless sudo: installs through sudo -n', async () => {
    everythingForTests();
    rmSync(join(machine, 'bin', 'nginx'));
    program('apt-get');
    program('sudo', '[ "$1 $2" = "-n true" ]');
    const probe = probeWith({ CI: 'true' });
    const plan = planInstall(await findMissing('test', probe), probe, { isRoot: false });
    assert.deepEqual(
      plan.steps.map((step) => [step.command, ...step.args].join(' ')),
      ['sudo -n apt-get update -q', 'sudo -n env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends nginx-light'],
    );
  });

  it('not root, in CI where sudo asks for a password: gives the command instead', async () => {
    everythingForTests();
    rmSync(join(machine, 'bin', 'nginx'));
    program('apt-get');
    program('sudo', 'exit 1');
    const probe = probeWith({ CI: 'true' });
    const plan = planInstall(await findMissing('test', probe), probe, { isRoot: false });
    assert.deepEqual(plan.commands, ['sudo apt-get update && sudo apt-get install -y --no-install-recommends nginx-light']);
  });

  it('without apt-get: names the Debian package of each missing program, even for root', async () => {
    everythingForTests();
    rmSync(join(machine, 'bin', 'chromium'));
    const probe = probeWith();
    const plan = planInstall(await findMissing('test', probe), probe, { isRoot: true });
    assert.deepEqual(plan.commands, ["# install Chromium with this system's package manager (Debian/Ubuntu: chromium)"]);
  });

  it('only npm packages missing: installs them whoever runs it', async () => {
    everythingForTests();
    artworkInstalled({ stale: true });
    const probe = probeWith();
    const plan = planInstall(await findMissing('test', probe), probe, { isRoot: false });
    assert.deepEqual(
      plan.steps.map((step) => [step.command, ...step.args, step.cwd].join(' ')),
      [`npm ci --prefer-offline --no-audit --no-fund ${join(machine, 'project', 'design', 'artwork')}`],
    );
  });
});

describe('ensurePrerequisites', () => {
  it('installs what is missing with one line each saying what and why, then finds it present', async () => {
    everythingForTests();
    rmSync(join(machine, 'bin', 'chromium'));
    recordingProgram('apt-get', `[ "$1" = update ] || /bin/cp ${join(machine, 'bin', 'nginx')} ${join(machine, 'bin', 'chromium')}`);
    recordingProgram('env', 'shift; exec "$@"');
    const lines = [];
    assert.equal(await ensurePrerequisites({ probe: probeWith(), isRoot: true, log: (line) => lines.push(line) }), true);
    assert.deepEqual(lines, [
      'Installing Chromium (Debian package chromium): the browser tests drive it (CHROME_PATH, default /usr/bin/chromium)',
    ]);
    assert.deepEqual(calls(), [
      'apt-get update -q',
      'env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends chromium',
      'apt-get install -y -q --no-install-recommends chromium',
    ]);
  });

  it('stops, running nothing, with the commands to type when a person must install something', async () => {
    everythingForTests();
    rmSync(join(machine, 'bin', 'nginx'));
    recordingProgram('apt-get');
    program('sudo');
    const lines = [];
    assert.equal(await ensurePrerequisites({ probe: probeWith(), isRoot: false, log: (line) => lines.push(line) }), false);
    assert.deepEqual(lines, [
      'Missing: nginx. Install it first with:',
      '  sudo apt-get update && sudo apt-get install -y --no-install-recommends nginx-light',
      '(nginx: the system tests run the production nginx configuration in front of the app (NGINX_BIN, default /usr/sbin/nginx))',
    ]);
    assert.throws(() => calls(), { code: 'ENOENT' });
  });

  it('stops when an installer fails, with the end of its output', async () => {
    everythingForTests();
    rmSync(join(machine, 'bin', 'chromium'));
    program('apt-get', '[ "$1" = update ] || { echo "E: Unable to locate package chromium" >&2; exit 100; }');
    program('env', 'shift; exec "$@"');
    const lines = [];
    assert.equal(await ensurePrerequisites({ probe: probeWith(), isRoot: true, log: (line) => lines.push(line) }), false);
    assert.deepEqual(lines.slice(1), [
      'env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends chromium failed (exit code 100):',
      'E: Unable to locate package chromium',
    ]);
  });

  it('says how to start a MariaDB server that is installed but not answering', async () => {
    everythingForTests();
    recordingProgram('apt-get');
    recordingProgram('env', 'shift; exec "$@"');
    const lines = [];
    const probe = probeWith({ MARIADB_PORT: '1' });
    assert.equal(await ensurePrerequisites({ probe, isRoot: true, log: (line) => lines.push(line) }), false);
    assert.equal(lines.at(-2), 'Still missing after installing: a MariaDB server.');
    assert.match(lines.at(-1), /^\(a MariaDB server: .*must answer at MARIADB_HOST:MARIADB_PORT .*start it with `service mariadb start`/);
  });

  it('says in one line that everything is present', async () => {
    everythingForTests();
    const lines = [];
    assert.equal(await ensurePrerequisites({ probe: probeWith(), isRoot: false, log: (line) => lines.push(line) }), true);
    assert.deepEqual(lines, [
      "Prerequisites: Chromium, nginx, nginx's brotli_static module, docker-compose, envsubst, a Redis server, Java, the artwork generator's packages, a MariaDB server: present.",
    ]);
  });
});
