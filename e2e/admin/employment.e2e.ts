import { adminSession, choose, downloadedText, jobApplication, shot, toast } from './admin-support';

const application = (overrides: Record<string, unknown>) =>
  jobApplication({
    specificPositions: ['Corn Maze Scarer', 'Tour Guide'],
    previousExperience: 'Three seasons at a haunted hayride',
    specialSkills: 'Blood-curdling scream',
    comfortableInDark: true,
    ...overrides,
  });

describe('admin employment applications: filter, review, change status, export', () => {
  const admin = adminSession();

  beforeAll(async () => {
    const applicants = [
      application({}),
      application({
        firstName: 'Lilith',
        lastName: 'Moreau',
        email: 'lilith@example.com',
        region: 'florida',
        state: 'FL',
        zipCode: '33101',
        city: 'Miami',
        jobPostingId: 6, // Florida's Entertainment Acts, opened by the demo content
        specificPositions: ['Fire Breather'],
        performanceLinks: 'https://video.example.com/lilith-fire',
        comfortableInDark: false,
      }),
    ];
    for (const body of applicants) {
      const response = await admin.api('/api/employment-applications', { method: 'POST', json: body });
      expect(response.status).toBe(201);
    }
  });

  it("filters the list, opens an application, accepts it and exports what's shown", async () => {
    const { page, errors, close } = await admin.open('/admin/employment');
    const cards = page.getByTestId('application-card');
    await cards.nth(1).waitFor();
    expect(await cards.count()).toBe(2);

    await choose(page, 'Region', 'Florida');
    await page.getByText('1 application', { exact: true }).waitFor();
    expect(await cards.first().textContent()).toContain('Lilith Moreau');
    await choose(page, 'Status', 'Accepted');
    await page.getByText('No applications found').waitFor();
    await choose(page, 'Status', 'All Status');
    await choose(page, 'Region', 'All Regions');
    await page.getByText('2 applications', { exact: true }).waitFor();

    const vlad = cards.filter({ hasText: 'Vlad Harker' });
    expect(await vlad.textContent()).toContain('Pending');
    expect(await vlad.textContent()).toContain('Sinister Actor');
    await vlad.getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: 'Application Details' });
    await dialog.waitFor();
    for (const text of [
      'Personal Information',
      'Position Information',
      'Experience & Skills',
      'Requirements',
      '13 Cemetery Road, Clarence, NY 14031',
      'Corn Maze Scarer',
      'Blood-curdling scream',
    ]) {
      await dialog.getByText(text).first().waitFor();
    }
    expect(await dialog.getByRole('button', { name: 'Accept' }).isEnabled()).toBe(true);
    await shot(page, 'employment-dialog');
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await toast(page, 'Status updated');
    await dialog.waitFor({ state: 'hidden' });
    await vlad.getByText('Accepted').waitFor();

    await vlad.getByRole('button').click();
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Accept' }).isDisabled()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Mark as Reviewing' }).isEnabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await choose(page, 'Status', 'Accepted');
    await page.getByText('1 application', { exact: true }).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^applications-accepted-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await downloadedText(file)).replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toContain('First Name,Last Name,Email');
    expect(lines[0]).toContain('Zip Code,Job Posting,Position Type');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('14031,Sinister Actor,Sinister Actor');
    expect(lines[1]).toContain('vlad.harker@example.com');
    expect(lines[1]).toContain('Accepted');
    expect(csv).not.toContain('lilith@example.com');
    expect(errors).toEqual([]);
    await close();
  });
});
