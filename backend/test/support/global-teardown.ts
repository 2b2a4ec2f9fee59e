import type { Templates } from './global-setup';

export default async function globalTeardown(): Promise<void> {
  const { templates = {} } = globalThis as { templates?: Templates };
  for (const template of Object.values(templates)) await template.drop();
}
