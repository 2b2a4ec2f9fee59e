import type { AuthenticatedAdmin } from '../../src/common/auth/authenticated-admin';
import { ApplicantPrivacy } from '../../src/employment/applicant-privacy';
import type { RegionActiveListQueryDto } from '../../src/common/content/region-active-list-query.dto';
import { addTranslations } from '../../src/database/migrations/1765050000002-content-translations';
import { JobPostings1764960000001 } from '../../src/database/migrations/1764960000001-job-postings';
import type { CreateEmploymentApplicationDto } from '../../src/employment/dto/create-employment-application.dto';
import type { EmploymentApplicationQueryDto } from '../../src/employment/dto/employment-application-query.dto';
import type { CreateJobPostingDto, UpdateJobPostingDto } from '../../src/employment/dto/job-posting.dto';
import type { HiringSettingsBodyDto } from '../../src/employment/dto/hiring-settings.dto';
import { EmploymentModule } from '../../src/employment/employment.module';
import { EmploymentService } from '../../src/employment/employment.service';
import { EmploymentApplication } from '../../src/employment/entities/employment-application.entity';
import { JobPostings } from '../../src/employment/job-postings';
import { employmentApplicationBody, jobPostingBody } from '../support/factories';
import { SEEDED_JOB_POSTINGS } from '../support/job-postings';
import { asRequest, serviceSession } from '../support/service-module';

const REVIEWER: AuthenticatedAdmin = { id: 1, username: 'admin', role: 'owner', totpEnabled: false, twoFactorSetupRequired: false };
const STAFF = { isAdmin: true };
const VISITOR = { isAdmin: false };
const TITLES = ['Sinister Actor', 'Operations Crew', 'Entertainment Acts'];
const CLOSED = { status: 409, message: 'This job is no longer open for applications. Please choose another one.' };
const NOT_IN_REGION = { errors: { jobPostingId: ['Choose one of the open jobs of the chosen location'] } };
const FIRE_BREATHER =
  '"Fire Breather" is not one of the actor positions: Scene/Walking Trail Actor, Corn Maze Scarer, Property Scarer, Tour Guide';
const TRACTOR_DRIVER =
  '"Tractor Driver" is not one of the actor positions: Scene/Walking Trail Actor, Corn Maze Scarer, Property Scarer, Tour Guide';

const postingBody = (overrides: Record<string, unknown> = {}) => jobPostingBody(overrides) as CreateJobPostingDto;

