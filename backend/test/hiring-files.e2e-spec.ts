import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ApplicantPrivacy } from '../src/employment/applicant-privacy';
import { employmentApplicationBody } from './support/factories';
import { htmlFile, imageFile } from './support/media-files';
import { addMember, memberToken } from './support/staff';
import { bearer, testAppSession } from './support/test-app';
import { openJobPostings } from './support/job-postings';

const pdfFile = () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe("applicants' headshot and résumé", () => {
  const t = testAppSession({ config: { smtpUrl: undefined } });
  beforeAll(() => openJobPostings(t));
  let hiring: { Authorization: string };
  let editor: { Authorization: string };
  beforeAll(async () => {
    hiring = bearer(await memberToken(t.dataSource, t.config.jwtSecret, (await addMember(t.dataSource, 'hiring')).id));
    editor = bearer(await memberToken(t.dataSource, t.config.jwtSecret, (await addMember(t.dataSource, 'editor')).id));
  });
  beforeEach(() => t.dataSource.query('DELETE FROM rate_limits'));

  const apply = (files: { headshot?: Buffer; resume?: Buffer }, email = 'files@example.com') => {
    const request = t.http.post('/api/employment-applications').field('application', JSON.stringify(employmentApplicationBody({ email })));
    if (files.headshot) request.attach('headshot', files.headshot, 'me.png');
    if (files.resume) request.attach('resume', files.resume, 'cv.pdf');
    return request;
  };
  const privateFiles = () => (existsSync(t.config.privateDir) ? readdirSync(t.config.privateDir) : []);
  const uploads = () => (existsSync(t.config.uploadsDir) ? readdirSync(t.config.uploadsDir) : []);

  it('stores them privately and serves them to hiring staff and owners only', async () => {
    const headshot = await imageFile('png', 40, 40);
    const uploadsBefore = uploads();
    const { id } = (await apply({ headshot, resume: pdfFile() }).expect(201)).body as { id: number };
    const stored = privateFiles().filter((name) => name.startsWith('application-'));
    expect(stored).toEqual(
      expect.arrayContaining([expect.stringMatching(/^application-headshot-.+\.png$/), expect.stringMatching(/\.pdf$/)]),
    );
    expect(uploads()).toEqual(uploadsBefore);
    for (const name of stored) await t.http.get(`/uploads/${name}`).expect(404);

    const staff = (await t.http.get(`/api/employment-applications/${id}`).set(hiring).expect(200)).body;
    expect(staff.headshotUrl).toBe(`/api/employment-applications/${id}/files/headshot`);
    expect(staff.resumeUrl).toBe(`/api/employment-applications/${id}/files/resume`);

    const image = await t.http.get(staff.headshotUrl).set(hiring).buffer(true).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-disposition']).toBe('attachment; filename=Ichabod-Crane-headshot.png');
    expect(Buffer.compare(image.body as Buffer, headshot)).toBe(0);
    const pdf = await t.http.get(staff.resumeUrl).set(t.admin).buffer(true).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    await t.http.get(staff.resumeUrl).set(editor).expect(403);
    await t.http.get(staff.resumeUrl).expect(401);
    await t.http.get(`/api/employment-applications/${id}/files/passport`).set(hiring).expect(404);
  });

  it('keeps the JSON submission, without files', async () => {
    const { id } = (await t.http.post('/api/employment-applications').send(employmentApplicationBody()).expect(201)).body;
    const staff = (await t.http.get(`/api/employment-applications/${id}`).set(hiring).expect(200)).body;
    expect(staff).toMatchObject({ headshotUrl: null, resumeUrl: null });
    const missing = await t.http.get(`/api/employment-applications/${id}/files/headshot`).set(hiring).expect(404);
    expect(missing.body.message).toBe('The application has no headshot');
  });

  it('refuses a file whose content is not of its type, and one over 5 MB, storing nothing', async () => {
    const before = privateFiles();
    const fake = await apply({ headshot: htmlFile() }).expect(400);
    expect(fake.body.errors).toEqual({ headshot: ['The headshot must be a JPEG, PNG or WebP image'] });
    const imageAsResume = await apply({ resume: await imageFile('jpeg', 20, 20) }).expect(400);
    expect(imageAsResume.body.errors).toEqual({ resume: ['The résumé must be a PDF'] });
    const big = Buffer.concat([pdfFile(), Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await apply({ resume: big }).expect(413);
    expect(tooLarge.body.message).toBe('The résumé is too large: the limit is 5 MB');
    const invalid = await t.http
      .post('/api/employment-applications')
      .field('application', JSON.stringify({ ...employmentApplicationBody(), phone: '12' }))
      .attach('resume', pdfFile(), 'cv.pdf')
      .expect(400);
    expect(invalid.body.errors.phone).toBeDefined();
    expect(privateFiles()).toEqual(before);
  });

  it('exports the files with the application, and erasing removes them', async () => {
    const headshot = await imageFile('webp', 30, 30);
    const { id } = (await apply({ headshot, resume: pdfFile() }, 'erase.files@example.com').expect(201)).body as { id: number };
    const exported = (await t.http.get(`/api/employment-applications/${id}/export`).set(hiring).expect(200)).body;
    expect(exported.files).toEqual([
      { kind: 'headshot', contentType: 'image/webp', base64: headshot.toString('base64') },
      { kind: 'resume', contentType: 'application/pdf', base64: pdfFile().toString('base64') },
    ]);
    const [row] = (await t.dataSource.query('SELECT headshotKey, resumeKey FROM employment_applications WHERE id = ?', [id])) as {
      headshotKey: string;
      resumeKey: string;
    }[];
    expect(existsSync(join(t.config.privateDir, row.headshotKey))).toBe(true);
    await t.http.delete(`/api/employment-applications/${id}`).set(hiring).expect(204);
    expect(existsSync(join(t.config.privateDir, row.headshotKey))).toBe(false);
    expect(existsSync(join(t.config.privateDir, row.resumeKey))).toBe(false);
  });

  it('erasing past the retention period removes the files too', async () => {
    await apply({ resume: pdfFile() }, 'old.files@example.com').expect(201);
    expect(privateFiles().length).toBeGreaterThan(0);
    const inTenYears = new Date(Date.now() + 10 * 365 * 24 * 60 * 60 * 1000);
    expect(await t.app.get(ApplicantPrivacy).eraseExpired(inTenYears)).toBeGreaterThan(0);
    expect(privateFiles()).toEqual([]);
  });
});
