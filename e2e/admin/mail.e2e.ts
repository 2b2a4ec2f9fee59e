import { startMailbox, type Mailbox } from '../support/mailbox';
import { adminSession, shot, toast } from './admin-support';

describe('the E-mail screen on a fresh install without mail', () => {
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
  });
  afterAll(() => mailbox?.close());

  const admin = adminSession();

  it('shows a sign-up waiting for mail, then the owner sets the mail server, sends a test e-mail, and the sign-up goes out', async () => {
    const signUp = await admin.api('/api/subscribers', { method: 'POST', json: { email: 'raven@example.com', region: 'florida' } });
    expect(await signUp.json()).toEqual({ email: 'raven@example.com', region: 'florida', confirmationSent: false });

    const { page, errors, close } = await admin.open('/admin/mail');
    await page.getByText('No mail server is set: every e-mail waits in the outbox below until one is.').waitFor();
    const waiting = page.getByTestId('outbox-row').filter({ hasText: 'Confirm your Haunted Park Florida sign-up' });
    await waiting.getByText('Waiting for a mail server: set it above').waitFor();
    await shot(page, 'mail-waiting');

    await page.getByLabel('Mail server (SMTP URL)').fill(mailbox.url);
    await page.getByLabel('From address').fill('Haunted Park <hello@park.example.com>');
    await page.getByLabel('Public address of the site').fill('https://park.example.com');
    await page.getByRole('button', { name: 'Save Mail Settings' }).click();
    await toast(page, 'Mail settings saved');

    await page.getByLabel('Send a test e-mail to').fill('owner@example.com');
    await page.getByRole('button', { name: 'Send a Test E-mail' }).click();
    await page.getByText('The mail server accepted the test e-mail to owner@example.com.').waitFor();

    await page.getByRole('tab', { name: 'Sent' }).click();
    await page.getByTestId('outbox-row').filter({ hasText: 'Confirm your Haunted Park Florida sign-up' }).waitFor();
    await shot(page, 'mail-sent');
    // The tab may show the last list until the sent one arrives: the mailbox says when the mail is really out.
    const confirmation = await mailbox.mailTo('raven@example.com');
    expect(confirmation?.data.replace(/=\r?\n/g, '')).toContain('https://park.example.com/mailing-list/confirm#');
    expect(errors).toEqual([]);
    await close();
  });
});
