import { once } from 'node:events';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { freePort, MAIN_JS, makeDataDir, removeDir, REPO_ROOT, runNode, startApp } from '../../scripts/lib/app-process.cjs';

/** What `node backend/dist/main.js` prints when it refuses to start: exactly one line on stderr, no stack trace. */
async function startFailure(env: Record<string, string>) {
  const dataDir = makeDataDir('haunt-startup-');
  try {
    const result = await runNode(MAIN_JS, [], { DATA_DIR: dataDir, ...env }, { timeoutMs: 30_000 });
    const lines = result.stderr.split('\n').filter(Boolean);
    return { code: result.code, lines, stdout: result.stdout };
  } finally {
    removeDir(dataDir);
  }
}

async function login(baseUrl: string, username: string, password: string): Promise<string | undefined> {
  const response = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return response.ok ? ((await response.json()) as { token: string }).token : undefined;
}

async function publishedStories(baseUrl: string): Promise<{ total: number; items: { id: number; slug: string }[] }> {
  const response = await fetch(`${baseUrl}/api/blog-posts?region=new-york&published=true&limit=100`);
  expect(response.status).toBe(200);
  return (await response.json()) as { total: number; items: { id: number; slug: string }[] };
}

describe('start-up: node backend/dist/main.js', () => {
  describe('refuses bad configuration with one clear line and a non-zero exit code', () => {
    it.concurrent.each([
      ['a malformed DATABASE_URL', { DATABASE_URL: 'not a url' }, /^Configuration error: DATABASE_URL is not a valid URL/],
      [
        'a DATABASE_URL of another database',
        { DATABASE_URL: 'postgres://u@localhost/db' },
        /^Configuration error: DATABASE_URL must start with mysql:\/\/ or mariadb:\/\//,
      ],
      [
        'an unreachable database',
        { DATABASE_URL: 'mysql://root@127.0.0.1:1/x' },
        /^Cannot start: the database at 127\.0\.0\.1:1\/x is unreachable \(ECONNREFUSED\)$/,
      ],
      [
        'a PORT that is not a number',
        { PORT: 'eighty' },
        /^Configuration error: PORT must be a whole number from 1 to 65535, got "eighty"$/,
      ],
      ['a PORT out of range', { PORT: '70000' }, /^Configuration error: PORT must be a whole number from 1 to 65535, got "70000"$/],
      ['a short JWT_SECRET', { JWT_SECRET: 'too-short' }, /^Configuration error: JWT_SECRET must be at least 32 bytes/],
    ])('%s', async (_what, env, message) => {
      const { code, lines, stdout } = await startFailure(env);
      expect(code).not.toBe(0);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(message);
      expect(stdout).toBe('');
    });

    describe('a PORT already in use', () => {
      let blocker: Server;
      let port: number;

      beforeAll(async () => {
        port = await freePort();
        blocker = createServer();
        await new Promise<void>((resolve) => blocker.listen(port, resolve));
      });

      afterAll(() => new Promise<void>((resolve) => blocker.close(() => resolve())));

      it('says the port is taken', async () => {
        const { code, lines } = await startFailure({ PORT: String(port) });
        expect(code).not.toBe(0);
        expect(lines).toEqual([`Cannot listen on port ${port}: the port is already in use (set PORT to another one)`]);
      });
    });
  });

  describe('first and second start on the same DATA_DIR', () => {
    let dataDir: string;
    let firstOutput: string;
    let password: string;
    let seededStories: number;
    let loginAfterFirstStart: string | undefined;
    let storyViewedBeforeStop: number | undefined;
    let outputAfterStop: string;

    /**
     * First start; an admin then adds one story, so the second start can prove it kept the data. A visitor reads it
     * just before SIGTERM, long before the view flush interval, so only the flush at shutdown can have written it.
     */
    beforeAll(async () => {
      dataDir = makeDataDir('haunt-restart-');
      const first = await startApp({ dataDir, env: { VIEW_FLUSH_SECONDS: '300' } });
      try {
        firstOutput = first.output();
        password = /password: (\S+)/.exec(firstOutput)?.[1] ?? '';
        seededStories = (await publishedStories(first.baseUrl)).total;
        loginAfterFirstStart = await login(first.baseUrl, 'admin', password);
        const created = await fetch(`${first.baseUrl}/api/blog-posts`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${loginAfterFirstStart}` },
          body: JSON.stringify({
            title: 'Written Before The Restart',
            slug: 'written-before-the-restart',
            excerpt: 'Proof that a restart keeps what staff wrote.',
            content: 'It was still there the next night.',
            region: 'new-york',
            category: 'legend',
            published: true,
          }),
        });
        expect(created.status).toBe(201);
        const read = await fetch(`${first.baseUrl}/api/blog-posts/written-before-the-restart`);
        storyViewedBeforeStop = ((await read.json()) as { views: number }).views;
      } finally {
        await first.stop();
      }
      if (!first.child.stdout!.readableEnded) await once(first.child.stdout!, 'end');
      outputAfterStop = first.output();
    });

    afterAll(() => removeDir(dataDir));

    it('the first start seeds demo stories', () => {
      expect(seededStories).toBeGreaterThanOrEqual(2);
    });

    it('the first start prints a generated admin password once, which logs in', () => {
      expect(password).toMatch(/^\S{20,}$/);
      expect(firstOutput.split(password)).toHaveLength(2);
      expect(loginAfterFirstStart).toBeDefined();
    });

    it('writes the line of a request answered just before SIGTERM', () => {
      expect(outputAfterStop).toMatch(/INFO: GET \/api\/blog-posts\/written-before-the-restart 200 /);
    });

    it('a second start keeps the data, seeds nothing and prints no new password', async () => {
      const second = await startApp({ dataDir });
      try {
        expect(second.output()).not.toContain('password:');
        expect(second.output()).not.toContain('Admin account created');
        await expect(login(second.baseUrl, 'admin', password)).resolves.toBeDefined();
        const after = await publishedStories(second.baseUrl);
        expect(after.total).toBe(seededStories + 1);
        expect(after.items.map((story) => story.slug)).toContain('written-before-the-restart');
      } finally {
        await second.stop();
      }
    });

    it('writes the views counted in memory when stopped with SIGTERM', async () => {
      expect(storyViewedBeforeStop).toBe(0);
      const second = await startApp({ dataDir });
      try {
        const story = await fetch(`${second.baseUrl}/api/blog-posts/written-before-the-restart`);
        expect(((await story.json()) as { views: number }).views).toBe(1);
      } finally {
        await second.stop();
      }
    });
  });

  describe('npm start (scripts/start.mjs) from a shell without NODE_ENV', () => {
    let dataDir: string;
    let output: string;
    let pageStatuses: number[];

    beforeAll(async () => {
      dataDir = makeDataDir('haunt-npm-start-');
      const app = await startApp({ dataDir, script: join(REPO_ROOT, 'scripts', 'start.mjs'), env: { NODE_ENV: undefined } });
      try {
        const pages = ['/', '/new-york', '/new-york/attractions', '/new-york/dark-legends'];
        pageStatuses = await Promise.all(pages.map(async (path) => (await fetch(`${app.baseUrl}${path}`)).status));
      } finally {
        await app.stop();
        output = app.output();
      }
    });

    afterAll(() => removeDir(dataDir));

    it("renders the pages with React's production build: no development warnings in the log", () => {
      expect(pageStatuses).toEqual([200, 200, 200, 200]);
      expect(output).toContain('Haunted Park is running on');
      expect(output).not.toMatch(/Selector unknown returned the root state|Warning:|development build/i);
    });
  });
});
