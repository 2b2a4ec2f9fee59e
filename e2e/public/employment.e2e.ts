import type { Page } from 'playwright-core';
import { screenshot } from '../support/browser';
import { ownAppSession, seriousA11yViolations } from './public-support';

/** True when the element is fully on screen and not under the sticky navigation bar. */
async function inView(page: Page, id: string): Promise<boolean> {
  return page.evaluate((elementId) => {
    const element = document.getElementById(elementId);
    const nav = document.querySelector('header');
    if (!element) return false;
    const box = element.getBoundingClientRect();
    const navBottom = nav ? nav.getBoundingClientRect().bottom : 0;
    return box.top >= navBottom && box.bottom <= window.innerHeight;
  }, id);
}

async function focusedId(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.activeElement?.id);
}

async function fillValid(page: Page, email: string) {
  await page.getByLabel('First Name').fill('Ichabod');
  await page.getByLabel('Last Name').fill('Crane');
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByLabel('Phone').pressSequentially('7165551234');
  await page.getByLabel('Street Address').fill('1 Hollow Road');
  await page.getByLabel('City').fill('Clarence');
  await page.getByLabel('Zip Code').fill('14031');
  await page.getByRole('combobox', { name: /^Position/ }).selectOption({ label: 'Sinister Actor' });
  await page.getByRole('checkbox', { name: 'Corn Maze Scarer' }).check();
  await page.getByLabel('Available Start Date').fill('2025-09-15');
  await page.getByRole('checkbox', { name: 'I confirm that I am 18 years or older' }).check();
}

