import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Registers, in the calling test file, one describe block per spec file of `folder` ending in `suffix` that falls to
 * `share` (1 to `shares`, dealt out by sorted name), with the spec's tests and hooks inside it.
 *
 * Jest loads every module again for each test file: NestJS, TypeORM and the app's modules take about 2.5 s of each
 * service and API spec file, half of those suites' time. `npm test` therefore runs them through the entry files of
 * test/groups/ (jest.grouped.config.cjs), which load the modules once per share. Each spec file is still a test file of
 * its own for `npx jest <file>` (jest.config.js).
 */
export function describeSpecFiles(folder: string, suffix: string, share: number, shares: number): void {
  const files = readdirSync(folder)
    .filter((name) => name.endsWith(suffix))
    .sort();
  for (const [index, name] of files.entries()) {
    if (index % shares !== share - 1) continue;
    describe(name, () => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a describe block's body registers its tests synchronously
      require(join(folder, name));
    });
  }
}
