import { removeDir } from './app-server';

export default async function globalTeardown(): Promise<void> {
  const app = globalThis.__E2E_APP__;
  if (!app) return;
  await app.stop();
  removeDir(app.dataDir);
  globalThis.__E2E_APP__ = undefined;
}
