import { existsSync } from 'node:fs';
import { CHROME_PATH } from '../../scripts/lib/chromium.cjs';

/** The browser tests are part of `npm test`: without Chromium they fail, loudly, with the fix. */
export function assertChromiumInstalled(): void {
  if (existsSync(CHROME_PATH)) return;
  const line = `Chromium not found: install it with apt-get install -y chromium (looked for ${CHROME_PATH}; set CHROME_PATH to use another)`;
  const bar = '!'.repeat(line.length);
  console.error(`\n${bar}\n${line}\n${bar}\n`);
  throw new Error(line);
}
