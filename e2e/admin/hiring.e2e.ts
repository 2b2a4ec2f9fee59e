import { adminSession, confirm, jobApplication, pick, shot, toast } from './admin-support';

describe.each([1440, 390])('hiring on the applicant page at %i px: a note, a template, erasing', (width) => {
  const admin = adminSession();
  let id: number;

  beforeAll(async () => {
    const response = await admin.api('/api/employment-applications', {
      method: 'POST',
      json: jobApplication({ email: `mina.${width}@example.com`, firstName: 'Mina', lastName: `Murray${width}` }),
    });
    expect(response.status).toBe(201);
    id = ((await response.json()) as { id: number }).id;
  });

  it('writes a note, sends a template that waits for SMTP, then erases the applicant', async () => {
    const { page, errors, close } = await admin.open('/admin/employment', { width });
    const card = page.getByTestId('application-card').filter({ hasText: `Mina Murray${width}` });
    await card.getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: 'Application Details' });
    await dialog.getByRole('link', { name: 'Open Applicant Page' }).click();
    await page.waitForURL(`**/admin/employment/${id}`);
    await page.getByRole('heading', { name: 'APPLICANT' }).waitFor();

    const timeline = page.getByRole('list', { name: 'Timeline' });
    // The confirmation every new applicant gets, waiting because this app has no SMTP_URL.
    await timeline.getByText('We received your application, Mina').waitFor();
    await page.getByText(/No mail server is set yet/).waitFor();

    await page.getByRole('textbox', { name: 'Note' }).fill('Chilling scream at the open call');
    await page.getByRole('button', { name: 'Add Note' }).click();
    await toast(page, 'Note added');
    const note = timeline.getByTestId('timeline-entry').filter({ hasText: 'Chilling scream at the open call' });
    await note.waitFor();
    await note.getByRole('button', { name: 'Edit' }).click();
    // Being edited, the note's text is in the field: the entry is found by the field now.
    await timeline.getByRole('textbox', { name: 'Edit note' }).fill('Chilling scream; weekends only');
    await timeline.getByRole('button', { name: 'Save Note' }).click();
    await timeline.getByText('Chilling scream; weekends only').waitFor();

    await pick(page, page.getByRole('combobox', { name: 'Template' }), "Thanks, we'll be in touch");
    await page.getByRole('button', { name: 'Send E-mail' }).click();
    await toast(page, 'E-mail queued');
    const sent = timeline.getByTestId('timeline-entry').filter({ hasText: 'Your application to Haunted Park' });
    await sent.getByText('Queued').waitFor();
    await sent.getByRole('button', { name: 'Discard E-mail' }).click();
    await sent.getByText('Discarded').waitFor();

    // Nothing overflows the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, `applicant-page-${width}`);

    await page.getByRole('button', { name: 'Erase Applicant' }).click();
    await confirm(page, /Erase the application of Mina Murray/, 'Erase');
    await toast(page, 'Applicant erased');
    await page.waitForURL('**/admin/employment');
    expect((await admin.api(`/api/employment-applications/${id}`, { token: await admin.token() })).status).toBe(404);
    expect(errors).toEqual([]);
    await close();
  });
});
