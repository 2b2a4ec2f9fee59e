import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { adminSession, jobApplication } from './admin-support';

// The app's database lives here, so the test can read the invitation e-mail the outbox holds (no SMTP in this app).
const dataDir = mkdtempSync(join(tmpdir(), 'haunt-e2e-auditions-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('an applicant books an audition from the link at 390 and 1440 px; staff mark attendance', () => {
  const admin = adminSession({ env: () => ({ DATA_DIR: dataDir }) });
  let link: string;
  let templateId: number;

  /** An application of the region, sent the invitation template: its personal link, read from the outbox. */
  async function invite(token: string, template: number, firstName: string, lastName: string): Promise<string> {
    const email = `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com`;
    const applied = await admin.api('/api/employment-applications', {
      method: 'POST',
      json: jobApplication({ firstName, lastName, email }),
    });
    expect(applied.status).toBe(201);
    const { id } = (await applied.json()) as { id: number };
    const sent = await admin.api(`/api/employment-applications/${id}/emails`, { method: 'POST', token, json: { templateId: template } });
    expect(sent.status).toBe(200);
    const db = new Database(join(dataDir, 'haunt.sqlite'), { readonly: true });
    const mail = db.prepare("SELECT text FROM mail_outbox WHERE subject = 'Your audition' AND `to` = ?").get(email) as { text: string };
    db.close();
    return /\/auditions\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0] ?? '';
  }

  beforeAll(async () => {
    const token = await admin.token();
    const startsAt = new Date(Date.now() + 5 * 24 * 60 * 60 * 1000).toISOString();
    const session = await admin.api('/api/audition-sessions', {
      method: 'POST',
      token,
      json: { startsAt, place: 'The Old Barn', capacity: 3, positionTypes: ['actor'], region: 'new-york' },
    });
    expect(session.status).toBe(201);
    const template = await admin.api('/api/email-templates', {
      method: 'POST',
      token,
      json: { name: 'Audition invitation', subject: 'Your audition', body: 'Hi {firstName}, pick a time: {auditionLink}' },
    });
    expect(template.status).toBe(201);
    templateId = ((await template.json()) as { id: number }).id;
    link = await invite(token, templateId, 'Lucy', 'Westenra');
    expect(link).not.toBe('');
  });

  it('books a session from the personal link, then staff mark the applicant attended', async () => {
    const applicant = await admin.open(link, { width: 390, signIn: false });
    const { page } = applicant;
    await page.getByRole('heading', { name: 'Hi Lucy,' }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await page.getByText('3 places left').waitFor();
    await page.getByRole('button', { name: 'Book this session' }).click();
    await page
      .getByRole('status')
      .getByText(/Booked: .*The Old Barn/)
      .waitFor();
    await page.getByText('Your audition', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Cancel my audition' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(applicant.errors).toEqual([]);
    await applicant.close();

    const staff = await admin.open('/admin/employment/auditions', { width: 390 });
    const row = staff.page.getByRole('row').filter({ hasText: 'The Old Barn' });
    await row.getByText('1 / 3').waitFor();
    await row.getByRole('button', { name: 'List' }).click();
    const attendees = staff.page.getByRole('table', { name: 'Attendees' });
    await attendees.getByText('Lucy Westenra').waitFor();
    await attendees.getByRole('button', { name: 'Attended' }).click();
    await attendees.getByRole('button', { name: 'Attended' }).and(staff.page.locator('[disabled]')).waitFor();
    expect(staff.errors).toEqual([]);
    await staff.close();
  });

  it('at 1440 px a second applicant books, cancels and books again; staff see both bookings', async () => {
    const secondLink = await invite(await admin.token(), templateId, 'Mina', 'Murray');
    expect(secondLink).not.toBe('');
    const applicant = await admin.open(secondLink, { width: 1440, signIn: false });
    const { page } = applicant;
    await page.getByRole('heading', { name: 'Hi Mina,' }).waitFor();
    await page.getByText('2 places left').waitFor();
    await page.getByRole('button', { name: 'Book this session' }).click();
    await page
      .getByRole('status')
      .getByText(/Booked: .*The Old Barn/)
      .waitFor();
    await page.getByRole('button', { name: 'Cancel my audition' }).click();
    await page.getByRole('status').getByText('Your audition is cancelled.').waitFor();
    await page.getByText('2 places left').waitFor();
    await page.getByRole('button', { name: 'Book this session' }).click();
    await page
      .getByRole('status')
      .getByText(/Booked: .*The Old Barn/)
      .waitFor();
    expect(applicant.errors).toEqual([]);
    await applicant.close();

    const staff = await admin.open('/admin/employment/auditions', { width: 1440 });
    await staff.page.getByRole('row').filter({ hasText: 'The Old Barn' }).getByText('2 / 3').waitFor();
    expect(staff.errors).toEqual([]);
    await staff.close();
  });
});