describe('employment applications and job postings (EmploymentService, JobPostings)', () => {
  const s = serviceSession({ imports: [EmploymentModule] });
  const employment = () => s.get(EmploymentService);
  const postings = () => s.get(JobPostings);
  const countRows = () => s.dataSource.getRepository(EmploymentApplication).count();
  let visitorCounter = 0;
  /** An address no other test has used, so that no earlier application counts against its limit. */
  const newVisitor = () => `198.51.100.${++visitorCounter}`;
  const apply = (overrides: Record<string, unknown> = {}, ip = newVisitor()) =>
    employment().submit(employmentApplicationBody(overrides) as CreateEmploymentApplicationDto, ip);
  const list = async (query: Partial<EmploymentApplicationQueryDto> = {}) =>
    (await employment().list(query as EmploymentApplicationQueryDto)).items.map((application) => application.id);
  const titles = async (region: string, viewer = VISITOR) =>
    (await postings().list({ region } as RegionActiveListQueryDto, viewer)).items.map((posting) => posting.title);

  describe('the seeded postings of a park started without the demo content', () => {
    it('are the three fixed position types in each region, closed: visitors see none, and none takes applications', async () => {
      const staff = (await postings().list({} as RegionActiveListQueryDto, STAFF)).items;
      expect(staff.map((p) => [p.region, p.title, p.positionType, p.active])).toEqual([
        ['new-york', 'Sinister Actor', 'actor', false],
        ['florida', 'Sinister Actor', 'actor', false],
        ['new-york', 'Operations Crew', 'operations', false],
        ['florida', 'Operations Crew', 'operations', false],
        ['new-york', 'Entertainment Acts', 'entertainment', false],
        ['florida', 'Entertainment Acts', 'entertainment', false],
      ]);
      expect(staff[0]).toMatchObject({
        id: SEEDED_JOB_POSTINGS['new-york'].actor,
        payFrom: null,
        payTo: null,
        schedule: null,
        endDate: null,
      });
      expect(staff[0].description).toContain('- Corn Maze Scarer');
      expect(await titles('new-york')).toEqual([]);
      await expect(postings().get(SEEDED_JOB_POSTINGS['new-york'].actor, VISITOR)).rejects.toMatchObject({ status: 404 });
      const before = await countRows();
      await expect(apply({ jobPostingId: SEEDED_JOB_POSTINGS['new-york'].actor })).rejects.toMatchObject(CLOSED);
      expect(await countRows()).toBe(before);
    });
  });

  describe('job postings', () => {
    it('a published posting is read by visitors of its region, taken applications name it, and its positions are its type’s', async () => {
      const created = await postings().create(postingBody());
      expect(created).toMatchObject({ ...postingBody(), active: true, sortOrder: 0 });
      expect(await titles('new-york')).toEqual(['Makeup Artist']);
      expect(await titles('florida')).toEqual([]);
      // A visitor reads what staff read, without the translations staff's reads carry.
      const { translations, ...asVisitorsReadIt } = created;
      expect(translations).toEqual({});
      expect(await postings().get(created.id, VISITOR)).toEqual(asVisitorsReadIt);

      const application = await apply({ jobPostingId: created.id, specificPositions: ['Tour Guide'] });
      expect(application).toMatchObject({ jobPostingId: created.id, jobTitle: 'Makeup Artist', positionType: 'actor' });
      expect(await employment().findOne(application.id)).toMatchObject({ jobPostingId: created.id, jobTitle: 'Makeup Artist' });

      await expect(apply({ jobPostingId: created.id, specificPositions: ['Tractor Driver'] })).rejects.toMatchObject({
        errors: { specificPositions: [TRACTOR_DRIVER] },
      });
      await expect(apply({ jobPostingId: created.id, region: 'florida', state: 'FL' })).rejects.toMatchObject(NOT_IN_REGION);
    });

    it('closing a posting hides it from visitors and refuses new applications; staff still see it', async () => {
      const { id } = await postings().create(postingBody({ title: 'Tour Guide' }));
      await apply({ jobPostingId: id, specificPositions: ['Tour Guide'] });
      expect(await postings().update(id, { active: false } as UpdateJobPostingDto)).toMatchObject({
        id,
        title: 'Tour Guide',
        payFrom: 16,
        active: false,
      });
      expect(await titles('new-york')).not.toContain('Tour Guide');
      await expect(postings().get(id, VISITOR)).rejects.toMatchObject({ status: 404 });
      expect((await postings().get(id, STAFF)).active).toBe(false);
      await expect(apply({ jobPostingId: id, specificPositions: ['Tour Guide'] })).rejects.toMatchObject(CLOSED);
    });

    it('changes only the fields sent, and checks the pay range and the dates as they end up', async () => {
      const { id } = await postings().create(postingBody({ title: 'Ranges' }));
      const update = (dto: Record<string, unknown>) => postings().update(id, dto as UpdateJobPostingDto);
      expect(await update({ payTo: null, payUnit: 'night' })).toMatchObject({
        title: 'Ranges',
        payFrom: 16,
        payTo: null,
        payUnit: 'night',
        endDate: '2026-11-01',
      });
      await expect(update({ payTo: 10 })).rejects.toMatchObject({ errors: { payTo: ['Pay to must not be below the pay from'] } });
      await expect(update({ endDate: '2026-09-01' })).rejects.toMatchObject({
        errors: { endDate: ['End date must not be before the start date'] },
      });
      expect(await update({ payFrom: null })).toMatchObject({ payFrom: null, payTo: null });
    });

    it('deletes a posting no application names; one that applications name is closed instead (409)', async () => {
      const unused = await postings().create(postingBody({ title: 'Unused' }));
      await postings().remove(unused.id);
      await expect(postings().get(unused.id, STAFF)).rejects.toMatchObject({ status: 404 });
      const used = await postings().create(postingBody({ title: 'Used' }));
      await apply({ jobPostingId: used.id, specificPositions: ['Tour Guide'] });
      await expect(postings().remove(used.id)).rejects.toMatchObject({
        status: 409,
        message: 'Applications name this job posting: close it instead of deleting it',
      });
      await expect(postings().remove(999_999)).rejects.toMatchObject({ status: 404 });
    });
  });

  describe('applying', () => {
    beforeAll(async () => {
      for (const ids of Object.values(SEEDED_JOB_POSTINGS))
        for (const id of Object.values(ids)) await postings().update(id, { active: true } as UpdateJobPostingDto);
    });

    it('stores a pending application and returns it', async () => {
      const before = await countRows();
      // An address no earlier application used: its daily share of visitors' mails is whole.
      const email = 'first.applicant@example.com';
      expect(await apply({ email })).toEqual({
        id: expect.any(Number),
        ...employmentApplicationBody({ email }),
        jobTitle: 'Sinister Actor',
        positionType: 'actor',
        previousExperience: null,
        specialSkills: null,
        performanceLinks: null,
        canLiftWeight: false,
        comfortableInDark: false,
        availableNights: [],
        status: 'pending',
        // The seeded confirmation template is on, and no mail server is set: the applicant's copy waits.
        confirmationMail: 'waiting',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect(await countRows()).toBe(before + 1);
    });

    it('stores every optional field, and the state upper-cased', async () => {
      const fields = {
        jobPostingId: SEEDED_JOB_POSTINGS.florida.operations,
        specificPositions: ['Tractor Driver', 'Parking Attendant'],
        availability: 'weekends',
        previousExperience: 'Ten seasons at a corn maze',
        specialSkills: 'Chainsaw (no chain)',
        performanceLinks: 'https://video.example.com/me',
        canLiftWeight: true,
        comfortableInDark: true,
      };
      expect(await apply({ ...fields, region: 'florida', state: 'fl' })).toMatchObject({
        ...fields,
        jobTitle: 'Operations Crew',
        positionType: 'operations',
        state: 'FL',
        status: 'pending',
      });
    });

    it.each([
      ['a position of another type', { specificPositions: ['Fire Breather'] }, { errors: { specificPositions: [FIRE_BREATHER] } }],
      ['an unknown posting', { jobPostingId: 999_999 }, NOT_IN_REGION],
      ["another region's posting", { jobPostingId: SEEDED_JOB_POSTINGS.florida.actor }, NOT_IN_REGION],
    ])('refuses %s and stores nothing', async (_, overrides, refusal) => {
      const before = await countRows();
      await expect(apply(overrides)).rejects.toMatchObject(refusal);
      expect(await countRows()).toBe(before);
    });

    it('takes at most 10 applications an hour from one address, saying when to come back, storing nothing refused', async () => {
      const ip = newVisitor();
      for (let i = 0; i < 10; i++) await apply({}, ip);
      const before = await countRows();
      const refused = await apply({}, ip).catch((error: unknown) => error);
      expect(refused).toMatchObject({ status: 429, message: 'Too many applications from your address. Please try again later.' });
      expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(3000);
      expect(await countRows()).toBe(before);
      await apply();
    });

    it('lets exactly 10 of 50 simultaneous applications from a new address through', async () => {
      const ip = newVisitor();
      const before = await countRows();
      const results = await Promise.allSettled(Array.from({ length: 50 }, () => asRequest(() => apply({}, ip))));
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
      const refusals = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
      expect(refusals).toHaveLength(40);
      for (const refusal of refusals) expect(refusal).toMatchObject({ status: 429 });
      expect(await countRows()).toBe(before + 10);
    });
  });

  describe('a hiring day on the park Wi-Fi', () => {
    const privacy = () => s.get(ApplicantPrivacy);
    const at = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
    const hiringDay = (window: { hiringDayStartsAt?: string; hiringDayEndsAt?: string }) =>
      privacy().saveSettings({ retentionMonths: 24, ...window } as HiringSettingsBodyDto);
    afterEach(() => hiringDay({}));

    it('never refuses a queue on one network; each e-mail address (in any case) is limited instead', async () => {
      const window = { hiringDayStartsAt: new Date(Date.now() - 60_000).toISOString(), hiringDayEndsAt: at(1) };
      expect(await hiringDay(window)).toMatchObject({ ...window, hiringDayNow: true });
      const wifi = newVisitor();
      for (let i = 0; i < 25; i++) await apply({ email: `line${i}@example.com` }, wifi);
      for (let i = 0; i < 3; i++) await apply({ email: 'Twice@Example.com' }, wifi);
      await expect(apply({ email: 'twice@example.com' }, wifi)).rejects.toMatchObject({
        status: 429,
        message: 'Too many applications from this e-mail address today. Please ask a member of staff.',
      });
    });

    it('refuses a window without an end, ending before it starts, or longer than 7 days', async () => {
      const refusal = (message: string) => ({ errors: { hiringDayEndsAt: [message] } });
      await expect(hiringDay({ hiringDayStartsAt: at(0) })).rejects.toMatchObject(refusal('A hiring day needs both a start and an end'));
      await expect(hiringDay({ hiringDayStartsAt: at(2), hiringDayEndsAt: at(1) })).rejects.toMatchObject(
        refusal('The hiring day must end after it starts'),
      );
      await expect(hiringDay({ hiringDayStartsAt: at(0), hiringDayEndsAt: at(24 * 8) })).rejects.toMatchObject(
        refusal('A hiring day lasts at most 7 days'),
      );
    });
  });

  describe('reviewing applications', () => {
    let apps: Record<string, { id: number }>;

    beforeAll(async () => {
      await s.dataSource.query('DELETE FROM employment_applications');
      apps = {
        nyActor: await apply({ firstName: 'A' }),
        flOps: await apply({
          firstName: 'B',
          region: 'florida',
          jobPostingId: SEEDED_JOB_POSTINGS.florida.operations,
          specificPositions: ['Store Clerk'],
        }),
        nyFire: await apply({
          firstName: 'C',
          jobPostingId: SEEDED_JOB_POSTINGS['new-york'].entertainment,
          specificPositions: ['Fire Breather'],
        }),
      };
    });

    it('lists applications newest first in the page envelope, a page at a time', async () => {
      const all = await employment().list({} as EmploymentApplicationQueryDto);
      expect(all).toMatchObject({ total: 3, limit: 20, offset: 0 });
      expect(all.items.map((a) => a.id)).toEqual([apps.nyFire.id, apps.flOps.id, apps.nyActor.id]);
      const page = await employment().list({ limit: 1, offset: 1 } as EmploymentApplicationQueryDto);
      expect(page).toMatchObject({ total: 3, limit: 1, offset: 1 });
      expect(page.items.map((a) => a.id)).toEqual([apps.flOps.id]);
    });

    it('reads one application; an unknown one is 404', async () => {
      expect(await employment().findOne(apps.flOps.id)).toMatchObject({
        id: apps.flOps.id,
        firstName: 'B',
        region: 'florida',
        specificPositions: ['Store Clerk'],
        status: 'pending',
      });
      await expect(employment().findOne(999_999)).rejects.toMatchObject({ status: 404, message: 'Application not found' });
    });

    it('moves between reviewing, accepted and rejected in any order, the current status again included', async () => {
      const id = apps.nyActor.id;
      for (const status of ['accepted', 'reviewing', 'rejected', 'accepted', 'rejected', 'reviewing', 'reviewing'] as const)
        expect(await employment().setStatus(id, status, REVIEWER)).toMatchObject({ id, status });
      expect((await employment().findOne(id)).status).toBe('reviewing');
      await expect(employment().setStatus(999_999, 'accepted', REVIEWER)).rejects.toMatchObject({
        status: 404,
        message: 'Application not found',
      });
    });

    it('filters by region and status', async () => {
      await employment().setStatus(apps.flOps.id, 'accepted', REVIEWER);
      expect(await list({ region: 'florida' })).toEqual([apps.flOps.id]);
      expect(await list({ status: 'accepted' })).toEqual([apps.flOps.id]);
      expect(await list({ status: 'pending' })).toEqual([apps.nyFire.id]);
      expect(await list({ region: 'new-york', status: 'accepted' })).toEqual([]);
    });
  });

  describe('searching applications', () => {
    let apps: Record<string, { id: number }>;

    beforeAll(async () => {
      await s.dataSource.query('DELETE FROM employment_applications');
      apps = {
        ichabod: await apply({ firstName: 'Ichabod', lastName: 'Crane', email: 'ichabod@example.com' }),
        katrina: await apply({ firstName: 'Katrina', lastName: 'Van Tassel', email: 'k_vt@example.com', region: 'florida' }),
        brom: await apply({ firstName: 'Brom', lastName: 'Bones', email: 'brom@hollow.example.com' }),
      };
    });

    const search = async (term: string, query: Partial<EmploymentApplicationQueryDto> = {}) =>
      (await list({ search: term, ...query })).sort((a, b) => a - b);
    const idsOf = (...keys: string[]) => keys.map((key) => apps[key].id).sort((a, b) => a - b);

    it('finds applications by first name, last name or e-mail, case-insensitive', async () => {
      expect(await search('ichabod')).toEqual(idsOf('ichabod'));
      expect(await search('VAN TASSEL')).toEqual(idsOf('katrina'));
      expect(await search('hollow.example')).toEqual(idsOf('brom'));
      expect(await search('example.com')).toEqual(idsOf('ichabod', 'katrina', 'brom'));
      expect(await search('example.com', { region: 'new-york' })).toEqual(idsOf('ichabod', 'brom'));
      expect(await search('nobody')).toEqual([]);
    });

    it('takes % and _ literally', async () => {
      expect(await search('%')).toEqual([]);
      expect(await search('k_vt')).toEqual(idsOf('katrina'));
      expect(await search('_')).toEqual(idsOf('katrina'));
    });
  });
});

describe('job postings with the demo content, and their migration on a park in service (JobPostings)', () => {
  const s = serviceSession({ imports: [EmploymentModule], template: 'demo' });
  const open = async (region: string) =>
    (await s.get(JobPostings).list({ region } as RegionActiveListQueryDto, VISITOR)).items.map((posting) => posting.title);

  it('opens the three postings of each region', async () => {
    for (const region of ['new-york', 'florida']) expect(await open(region)).toEqual(TITLES);
  });

  // After the read above: it runs the migration down and up again on this database.
  it('the job postings migration on a park already in service keeps the postings open and has every application name its region’s posting of its type', async () => {
    const employment = s.get(EmploymentService);
    const ny = await employment.submit(employmentApplicationBody() as CreateEmploymentApplicationDto, '198.51.100.1');
    const fl = await employment.submit(
      employmentApplicationBody({
        region: 'florida',
        state: 'FL',
        jobPostingId: SEEDED_JOB_POSTINGS.florida.entertainment,
        specificPositions: ['Magician'],
      }) as CreateEmploymentApplicationDto,
      '198.51.100.1',
    );
    const migration = new JobPostings1764960000001();
    const runner = s.dataSource.createQueryRunner();
    try {
      await migration.down(runner);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    // The table made again, as the later migrations left it (a runner of its own: it reads the table afresh).
    const later = s.dataSource.createQueryRunner();
    try {
      await addTranslations(later, 'job_postings');
    } finally {
      await later.release();
    }
    const rows = (await s.dataSource.query('SELECT id, jobPostingId, jobTitle FROM employment_applications ORDER BY id')) as {
      id: number;
      jobPostingId: number;
      jobTitle: string;
    }[];
    expect(rows.map((r) => ({ ...r, jobPostingId: Number(r.jobPostingId) }))).toEqual([
      { id: ny.id, jobPostingId: SEEDED_JOB_POSTINGS['new-york'].actor, jobTitle: 'Sinister Actor' },
      { id: fl.id, jobPostingId: SEEDED_JOB_POSTINGS.florida.entertainment, jobTitle: 'Entertainment Acts' },
    ]);
    expect(await open('florida')).toEqual(TITLES);
  });
});