describe('Employment application', () => {
  const own = ownAppSession();

  it('takes the region from ?region= and sets the state every time the region changes', async () => {
    const { page, errors, close } = await own.open('/employment');
    const state = page.getByLabel('State');
    await state.waitFor();
    expect(await state.inputValue()).toBe('NY');
    expect(await state.getAttribute('readonly')).not.toBeNull();
    expect(await page.getByRole('radio', { name: 'New York - Western NY Location' }).isChecked()).toBe(true);

    await page.getByRole('radio', { name: 'Florida - Central FL Location' }).check();
    expect(await state.inputValue()).toBe('FL');
    await page.waitForURL(/region=florida/);
    await page.getByText('Apply to work at Haunted Park Florida').waitFor();

    await page.getByRole('radio', { name: 'New York - Western NY Location' }).check();
    expect(await state.inputValue()).toBe('NY');

    await page.goto(own.url('/employment?region=florida'));
    await page.getByLabel('State').waitFor();
    expect(await page.getByLabel('State').inputValue()).toBe('FL');
    // The Careers link of the New York pages brings the region back.
    await page.goto(own.url('/new-york'));
    await page.getByRole('link', { name: 'Careers' }).first().click();
    await page.waitForURL(/\/employment\?region=new-york$/);
    expect(await page.getByLabel('State').inputValue()).toBe('NY');
    expect(errors).toEqual([]);
    await close();
  });

  it('refuses each invalid rule with its message and sends nothing', async () => {
    const { page, errors, close } = await own.open('/employment');
    const sent: string[] = [];
    page.on('request', (request) => request.url().includes('/api/employment-applications') && sent.push(request.method()));
    await page.getByRole('button', { name: 'Submit Application' }).click();
    for (const message of [
      'Phone must be in format: 123-456-7890',
      'Zip code must be 5 digits',
      'Please select at least one position',
      'You must be 18 or older to apply',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    expect(await page.getByText('Required', { exact: true }).count()).toBe(7);
    await screenshot(page, 'employment-all-invalid');

    await fillValid(page, 'rules@example.com');
    const phone = page.getByLabel('Phone');
    await phone.fill('');
    await phone.pressSequentially('716555123456');
    expect(await phone.inputValue()).toBe('716-555-1234');
    await phone.fill('716-555');
    await page.getByLabel('Zip Code').fill('');
    await page.getByLabel('Zip Code').pressSequentially('1403199');
    expect(await page.getByLabel('Zip Code').inputValue()).toBe('14031');
    await page.getByLabel('Zip Code').fill('140');
    await page.getByRole('main').getByLabel('Email').fill('nobody@');
    await page.getByRole('checkbox', { name: 'Corn Maze Scarer' }).uncheck();
    await page.getByRole('checkbox', { name: 'I confirm that I am 18 years or older' }).uncheck();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    for (const message of [
      'Phone must be in format: 123-456-7890',
      'Zip code must be 5 digits',
      'Please enter a valid email address',
      'Please select at least one position',
      'You must be 18 or older to apply',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    expect(sent).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('on a phone, an empty submit lists every problem at the top of the form and takes the applicant to the first field', async () => {
    const { page, errors, close } = await own.open('/employment', { width: 390, height: 844 });
    const submit = page.getByRole('button', { name: 'Submit Application' });
    await submit.scrollIntoViewIfNeeded();
    await submit.click();

    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await summary.waitFor();
    expect(await summary.getByRole('link').allInnerTexts()).toEqual([
      'First Name: Required',
      'Last Name: Required',
      'Email: Required',
      'Phone: Phone must be in format: 123-456-7890',
      'Street Address: Required',
      'City: Required',
      'Zip Code: Zip code must be 5 digits',
      'Position: Required',
      'Specific Positions: Please select at least one position',
      'Available Start Date: Required',
      'Age: You must be 18 or older to apply',
    ]);
    // The first invalid field has the focus and is on screen, not the button at the bottom.
    await page.waitForFunction(() => document.activeElement?.id === 'employment-firstName');
    expect(await inView(page, 'employment-firstName')).toBe(true);
    await screenshot(page, 'employment-error-summary-390');

    // Each link of the summary takes the applicant to its field.
    await summary.getByRole('link', { name: 'Zip Code: Zip code must be 5 digits' }).click();
    expect(await focusedId(page)).toBe('employment-zipCode');
    expect(await inView(page, 'employment-zipCode')).toBe(true);
    await summary.getByRole('link', { name: 'Age: You must be 18 or older to apply' }).click();
    expect(await focusedId(page)).toBe('employment-over18');
    expect(await inView(page, 'employment-over18')).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Fixed fields leave the summary; a second submit takes the applicant to the first one still wrong.
    await page.getByLabel('First Name').fill('Ichabod');
    await page.getByLabel('Last Name').fill('Crane');
    await summary.getByRole('link', { name: 'First Name: Required' }).waitFor({ state: 'detached' });
    await submit.click();
    await page.waitForFunction(() => document.activeElement?.id === 'employment-email');
    expect(await inView(page, 'employment-email')).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it("shows the positions and the conditional fields of each posting's type, clearing the choice on change", async () => {
    const { page, errors, close } = await own.open('/employment', { width: 360 });
    const type = page.getByRole('combobox', { name: /^Position/ });
    const lift = page.getByRole('checkbox', { name: 'I can lift up to 50 pounds and stand for extended periods' });
    const dark = page.getByRole('checkbox', { name: 'I am comfortable working in dark, confined spaces' });
    const links = page.getByLabel('Performance Links');
    await type.waitFor();
    expect(await type.locator('option').allTextContents()).toEqual([
      'Select a position',
      'Sinister Actor',
      'Operations Crew',
      'Entertainment Acts',
    ]);

    await type.selectOption({ label: 'Sinister Actor' });
    await page.getByRole('checkbox', { name: 'Tour Guide' }).check();
    expect(await dark.count()).toBe(1);
    expect(await lift.count()).toBe(0);
    expect(await links.count()).toBe(0);

    await type.selectOption({ label: 'Operations Crew' });
    expect(await page.getByRole('checkbox', { name: 'Tour Guide' }).count()).toBe(0);
    for (const position of [
      'Line Attendant',
      'Parking Attendant',
      'Store Clerk',
      'Ticket Booth',
      'Tractor Driver',
      'Property Maintenance',
    ]) {
      expect(await page.getByRole('checkbox', { name: position }).isChecked()).toBe(false);
    }
    expect(await lift.count()).toBe(1);
    expect(await dark.count()).toBe(0);
    expect(await links.count()).toBe(0);

    await type.selectOption({ label: 'Entertainment Acts' });
    for (const position of [
      'Dance Performer',
      'Fire Breather',
      'Sword Swallower',
      'Contortionist',
      'Magician',
      'Other Performance Artist',
    ]) {
      expect(await page.getByRole('checkbox', { name: position }).count()).toBe(1);
    }
    expect(await links.count()).toBe(1);
    expect(await lift.count()).toBe(0);
    expect(await dark.count()).toBe(0);
    await screenshot(page, 'employment-entertainment-360');
    expect(errors).toEqual([]);
    await close();
  });

  it('submits a valid application, shows its confirmation (also after a reload), and the application is stored as sent', async () => {
    const { page, errors, close } = await own.open('/employment?region=florida');
    const email = `apply-${Date.now()}@example.com`;
    await page.getByLabel('State').waitFor();
    await fillValid(page, email);
    await page.getByRole('checkbox', { name: 'I am comfortable working in dark, confined spaces' }).check();
    await page.getByLabel('Work Availability').selectOption('weekends');
    await page.getByLabel('Special Skills').fill('Stilts and fog machines');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const confirmation = page.getByRole('heading', { name: 'Application Submitted!' });
    await confirmation.waitFor();
    // Focus moves to the confirmation, so a screen reader reads it out.
    await page.waitForFunction(() => document.activeElement?.textContent === 'Application Submitted!');
    await page.getByText("Thank you for your interest. We'll contact you soon for audition dates.").waitFor();
    await page.getByText('Ichabod, you applied for Sinister Actor in Florida.').waitFor();
    // This app has no mail server: the confirmation e-mail waits in the outbox, so the page claims no copy was sent.
    await page.getByText(`We'll be in touch at ${email}.`).waitFor();
    expect(await page.getByText(/e-mailed a copy/).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Submit Application' }).count()).toBe(0);
    await screenshot(page, 'employment-submitted');
    await page.reload();
    await confirmation.waitFor();
    await page.getByRole('button', { name: 'Send Another Application' }).click();
    expect(await page.getByLabel('First Name').inputValue()).toBe('');
    expect(await page.getByLabel('State').inputValue()).toBe('FL');

    const token = await own.token();
    const list = (await (await own.api('/api/employment-applications?limit=100', { token })).json()) as {
      items: Record<string, unknown>[];
    };
    expect(list.items.find((item) => item.email === email)).toMatchObject({
      firstName: 'Ichabod',
      phone: '716-555-1234',
      state: 'FL',
      region: 'florida',
      zipCode: '14031',
      jobTitle: 'Sinister Actor',
      positionType: 'actor',
      specificPositions: ['Corn Maze Scarer'],
      availability: 'weekends',
      over18: true,
      comfortableInDark: true,
      status: 'pending',
    });
    expect(errors).toEqual([]);
    await close();
  });

  it('on a phone, attaches a headshot that only hiring staff can read back', async () => {
    const { page, errors, close } = await own.open('/employment?region=new-york', { width: 390, height: 844 });
    const email = `headshot-${Date.now()}@example.com`;
    await page.getByLabel('State').waitFor();
    await fillValid(page, email);
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    await page.getByLabel('Headshot (optional)').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await screenshot(page, 'employment-headshot-390');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByRole('heading', { name: 'Application Submitted!' }).waitFor();

    const token = await own.token();
    const list = (await (await own.api('/api/employment-applications?limit=100', { token })).json()) as {
      items: { id: number; email: string }[];
    };
    const id = list.items.find((item) => item.email === email)?.id;
    const staff = (await (await own.api(`/api/employment-applications/${id}`, { token })).json()) as { headshotUrl: string };
    expect(staff.headshotUrl).toBe(`/api/employment-applications/${id}/files/headshot`);
    const file = await own.api(staff.headshotUrl, { token });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);
    expect((await own.api(staff.headshotUrl)).status).toBe(401);
    expect(errors).toEqual([]);
    await close();
  });
});
