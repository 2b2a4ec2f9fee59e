import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminModulesOf, adminScreens } from './admin-routes';

const LAYOUT = 'features/admin/layout/admin-layout';

/**
 * The server has the browser fetch an admin address's chunks by the modules its routes name (entry-server.tsx,
 * clientOnlyPage): a name that is not the module the screen is imported from would have the browser fetch another
 * screen's chunks, and this one's one import at a time.
 */
describe('the admin routes', () => {
  it('name, for each screen, the module its component is imported from', () => {
    const source = readFileSync(join(__dirname, 'admin-routes.tsx'), 'utf8');
    const named = [...source.matchAll(/screen\('([^']+)', \(\) =>\s*import\('\.\.\/([^']+)'\)/g)];
    expect(named).toHaveLength(Object.keys(adminScreens).length);
    expect(named.filter(([, module, imported]) => module !== imported)).toEqual([]);
  });

  it('list the modules an address opens: the layout and its screen', () => {
    expect(adminModulesOf('/admin')).toEqual([LAYOUT, 'features/admin/dashboard/dashboard-page']);
    expect(adminModulesOf('/admin/attractions')).toEqual([LAYOUT, 'features/admin/attractions/attractions-page']);
    expect(adminModulesOf('/admin/employment/12')).toEqual([LAYOUT, 'features/admin/employment/applicant-page']);
    expect(adminModulesOf('/admin/login')).toEqual(['features/admin/auth/login-page']);
    expect(adminModulesOf('/new-york')).toEqual([]);
  });
});
