import type { Locator, Page } from 'playwright-core';
import { screenshot } from '../support/browser';
import { ownAppSession } from './public-support';

const VALUES = ['5%', '7%', '10%', '12%', '15%', '20%'];

/** The code is shown on one line: every character box of it shares the first one's top. */
async function codeLines(code: Locator): Promise<number> {
  return code.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set(
      Array.from(range.getClientRects())
        .filter((rect) => rect.width > 0)
        .map((rect) => Math.round(rect.top)),
    ).size;
  });
}

async function clipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

/** True when two boxes on screen share at least one pixel. */
function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe('Discount Ouija', () => {
  // A fresh instance: the server allows one code per visitor per 24 hours.
  const own = ownAppSession();

  it('plays once with the keyboard, reveals the code the server chose, and stays locked after a reload', async () => {
    const { page, context, errors, close } = await own.open('/ouija', { width: 1440 });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(own.url('/')).origin });
    await page.getByRole('heading', { name: 'MYSTICAL BOARD' }).waitFor();
    for (const value of VALUES) await page.getByText(value, { exact: true }).waitFor();
    await page.getByText('GOOD LUCK').waitFor();
    await page.getByText('Click the planchette to reveal your haunted discount').waitFor();
    await page.getByText('One discount per visitor every 24 hours').waitFor();

    const generated = page.waitForResponse((response) => response.url().endsWith('/api/discount/generate'));
    const planchette = page.getByTestId('planchette');
    await planchette.focus();
    const started = Date.now();
    await page.keyboard.press('Enter');
    const body = (await (await generated).json()) as { code: string; value: string; expires_at: string };
    expect(VALUES).toContain(body.value);

    const dialog = page.getByRole('dialog', { name: 'THE SPIRITS HAVE SPOKEN!' });
    await dialog.waitFor();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    await dialog.getByText(`You've been granted a ${body.value} discount!`).waitFor();
    await dialog.getByText(body.code).waitFor();
    await dialog.getByText(/^Valid until: /).waitFor();
    await dialog.getByText("Use this code at checkout for the park's tickets. Not combinable with other offers.").waitFor();
    await screenshot(page, 'ouija-result');

    // The code reads on one line, in a monospace face, in groups; what is copied has no spaces.
    const code = dialog.getByTestId('discount-code');
    expect(await codeLines(code)).toBe(1);
    expect(await code.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/monospace/);
    expect((await code.locator('span').allTextContents()).join('')).toBe(body.code);
    expect(await code.locator('span').count()).toBeGreaterThan(2);
    await dialog.getByRole('button', { name: 'Copy Code' }).click();
    await page.getByText('Copied!').waitFor();
    await page.getByText('Discount code copied to clipboard').waitFor();
    expect(await clipboard(page)).toBe(body.code);
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await code.click({ clickCount: 3 });
    await page.keyboard.press('ControlOrMeta+C');
    expect((await clipboard(page)).trim()).toBe(body.code);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await codeLines(code)).toBe(1);
    expect(await code.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await screenshot(page, 'ouija-result-390');
    await page.setViewportSize({ width: 1440, height: 900 });
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByText("You've already played today. Come back in 24 hours!").waitFor();
    await page.getByText('The spirits have spoken. Return tomorrow for another chance.').waitFor();
    expect(await planchette.getAttribute('aria-disabled')).toBe('true');
    expect(await planchette.evaluate((element) => getComputedStyle(element).cursor)).toBe('not-allowed');
    let calls = 0;
    page.on('request', (request) => request.url().endsWith('/api/discount/generate') && calls++);
    await planchette.click({ force: true });
    await page.waitForTimeout(500);
    expect(calls).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await screenshot(page, 'ouija-locked');
    expect(errors).toEqual([]);
    await close();
  });

  it("locks a second browser with 'Already Played' when the server says the visitor already received a code", async () => {
    const { page, errors, close } = await own.open('/ouija', { width: 360, ignoreErrors: [/429|Too Many Requests/] });
    await page.getByText('Click the planchette to reveal your haunted discount').waitFor();
    await page.getByTestId('planchette').click();
    await page.getByText('Already Played', { exact: true }).waitFor();
    await page.getByText("You've already received a discount code today. Please try again after 24 hours.").waitFor();
    await page.getByText("You've already played today. Come back in 24 hours!").waitFor();
    expect(await page.getByTestId('planchette').getAttribute('aria-disabled')).toBe('true');
    await page.reload();
    await page.getByText("You've already played today. Come back in 24 hours!").waitFor();
    await screenshot(page, 'ouija-already-played-360');
    expect(errors).toEqual([]);
    await close();
  });

  it.each([390, 1440])('never hides the sticky BUY TICKETS button behind a toast at %i px', async (width) => {
    const { page, errors, close } = await own.open('/ouija', {
      width,
      height: 844,
      ignoreErrors: [/429|Too Many Requests/],
    });
    const planchette = page.getByTestId('planchette');
    await planchette.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    const sticky = page.getByRole('link', { name: 'BUY TICKETS', exact: true });
    await sticky.waitFor();
    await planchette.click();
    const toast = page.getByRole('alert').filter({ hasText: 'Already Played' });
    await toast.waitFor();
    await page.waitForTimeout(400);
    const [toastBox, stickyBox] = [await toast.boundingBox(), await sticky.boundingBox()];
    expect(toastBox && stickyBox).toBeTruthy();
    expect(overlaps(toastBox!, stickyBox!)).toBe(false);
    await screenshot(page, `ouija-toast-${width}`);
    expect(errors).toEqual([]);
    await close();
  });
});
