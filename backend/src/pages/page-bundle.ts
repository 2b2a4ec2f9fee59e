import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What frontend/src/entry-server.tsx exports (built by `npm run build -w frontend` into frontend/dist-ssr). */
export interface PageBundle {
  createRenderer(template: string): (request: {
    url: string;
    origin: string;
    api: { baseUrl: string; headers: Record<string, string> };
  }) => Promise<{
    status: number;
    html: string;
    cacheable: boolean;
    story?: string;
  }>;
  clientOnlyPage(template: string): string;
  errorPage(template: string): string;
  sitemapPages(): { path: string; pageId: string }[];
  storyPath(region: 'new-york' | 'florida', slug: string): string;
}

export interface LoadedPages {
  bundle: PageBundle;
  template: string;
}

/** The built page template and server renderer, or undefined when the frontend has not been built. */
export function loadPages(spaDir: string, ssrDir: string): LoadedPages | undefined {
  const templateFile = join(spaDir, 'index.html');
  const entry = join(ssrDir, 'entry-server.js');
  if (!existsSync(templateFile) || !existsSync(entry)) return undefined;
  // The bundle is an ES module: Node 20.19+ loads it with require() (no top-level await in it).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const bundle = require(entry) as PageBundle;
  return { bundle, template: readFileSync(templateFile, 'utf8') };
}
