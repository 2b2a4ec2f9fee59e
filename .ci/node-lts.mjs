#!/usr/bin/env node
// Production's Node for CI, beside the one that ran `npm ci`:   node .ci/node-lts.mjs 24
//   1. installs the newest node-<platform>-<arch>@<major> from the npm registry into a cache folder (the binary and
//      the headers of that release);
//   2. compiles better-sqlite3 for that Node with the headers of a release from the same registry (no download from
//      elsewhere), once per better-sqlite3 and headers version (cached);
//   3. keeps the better-sqlite3 that npm ci compiled for the Node that ran it where prebuild-install looks for a
//      download it made before (npm's cache, _prebuilds/): these machines reach no prebuilt binary, and the next npm ci
//      then unpacks it instead of compiling for two minutes;
//   4. lays the installed better-sqlite3 out with one binary per Node ABI (lib/binding/node-v<abi>-<platform>-<arch>,
//      where its loader looks when build/Release holds none), so both Nodes can run the tests at the same time;
//   5. checks that the native modules (better-sqlite3, argon2, sharp) load on both Nodes.
// Prints the folder of that Node's binary as its only line on stdout (progress goes to stderr).
// Cache: HAUNT_CI_CACHE, default ~/.cache/haunt-park-ci.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, homedir, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const major = process.argv[2];
if (!/^\d+$/.test(major ?? '')) fail('usage: node .ci/node-lts.mjs <major version>, e.g. 24');

const root = fileURLToPath(new URL('..', import.meta.url));
const cacheDir = process.env.HAUNT_CI_CACHE || join(homedir(), '.cache', 'haunt-park-ci');
const platformPackage = `node-${process.platform}-${process.arch}`;
/**
 * better-sqlite3 12 wraps its objects with node::ObjectWrap; compiled against Node 24.19's headers or later, every
 * statement the garbage collector frees aborts the process (`Assertion failed: (env) != nullptr`,
 * https://github.com/nodejs/node/issues/65446). Compiled against 24.18.1's it runs on every 24.x.
 */
const HEADERS_VERSION = { 24: '24.18.1' };
const log = (line) => console.error(line);

const nodeDir = installNode(major);
const headersDir = HEADERS_VERSION[major] ? installNode(HEADERS_VERSION[major]) : nodeDir;
const headersVersion = HEADERS_VERSION[major] ? `v${HEADERS_VERSION[major]}` : null;
const ltsNode = join(nodeDir, 'bin', 'node');
const ltsAbi = run(ltsNode, ['-p', 'process.versions.modules']).trim();
const ltsVersion = run(ltsNode, ['-v']).trim();
log(`Node ${ltsVersion} (ABI ${ltsAbi}) in ${nodeDir}`);

const sqliteDir = dirname(requireResolve('better-sqlite3/package.json'));
const sqliteVersion = JSON.parse(readFileSync(join(sqliteDir, 'package.json'), 'utf8')).version;
const bindingDir = (abi) => join(sqliteDir, 'lib', 'binding', `node-v${abi}-${process.platform}-${process.arch}`);

keepHostPrebuild();
keepHostBinding();
const ltsBinary = buildSqliteFor();
mkdirSync(bindingDir(ltsAbi), { recursive: true });
copyFileSync(ltsBinary, join(bindingDir(ltsAbi), 'better_sqlite3.node'));

for (const node of [process.execPath, ltsNode]) checkNativeModules(node);
console.log(join(nodeDir, 'bin'));

function installNode(version) {
  const prefix = join(cacheDir, `node-${version}`);
  mkdirSync(prefix, { recursive: true });
  if (!existsSync(join(prefix, 'package.json'))) writeFileSync(join(prefix, 'package.json'), '{ "private": true }\n');
  log(`Installing ${platformPackage}@${version} from the npm registry into ${prefix}`);
  const install = spawnSync(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--save-exact', `${platformPackage}@${version}`],
    {
      cwd: prefix,
      stdio: ['ignore', 2, 2],
    },
  );
  if (install.status !== 0) fail(`npm install ${platformPackage}@${version} failed`);
  const dir = join(prefix, 'node_modules', platformPackage);
  if (!existsSync(join(dir, 'include', 'node', 'node.h'))) fail(`${dir} has no headers (include/node/node.h)`);
  return dir;
}

/**
 * When npm ci compiled better-sqlite3 (prebuild-install found nothing to download), packs what it compiled as the
 * download prebuild-install asked for, into the file of npm's cache where it keeps downloads, named by its own code.
 */
