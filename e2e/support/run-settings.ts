/** What global-setup.ts prepares once per run for every worker, handed to them in the environment. */
export interface RunSettings {
  /** A temporary directory of the run (data directories, templates), removed by global-teardown.ts. */
  runDir: string;
  /** The run's copy of the built SPA, which every app of the run serves (see global-setup.ts). */
  spaDir: string;
  /** The admin every app of the run is started with. */
  adminUsername: string;
  adminPassword: string;
}

const NAMES = {
  runDir: 'E2E_RUN_DIR',
  spaDir: 'E2E_SPA_DIR',
  adminUsername: 'E2E_ADMIN_USERNAME',
  adminPassword: 'E2E_ADMIN_PASSWORD',
} as const satisfies Record<keyof RunSettings, string>;

/** Called by global-setup.ts: the workers jest starts afterwards inherit the settings. */
export function shareRunSettings(settings: RunSettings): void {
  for (const [key, name] of Object.entries(NAMES)) process.env[name] = settings[key as keyof RunSettings];
}

export function runSettings(): RunSettings {
  const entries = Object.entries(NAMES).map(([key, name]) => {
    const value = process.env[name];
    if (!value) throw new Error(`${name} is not set: run the browser tests with \`npm test -w e2e\` (jest global setup prepares the run)`);
    return [key, value];
  });
  return Object.fromEntries(entries) as RunSettings;
}
