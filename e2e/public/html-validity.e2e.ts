import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiFetch } from '../support/api';
import { PUBLIC_PAGES } from './public-support';

/** The W3C Nu HTML checker, as the vnu-jar package ships it (run locally on files, never over the network). */
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');

/**
 * CSS the browsers the site supports all know but the checker's CSS validator does not yet (container queries are
 * Baseline since 2023; the video background covers its box with them). Only CSS messages, named one by one.
 */
const CSS_THE_CHECKER_LAGS_ON = [/^CSS: “container-type”: Property “container-type” doesn't exist\.$/];

interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Java runs the checker; without it the test says how to get it instead of failing somewhere inside. */
function assertJavaInstalled(): void {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0)
    throw new Error(
      'The W3C Nu HTML checker needs Java, and `java -version` failed: install it with `apt-get install default-jre-headless` ' +
        '(node scripts/prerequisites.mjs does it when run as root)',
    );
}

describe('the server-rendered HTML of every public page passes the W3C Nu HTML checker', () => {
  let dir: string;

  beforeAll(() => {
    assertJavaInstalled();
    dir = mkdtempSync(join(tmpdir(), 'haunt-vnu-'));
  });

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('has no error on any page, a story of the demo content included', async () => {
    const response = await apiFetch('/api/blog-posts?region=new-york&published=true&limit=1');
    const { items } = (await response.json()) as { items: { slug: string }[] };
    expect(items[0]).toBeDefined();
    const pages = [...PUBLIC_PAGES, { name: 'story-detail', path: `/new-york/dark-legends/${items[0].slug}` }];
    const files = new Map<string, string>();
    for (const { name, path } of pages) {
      const page = await apiFetch(path);
      const file = join(dir, `${name}.html`);
      writeFileSync(file, await page.text());
      files.set(file, path);
    }
    const run = spawnSync('java', ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...files.keys()], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(run.error).toBeUndefined();
    const { messages } = JSON.parse(run.stderr) as { messages: NuMessage[] };
    const errors = messages
      .filter((message) => message.type !== 'info' && !CSS_THE_CHECKER_LAGS_ON.some((pattern) => pattern.test(message.message)))
      .map(
        (message) =>
          `${files.get(message.url.replace(/^file:/, '')) ?? message.url}:${message.lastLine ?? '?'} ${message.message} — ${message.extract ?? ''}`,
      );
    expect(errors).toEqual([]);
  });
});
