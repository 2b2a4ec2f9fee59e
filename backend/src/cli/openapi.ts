import 'reflect-metadata';
import type { OpenAPIObject } from '@nestjs/swagger';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { createApp } from '../app.factory';
import { createOpenApiDocument } from '../app.setup';
import { loadConfig } from '../config/app.config';

/**
 * `npm run openapi [-- <file>]`: writes the OpenAPI document the API serves at /api/docs-json, by default to
 * frontend/src/api/openapi.json (the frontend's API types are generated from it). The app is built as in
 * production, on a throw-away SQLite database in a temp DATA_DIR, and never listens on a port.
 */
const REPO_ROOT = resolve(__dirname, '..', '..', '..');
export const DEFAULT_OPENAPI_FILE = join(REPO_ROOT, 'frontend', 'src', 'api', 'openapi.json');

/** Writes `document` as stable, diff-friendly JSON (two-space indent, trailing newline). */
export function writeOpenApiFile(document: OpenAPIObject, file: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
}

async function main(argv: string[]): Promise<void> {
  const file = resolve(argv[0] ?? DEFAULT_OPENAPI_FILE);
  const dataDir = mkdtempSync(join(tmpdir(), 'haunt-openapi-'));
  try {
    const config = loadConfig({
      DATA_DIR: dataDir,
      SERVE_PAGES: 'false',
      // Only so no generated password is printed: this database is deleted right after.
      ADMIN_USERNAME: 'openapi',
      ADMIN_PASSWORD: randomBytes(24).toString('base64url'),
    });
    const log = console.log;
    console.log = () => undefined; // start-up chatter (admin account, migrations) is not this command's output
    const app = await createApp(config, { seed: false, logger: false }).finally(() => (console.log = log));
    try {
      const document = createOpenApiDocument(app);
      writeOpenApiFile(document, file);
      console.log(
        `OpenAPI ${document.openapi} document with ${Object.keys(document.paths).length} paths written to ${relative(process.cwd(), file) || file}`,
      );
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(`Cannot write the OpenAPI document: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
