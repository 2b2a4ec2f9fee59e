import type { Page } from 'playwright-core';
import { screenshot } from '../support/browser';
import { ownAppSession } from './public-support';

/** The Get In Touch form (the footer has a sign-up form with its own Email field). */
const contactForm = (page: Page) => page.getByRole('form', { name: 'Get In Touch' });

async function fillContact(page: Page, values: { name: string; email: string; message: string }) {
  await contactForm(page).getByLabel('Name').fill(values.name);
  await contactForm(page).getByLabel('Email').fill(values.email);
  await contactForm(page).getByLabel('Message').fill(values.message);
}

const VALID = { name: 'Raven Hollow', email: 'raven@example.com', message: 'We would like to book a group of twenty people.' };

describe('Contact pages: the Get In Touch form', () => {
  const own = ownAppSession();

  it('shows the New York cards and hours', async () => {
    const { page, errors, close } = await own.open('/new-york/contact', { width: 360 });
    await page.getByRole('heading', { name: 'Get In Touch' }).waitFor();
    await page.getByText('Doors Open: 6:30 PM').waitFor();
    await page.getByText('Attractions Open: 7:00 PM').waitFor();
    await page.getByText('Last Entry: 10:00 PM (Sunday - Thursday)').waitFor();
    await page.getByText('Last Entry: 11:00 PM (Friday & Saturday)').waitFor();
    await page.getByText(/Groups \(15\+\)/).waitFor();
    await page
      .getByText(/Clarence, NY/)
      .first()
      .waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('refuses each invalid field with its message and sends nothing', async () => {
    const { page, errors, close } = await own.open('/new-york/contact');
    const sent: string[] = [];
    page.on('request', (request) => request.url().endsWith('/api/contact') && sent.push(request.method()));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Name must be at least 2 characters', { exact: true }).waitFor();
    await page.getByText('Please enter a valid email address', { exact: true }).waitFor();
    await page.getByText('Message must be at least 10 characters', { exact: true }).waitFor();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    expect(await summary.getByRole('link').allInnerTexts()).toEqual([
      'Name: Name must be at least 2 characters',
      'Email: Please enter a valid email address',
      'Message: Message must be at least 10 characters',
    ]);
    await page.waitForFunction(() => document.activeElement?.id === 'contact-name');
    await screenshot(page, 'contact-all-invalid');

    const cases: [keyof typeof VALID, string, string][] = [
      ['name', 'R', 'Name must be at least 2 characters'],
      ['email', 'raven@', 'Please enter a valid email address'],
      ['message', 'Hi there', 'Message must be at least 10 characters'],
    ];
    for (const [field, value, message] of cases) {
      await fillContact(page, { ...VALID, [field]: value });
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByText(message, { exact: true }).waitFor();
      expect(await page.locator('.Mui-error').filter({ hasText: message }).count()).toBeGreaterThan(0);
      await fillContact(page, VALID);
      await page.getByText(message, { exact: true }).waitFor({ state: 'detached' });
    }
    expect(sent).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it.each(['new-york', 'florida'] as const)('sends a valid message from the %s page, toasts and resets', async (region) => {
    const { page, errors, close } = await own.open(`/${region}/contact`);
    if (region === 'florida') {
      await page.getByText('Under Development').waitFor();
      await page.getByText('Expected Opening: TBD').waitFor();
    }
    const email = `${region}-${Date.now()}@example.com`;
    await fillContact(page, { ...VALID, email });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message sent successfully!').waitFor();
    await page.getByText("We'll get back to you as soon as possible.").waitFor();
    expect(await contactForm(page).getByLabel('Name').inputValue()).toBe('');
    expect(await contactForm(page).getByLabel('Message').inputValue()).toBe('');
    await screenshot(page, `contact-sent-${region}`);

    const token = await own.token();
    const inbox = (await (await own.api('/api/contact-submissions?limit=100', { token })).json()) as {
      items: { email: string; region: string; type: string; name: string }[];
    };
    expect(inbox.items.find((item) => item.email === email)).toMatchObject({ region, type: 'general', name: VALID.name });
    expect(errors).toEqual([]);
    await close();
  });
});
