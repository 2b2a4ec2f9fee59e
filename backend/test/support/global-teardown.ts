import type { TestDatabase } from './test-database';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { migratedTemplate?: TestDatabase }).migratedTemplate?.drop();
}
