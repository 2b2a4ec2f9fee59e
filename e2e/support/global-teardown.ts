import { removeDir } from '../../scripts/lib/app-process.cjs';
import { runSettings } from './run-settings';
import { stopWorkerResources } from './worker-environment';

/** After the workers have ended (their apps and Chromium with them): what jest's own process ran, then the run's files. */
export default async function globalTeardown(): Promise<void> {
  await stopWorkerResources();
  removeDir(runSettings().runDir);
}
