import type { Page } from 'playwright-core';
import { adminSession, choose } from './admin-support';

/** Staff order a region's attractions and testimonials by keyboard or by dragging; visitors see that order. */
describe('admin: reordering attractions and testimonials', () => {
  const admin = adminSession();

  const apiOrder = async (kind: string, field: 'title' | 'name') =>
    ((await (await admin.api(`/api/${kind}?region=new-york`)).json()) as { items: Record<string, string>[] }).items.map(
      (item) => item[field],
    );
  const status = (page: Page) => page.getByRole('status').filter({ hasText: /moved to position/ });
  /** The API's order once it has changed from `before`. */
  const savedOrder = async (kind: string, field: 'title' | 'name', before: string[]) => {
    for (let attempt = 0; attempt < 50; attempt++) {
      const now = await apiOrder(kind, field);
      if (now.join('|') !== before.join('|')) return now;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return before;
  };

  it('moves an attraction with the keyboard, announces it, and the public page follows', async () => {
    const before = await apiOrder('attractions', 'title');
    expect(before.length).toBeGreaterThan(2);
    const { page, errors, close } = await admin.open('/admin/attractions');
    await page.getByText('Choose a region to reorder its attractions.').waitFor();
    expect(await page.getByRole('button', { name: /^Move .* up$/ }).count()).toBe(0);
    await choose(page, 'Region', 'New York');

    const down = page.getByRole('button', { name: `Move ${before[0]} down` });
    await down.focus();
    await page.keyboard.press('Enter');
    await status(page).getByText(`${before[0]} moved to position 2 of ${before.length}.`).waitFor({ state: 'attached' });
    const expected = [before[1], before[0], ...before.slice(2)];
    expect(await savedOrder('attractions', 'title', before)).toEqual(expected);

    // The first one cannot go further up, the last one not further down (once the list shows the saved order).
    await page.getByRole('button', { name: `Move ${expected[0]} up`, disabled: true }).waitFor();
    await page.getByRole('button', { name: `Move ${expected.at(-1)} down`, disabled: true }).waitFor();

    // The cards, server-rendered (the head's structured data names the attractions too).
    const rendered = await (await admin.api('/new-york/attractions')).text();
    const html = rendered.slice(rendered.indexOf('<main'));
    const positions = expected.map((title) => html.indexOf(title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;')));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(errors).toEqual([]);
    await close();
  });

  it('drags a testimonial to the top by its handle', async () => {
    const before = await apiOrder('testimonials', 'name');
    expect(before.length).toBeGreaterThan(1);
    const { page, errors, close } = await admin.open('/admin/testimonials');
    await choose(page, 'Region', 'New York');
    const items = page.getByTestId('reorder-item');
    await items.first().waitFor();
    await items.last().getByTestId('drag-handle').dragTo(items.first());
    await status(page)
      .getByText(`the testimonial from ${before.at(-1)} moved to position 1 of ${before.length}.`)
      .waitFor({
        state: 'attached',
      });
    expect(await savedOrder('testimonials', 'name', before)).toEqual([before.at(-1), ...before.slice(0, -1)]);
    expect(errors).toEqual([]);
    await close();
  });
});
