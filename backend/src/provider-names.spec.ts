import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';

/** Nest's roles, written as the class name's last word and as the file name's suffix (`JwtAuthGuard` in `jwt-auth.guard.ts`). */
const ROLES = ['Service', 'Guard', 'Interceptor', 'Strategy', 'Subscriber'];

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** The file a provider class belongs in: `AuditLog` in `audit-log.ts`, `BlogService` in `blog.service.ts`. */
function fileFor(className: string): string {
  const role = ROLES.find((word) => className.endsWith(word) && className !== word);
  return role ? `${kebab(className.slice(0, -role.length))}.${role.toLowerCase()}.ts` : `${kebab(className)}.ts`;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** Every injectable class a file declares. */
const providersIn = (source: string) => [...source.matchAll(/@Injectable\([^)]*\)\s*export class (\w+)/g)].map((match) => match[1]);

describe('provider names (docs/architecture.md §2)', () => {
  const files = sourceFiles(__dirname).map((path) => ({ path: relative(__dirname, path), source: readFileSync(path, 'utf8') }));

  it('puts each provider in the file named for it', () => {
    const misplaced = files.flatMap(({ path, source }) => {
      const providers = providersIn(source);
      return providers.length > 0 && !providers.some((name) => fileFor(name) === basename(path))
        ? [`${path}: ${providers.join(', ')}`]
        : [];
    });
    expect(misplaced).toEqual([]);
  });

  it('keeps *.service.ts for a class named …Service', () => {
    const misnamed = files.filter(({ path, source }) => path.endsWith('.service.ts') && !/export class \w+Service\b/.test(source));
    expect(misnamed.map(({ path }) => path)).toEqual([]);
  });
});
