import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, makeDataDir, removeDir, REPO_ROOT } from '../../scripts/lib/app-process.cjs';

export const NGINX_BIN = process.env.NGINX_BIN || '/usr/sbin/nginx';

/** The production web server is part of `npm test`: without nginx the test fails with the fix. */
export function assertNginxInstalled(): void {
  if (existsSync(NGINX_BIN)) return;
  const line = `nginx not found at ${NGINX_BIN}: install it with apt-get install -y nginx-light (or set NGINX_BIN)`;
  console.error(`\n${'!'.repeat(line.length)}\n${line}\n${'!'.repeat(line.length)}\n`);
  throw new Error(line);
}

export interface NginxConfigOptions {
  /** One backend, or several (replicas balanced by nginx). */
  backendPort: number | number[];
  listenPort: number;
  uploadsDir: string;
  webRoot?: string;
  acmeWebroot?: string;
  /** HTTPS on tls.listenPort with these PEM files; listenPort then redirects to it. */
  tls?: { cert: string; key: string; listenPort: number };
  /** More of render-config.sh's variables (REAL_IP_FROM, NGINX_RESOLVER…). */
  env?: Record<string, string>;
}

/** Renders nginx/*.template with nginx/render-config.sh (as the image does) into a temp prefix. */
export function renderNginxConfig(options: NginxConfigOptions): { dir: string; conf: string } {
  const dir = makeDataDir('haunt-nginx-');
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    BACKEND_ADDR: [options.backendPort]
      .flat()
      .map((port) => `127.0.0.1:${port}`)
      .join(','),
    LISTEN_PORT: `127.0.0.1:${options.listenPort}`,
    WEB_ROOT: options.webRoot ?? join(REPO_ROOT, 'frontend', 'dist'),
    UPLOADS_DIR: options.uploadsDir,
    NGINX_TEMP_DIR: join(dir, 'temp'),
    ACCESS_LOG: join(dir, 'access.log'),
    ACME_WEBROOT: options.acmeWebroot ?? join(dir, 'acme'),
    ...(options.tls && {
      TLS_CERT: options.tls.cert,
      TLS_KEY: options.tls.key,
      TLS_LISTEN_PORT: `127.0.0.1:${options.tls.listenPort}`,
      HTTPS_PORT: String(options.tls.listenPort),
    }),
    ...options.env,
  };
  const result = spawnSync('sh', [join(REPO_ROOT, 'nginx', 'render-config.sh'), dir], { env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`nginx/render-config.sh failed: ${result.stderr}`);
  return { dir, conf: join(dir, 'nginx.conf') };
}

/** Options for every nginx invocation: temp prefix, pid and error log, so no system directory is needed. */
export function nginxArgs(dir: string, conf: string, extra: string[] = []): string[] {
  const globals = [`pid ${join(dir, 'nginx.pid')};`, 'daemon off;'];
  // Workers must read the temp directories (mode 0700) the tests create.
  if (process.getuid?.() === 0) globals.push('user root;');
  return ['-p', dir, '-c', conf, '-e', 'stderr', '-g', globals.join(' '), ...extra];
}

export function nginxTest(dir: string, conf: string): { status: number | null; output: string } {
  const result = spawnSync(NGINX_BIN, nginxArgs(dir, conf, ['-t']), { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

export interface RunningNginx {
  baseUrl: string;
  dir: string;
  /** The access log once it holds every one of `entries` (nginx writes a line just after its answer). */
  accessLogWith(entries: string[]): Promise<string>;
  stop(): Promise<void>;
}

/** Starts nginx on 127.0.0.1:<free port> in front of the backend on backendPort; resolves once it answers. */
export async function startNginx(options: Omit<NginxConfigOptions, 'listenPort'>): Promise<RunningNginx> {
  assertNginxInstalled();
  const listenPort = await freePort();
  const { dir, conf } = renderNginxConfig({ ...options, listenPort });
  const child = spawn(NGINX_BIN, nginxArgs(dir, conf), { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${listenPort}`;
  const accessLogWith = async (entries: string[]) => {
    const read = () => readFileSync(join(dir, 'access.log'), 'utf8');
    const deadline = Date.now() + 10_000;
    while (!entries.every((entry) => read().includes(entry)) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    return read();
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    removeDir(dir);
  };
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) break;
    try {
      // With TLS the plain port answers a redirect, which is enough to know nginx is up.
      await fetch(`${baseUrl}/index.html`, { redirect: 'manual', signal: AbortSignal.timeout(1_000) });
      return { baseUrl, dir, accessLogWith, stop };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await stop();
  throw new Error(`nginx did not start:\n${errors}`);
}
