import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../scripts/lib/app-process.cjs';

const COMPOSE_FILE = join(REPO_ROOT, 'docker-compose.yml');
const SCALE_FILE = join(REPO_ROOT, 'docker-compose.scale.yml');
/** What an operator must put in .env before the first `docker compose up`. */
const REQUIRED = { MYSQL_PASSWORD: 'compose-test-password', PUBLIC_URL: 'https://park.example.com' };

let found: string[] | undefined;

/** Debian's docker-compose (v1, needs no engine) or the docker compose v2 plugin. */
function composeCommand(): string[] {
  if (found) return found;
  for (const candidate of [['docker-compose'], ['docker', 'compose']]) {
    if (spawnSync(candidate[0], [...candidate.slice(1), 'version'], { stdio: 'ignore' }).status === 0) return (found = candidate);
  }
  const line = 'docker-compose not found: install it with apt-get install -y docker-compose';
  console.error(`\n${'!'.repeat(line.length)}\n${line}\n${'!'.repeat(line.length)}\n`);
  throw new Error(line);
}

function compose(args: string[], env: Record<string, string>, files = [COMPOSE_FILE]) {
  const [command, ...prefix] = composeCommand();
  const result = spawnSync(command, [...prefix, ...files.flatMap((file) => ['-f', file]), ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** COPY/ADD sources of a Dockerfile that come from the build context (not from another stage). */
function contextSources(dockerfile: string): string[] {
  const sources: string[] = [];
  const text = readFileSync(join(REPO_ROOT, dockerfile), 'utf8').replace(/\\\n/g, ' ');
  for (const line of text.split('\n')) {
    const match = /^\s*(COPY|ADD)\s+(.*)$/i.exec(line);
    if (!match || /--from=/.test(match[2])) continue;
    const parts = match[2].split(/\s+/).filter((part) => part && !part.startsWith('--'));
    sources.push(...parts.slice(0, -1));
  }
  return sources;
}

/** One service's lines in `docker compose config`'s output. */
const serviceBlock = (config: string, name: string) =>
  new RegExp(`^ {2}${name}:\\n((?: {4}.*\\n|\\n)+?)(?=^ {2}\\S)`, 'm').exec(config)?.[1] ?? '';

describe('docker-compose.yml (production)', () => {
  it('is valid by the Compose specification', () => {
    const result = compose(['config', '-q'], REQUIRED);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('runs MySQL 8, the backend and nginx', () => {
    const result = compose(['config', '--services'], REQUIRED);
    // backup is a one-off (profile "tools"), run with docker compose run.
    expect(result.stdout.split('\n').filter(Boolean).sort()).toEqual(['backend', 'backup', 'mysql', 'nginx']);
    const config = compose(['config'], REQUIRED).stdout;
    expect(config).toMatch(/image: mysql:8/);
    expect(config).toContain('DATABASE_URL: mysql://haunt:compose-test-password@mysql:3306/haunt');
    // The backend renders the pages behind nginx: nothing turns that off.
    expect(config).not.toContain('SERVE_PAGES');
  });

  it('refuses to start without a database password instead of using a default one', () => {
    const result = compose(['config', '-q'], { PUBLIC_URL: REQUIRED.PUBLIC_URL });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('set MYSQL_PASSWORD');
  });

  it('refuses to start without PUBLIC_URL, so links never name whatever Host a request sent', () => {
    const result = compose(['config', '-q'], { MYSQL_PASSWORD: REQUIRED.MYSQL_PASSWORD });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain("set PUBLIC_URL (for example in .env) to the site's address");
    expect(compose(['config'], REQUIRED).stdout).toContain('PUBLIC_URL: https://park.example.com');
  });

  it('seeds no demo content unless SEED_DEMO=true', () => {
    expect(compose(['config'], REQUIRED).stdout).toMatch(/SEED_DEMO: ['"]false['"]/);
    expect(compose(['config'], { ...REQUIRED, SEED_DEMO: 'true' }).stdout).toMatch(/SEED_DEMO: ['"]true['"]/);
  });

  it('publishes HTTPS and hands nginx the certificate folder and the certificate paths', () => {
    const config = compose(['config'], {
      ...REQUIRED,
      TLS_CERT: '/etc/nginx/tls/fullchain.pem',
      TLS_KEY: '/etc/nginx/tls/privkey.pem',
    }).stdout;
    expect(config).toContain('TLS_CERT: /etc/nginx/tls/fullchain.pem');
    expect(config).toContain('TLS_KEY: /etc/nginx/tls/privkey.pem');
    expect(config).toMatch(/:\/etc\/nginx\/tls:ro|target: \/etc\/nginx\/tls/);
    expect(config).toMatch(/published: ['"]?443['"]?|443:443/);
  });

  it('has a one-off backup service: the backend image running the backup CLI on the same database and data volume', () => {
    const config = compose(['config'], REQUIRED).stdout;
    const backup = /^ {2}backup:\n((?: {4}.*\n|\n)+?)(?=^ {2}\S)/m.exec(config)?.[1] ?? '';
    expect(backup).toContain('backend/dist/cli/backup.js');
    expect(backup).toContain('DATABASE_URL: mysql://haunt:compose-test-password@mysql:3306/haunt');
    expect(backup).toMatch(/app-data:\/data|source: app-data/);
    expect(backup).toMatch(/profiles:\n\s+- tools/);
  });

  it('passes every key to the backend and to the backup, which carries them into its archive', () => {
    const keys = {
      JWT_SECRET: 'compose-test-jwt-secret-of-at-least-32-bytes',
      SECOND_FACTOR_KEY: 'compose-test-second-factor-key-of-32-bytes',
      VISITOR_KEY_SECRET: 'compose-test-visitor-key-secret-of-32-bytes',
    };
    const env = { ...REQUIRED, S3_SECRET_ACCESS_KEY: 'compose-test-secret', ...keys };
    for (const files of [[COMPOSE_FILE], [COMPOSE_FILE, SCALE_FILE]]) {
      const config = compose(['config'], env, files).stdout;
      for (const service of ['backend', 'backup']) {
        for (const [name, value] of Object.entries(keys)) expect(serviceBlock(config, service)).toContain(`${name}: ${value}`);
      }
    }
  });

  it('lets nginx re-resolve the backends (Docker DNS) and read the client behind a CDN when told its ranges', () => {
    const config = compose(['config'], { ...REQUIRED, REAL_IP_FROM: '173.245.48.0/20', REAL_IP_HEADER: 'CF-Connecting-IP' }).stdout;
    expect(config).toContain('NGINX_RESOLVER: 127.0.0.11');
    expect(config).toContain('REAL_IP_FROM: 173.245.48.0/20');
    expect(config).toContain('REAL_IP_HEADER: CF-Connecting-IP');
  });

  it("trusts X-Forwarded-For only from nginx's fixed address", () => {
    const text = readFileSync(COMPOSE_FILE, 'utf8');
    const trusted = /TRUSTED_PROXIES: (\S+)/.exec(text)?.[1];
    const nginxAddress = /ipv4_address: (\S+)/.exec(text)?.[1];
    expect(trusted).toBeDefined();
    expect(trusted).toBe(nginxAddress);
  });

  it('docker-compose.scale.yml adds Redis and MinIO and points every backend and nginx at them', () => {
    const scaleEnv = { ...REQUIRED, S3_SECRET_ACCESS_KEY: 'compose-test-secret' };
    const files = [COMPOSE_FILE, SCALE_FILE];
    expect(compose(['config', '-q'], scaleEnv, files)).toMatchObject({ status: 0, stderr: '' });
    const services = compose(['config', '--services'], scaleEnv, files).stdout.split('\n').filter(Boolean).sort();
    expect(services).toEqual(['backend', 'backup', 'minio', 'minio-bucket', 'mysql', 'nginx', 'redis']);
    const config = compose(['config'], scaleEnv, files).stdout;
    const backend = /^ {2}backend:\n((?: {4}.*\n|\n)+?)(?=^ {2}\S)/m.exec(config)?.[1] ?? '';
    expect(backend).toContain('REDIS_URL: redis://redis:6379');
    expect(backend).toContain('MEDIA_STORAGE: s3');
    expect(backend).toContain('S3_ENDPOINT: http://minio:9000');
    const nginx = /^ {2}nginx:\n((?: {4}.*\n|\n)+?)(?=^ {2}\S)/m.exec(config)?.[1] ?? '';
    expect(nginx).toContain('MEDIA_STORAGE: s3');
    // The backup archives the bucket's objects, so it reads the same bucket.
    const backup = serviceBlock(config, 'backup');
    for (const setting of [
      'MEDIA_STORAGE: s3',
      'S3_ENDPOINT: http://minio:9000',
      'S3_BUCKET: park-media',
      'S3_SECRET_ACCESS_KEY: compose-test-secret',
    ])
      expect(backup).toContain(setting);
    const refused = compose(['config', '-q'], REQUIRED, files);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('set S3_SECRET_ACCESS_KEY');
  });

  it('builds each service from a stage of the one Dockerfile', () => {
    const stages = [...readFileSync(join(REPO_ROOT, 'Dockerfile'), 'utf8').matchAll(/^FROM\s+\S+\s+AS\s+(\S+)/gim)].map((m) => m[1]);
    const config = compose(['config'], REQUIRED).stdout;
    const builds = [...config.matchAll(/^ {4}build:\n((?: {6}.*\n)+)/gm)].map((m) => m[1]);
    const targets = builds.map((build) => /^ {6}target: (\S+)$/m.exec(build)?.[1]).sort();
    expect(targets).toEqual(['backend', 'backend', 'nginx']);
    for (const target of targets) expect(stages).toContain(target);
  });

  it('Dockerfile copies only files that exist', () => {
    const missing = contextSources('Dockerfile').filter((source) => !existsSync(join(REPO_ROOT, source)));
    expect(contextSources('Dockerfile').length).toBeGreaterThan(3);
    expect(missing).toEqual([]);
  });
});
