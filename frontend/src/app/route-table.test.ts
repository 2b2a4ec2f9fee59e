import { publicPages, regionalLayout } from './route-table';

/**
 * The server has the browser fetch a page's chunks by the module path its entry names (entry-server.tsx): a path that
 * is not the module `load` imports would have the browser fetch another page's chunks, and this one's late.
 */
describe('the route table', () => {
  it.each([...Object.entries(publicPages), ['regional layout', regionalLayout] as const])(
    "names the module %s's component comes from",
    async (_name, page) => {
      const component = await page.load();
      const named = (await import(`../${page.module}`)) as Record<string, unknown>;
      expect(typeof component).toBe('function');
      expect(Object.values(named)).toContain(component);
    },
  );
});