function keepHostPrebuild() {
  const built = join(sqliteDir, 'build', 'Release', 'better_sqlite3.node');
  if (!existsSync(built)) return;
  const requireHere = createRequire(join(sqliteDir, 'package.json'));
  const pkg = JSON.parse(readFileSync(join(sqliteDir, 'package.json'), 'utf8'));
  const options = { ...requireHere('prebuild-install/rc')(pkg), pkg };
  const util = requireHere('prebuild-install/util');
  process.env.npm_config_cache ??= run('npm', ['config', 'get', 'cache']).trim();
  const cached = util.cachedPrebuild(util.getDownloadUrl(options));
  if (existsSync(cached)) return;
  mkdirSync(dirname(cached), { recursive: true });
  const packing = `${cached}.${process.pid}.tmp`;
  execFileSync('tar', ['-czf', packing, '-C', sqliteDir, join('build', 'Release', 'better_sqlite3.node')]);
  renameSync(packing, cached);
  log(`better-sqlite3 ${sqliteVersion} as npm ci compiled it for Node ${process.version}: kept in ${cached} for the next npm ci`);
}

/** npm ci compiled better-sqlite3 into build/Release for the Node that ran it: move it to that Node's ABI folder. */
function keepHostBinding() {
  const built = join(sqliteDir, 'build', 'Release', 'better_sqlite3.node');
  if (!existsSync(built)) return;
  mkdirSync(bindingDir(process.versions.modules), { recursive: true });
  renameSync(built, join(bindingDir(process.versions.modules), 'better_sqlite3.node'));
}

function buildSqliteFor() {
  const headers = headersVersion ?? ltsVersion;
  const cached = join(
    cacheDir,
    `better-sqlite3-${sqliteVersion}`,
    `headers-${headers}-${process.platform}-${process.arch}`,
    'better_sqlite3.node',
  );
  if (existsSync(cached)) {
    log(`better-sqlite3 ${sqliteVersion} compiled with Node ${headers}'s headers: cached`);
    return cached;
  }
  const gyp = nodeGyp();
  const work = mkdtempSync(join(tmpdir(), 'haunt-better-sqlite3-'));
  try {
    for (const entry of ['binding.gyp', 'package.json', 'deps', 'src'])
      cpSync(join(sqliteDir, entry), join(work, entry), { recursive: true });
    log(`Compiling better-sqlite3 ${sqliteVersion} with Node ${headers}'s headers (once; cached in ${cacheDir})`);
    const started = Date.now();
    const build = spawnSync(ltsNode, [gyp, 'rebuild', '--release', `--nodedir=${headersDir}`, `--jobs=${availableParallelism()}`], {
      cwd: work,
      env: { ...process.env, PATH: `${dirname(ltsNode)}:${process.env.PATH}` },
      encoding: 'utf8',
    });
    if (build.status !== 0) {
      log(build.stdout + build.stderr);
      fail('compiling better-sqlite3 failed (it needs make, a C++ compiler and python3: apt-get install -y build-essential python3)');
    }
    log(`Compiled in ${Math.round((Date.now() - started) / 1000)} s`);
    mkdirSync(dirname(cached), { recursive: true });
    copyFileSync(join(work, 'build', 'Release', 'better_sqlite3.node'), cached);
    return cached;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The node-gyp that npm ships with (npm runs it for packages that compile on install). */
function nodeGyp() {
  const npmCli = run(process.execPath, [
    '-p',
    'require("fs").realpathSync(require("child_process").execSync("command -v npm").toString().trim())',
  ]);
  const gyp = join(dirname(npmCli.trim()), '..', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js');
  if (!existsSync(gyp)) fail(`npm's node-gyp is not at ${gyp}`);
  return gyp;
}

/** Thousands of statements, so the garbage collector frees some while the process runs (where the abort above hit). */
function checkNativeModules(node) {
  const script = `
    const Database = require('better-sqlite3');
    const db = new Database(':memory:');
    for (let i = 0; i < 20000; i++) db.prepare('SELECT ' + i).get();
    require('argon2');
    require('sharp');
    console.log('better-sqlite3, argon2 and sharp load on Node ' + process.version);
  `;
  const check = spawnSync(node, ['-e', script], { cwd: join(root, 'backend'), encoding: 'utf8' });
  if (check.status !== 0) fail(`the native modules do not load on ${node}:\n${check.stderr}`);
  log(check.stdout.trim());
}

function requireResolve(specifier) {
  return run(process.execPath, ['-p', `require.resolve(${JSON.stringify(specifier)})`], join(root, 'backend')).trim();
}

function run(command, args, cwd = root) {
  return execFileSync(command, args, { cwd, encoding: 'utf8' });
}

function fail(message) {
  console.error(`node-lts: ${message}`);
  process.exit(1);
}
