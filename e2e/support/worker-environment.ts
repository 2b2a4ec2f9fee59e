import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import type { Circus } from '@jest/types';
import NodeEnvironment from 'jest-environment-node';
import { REPO_ROOT, startApp } from '../../scripts/lib/app-process.cjs';
import { assertChromiumInstalled } from './chromium';
import { runSettings } from './run-settings';

/**
 * What a jest worker shares with every spec file it runs, each started the first time a spec needs it: one Chromium
 * (specs connect to it, see launchBrowser) and, for the specs of the shared app (the `public` project), one app. This
 * module is loaded once per worker (jest requires an environment outside the specs' module registry), so what it
 * holds outlives a spec file; a spec's own state lives in the global jest gives it.
 *
 * Neither keeps the worker alive: jest ends a worker by letting it run out of work, and kills one that does not
 * within half a second. Each runs beside a process that stops it when the standard input it reads from this worker
 * closes, as it does when the worker ends, however it ends.
 */
interface WorkerService {
  value: string;
  stop(): Promise<void>;
}
let browserServer: Promise<WorkerService> | undefined;
let sharedApp: Promise<WorkerService> | undefined;

function detachFromWorker(child: ChildProcess): void {
  child.unref();
  for (const stream of [child.stdin, child.stdout, child.stderr]) (stream as { unref?: () => void } | null)?.unref?.();
}

/** Starts `node <script> ...args` with a pipe as its standard input, and resolves with the first line it prints. */
function startHelper(script: string, args: string[]): Promise<{ child: ChildProcess; firstLine: string }> {
  return new Promise((resolve, reject) => {
    // Not the worker's own stderr: a helper holding it open would keep jest waiting for the worker's output to end.
    const child = spawn(process.execPath, [join(__dirname, script), ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${script} exited with code ${code} before it was ready`)));
    createInterface({ input: child.stdout! }).once('line', (firstLine) => resolve({ child, firstLine }));
  });
}

/** Closes the helper's input and waits for it to end (held by this process again, which would otherwise not wait). */
const closedInput = (child: ChildProcess) => () =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.ref();
    child.once('exit', () => resolve());
    child.stdin!.end();
  });

function workerBrowser(): Promise<WorkerService> {
  browserServer ??= (async () => {
    assertChromiumInstalled();
    const { child, firstLine: endpoint } = await startHelper('browser-server.cjs', []);
    detachFromWorker(child);
    return { value: endpoint, stop: closedInput(child) };
  })();
  return browserServer;
}

/** The worker's app: the built app on a fresh data directory of the run, with demo content and the run's admin. */
function workerApp(): Promise<WorkerService> {
  sharedApp ??= (async () => {
    const { runDir, adminUsername, adminPassword, spaDir } = runSettings();
    const worker = process.env.JEST_WORKER_ID ?? '1';
    const app = await startApp({
      dataDir: join(runDir, `shared-app-${worker}`),
      logFile: join(REPO_ROOT, 'e2e', '.artifacts', `server-${worker}.log`),
      env: { ADMIN_USERNAME: adminUsername, ADMIN_PASSWORD: adminPassword, SPA_DIR: spaDir, VIEW_FLUSH_SECONDS: '1' },
    });
    const watchdog = spawn(process.execPath, [join(__dirname, 'end-with-parent.cjs'), String(app.child.pid)], {
      stdio: ['pipe', 'ignore', 'ignore'],
    });
    detachFromWorker(app.child);
    detachFromWorker(watchdog);
    return {
      value: app.baseUrl,
      stop: async () => {
        app.child.ref();
        await app.stop();
        await closedInput(watchdog)();
      },
    };
  })();
  return sharedApp;
}

/** Stops what this process started (jest's own process runs the specs itself with --runInBand or a single spec). */
export async function stopWorkerResources(): Promise<void> {
  const services = await Promise.all([browserServer, sharedApp]);
  browserServer = sharedApp = undefined;
  await Promise.all(services.map((service) => service?.stop()));
}

declare global {
  /** The address a spec connects to the worker's Chromium at (see launchBrowser). */
  var __E2E_BROWSER_ENDPOINT__: (() => Promise<string>) | undefined;
  /** Set by a spec's first browser connection: keeps what its open pages show when a test fails (see launchBrowser). */
  var __E2E_KEEP_OPEN_PAGES__: ((failure: string) => Promise<void>) | undefined;
}

/** "outer block inner block test", without jest's root block. */
function fullName(block: Circus.TestEntry | Circus.DescribeBlock | undefined): string {
  const names: string[] = [];
  for (let current = block; current?.parent; current = current.parent) names.unshift(current.name);
  return names.join(' ');
}

export default class WorkerEnvironment extends NodeEnvironment {
  private readonly usesSharedApp: boolean;

  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    this.usesSharedApp = config.projectConfig.testEnvironmentOptions.sharedApp === true;
  }

  async setup(): Promise<void> {
    await super.setup();
    this.global.__E2E_BROWSER_ENDPOINT__ = async () => (await workerBrowser()).value;
    if (this.usesSharedApp) {
      const baseUrl = (await workerApp()).value;
      const { adminUsername, adminPassword } = runSettings();
      Object.assign(this.global.process.env, {
        E2E_BASE_URL: baseUrl,
        E2E_ADMIN_USERNAME: adminUsername,
        E2E_ADMIN_PASSWORD: adminPassword,
      });
    }
  }

  /** jest waits for this before it goes on: the pages are still as the failure left them. */
  async handleTestEvent(event: Circus.Event): Promise<void> {
    const keep = this.global.__E2E_KEEP_OPEN_PAGES__;
    if (!keep) return;
    if (event.name === 'test_fn_failure') await keep(fullName(event.test));
    if (event.name === 'hook_failure') await keep(`${event.hook.type} ${fullName(event.hook.parent)}`);
  }
}
