import { removeDir } from '../../scripts/lib/app-process.cjs';

export default async function globalTeardown(): Promise<void> {
  const app = globalThis.__E2E_APP__;
  if (!app) return;
  await app.stop();
  if (app.dataDir) removeDir(app.dataDir);
  globalThis.__E2E_APP__ = undefined;
}
