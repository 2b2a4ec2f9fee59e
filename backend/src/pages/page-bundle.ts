import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerRenderer } from '../../../frontend/src/server-renderer';

export interface LoadedPages {
  bundle: ServerRenderer;
  template: string;
}

/** The built page template and server renderer (`npm run build -w frontend`), or undefined when the frontend has not been built. */
export function loadPages(spaDir: string, ssrDir: string): LoadedPages | undefined {
  const templateFile = join(spaDir, 'index.html');
  const entry = join(ssrDir, 'entry-server.js');
  if (!existsSync(templateFile) || !existsSync(entry)) return undefined;
  // The bundle is an ES module: Node 20.19+ loads it with require() (no top-level await in it).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const bundle = require(entry) as ServerRenderer;
  return { bundle, template: readFileSync(templateFile, 'utf8') };
}
