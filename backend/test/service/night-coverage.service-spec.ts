import { CalendarModule } from '../../src/calendar/calendar.module';
import { CalendarService } from '../../src/calendar/calendar.service';
import { OperatingNight } from '../../src/calendar/entities/operating-night.entity';
import { EmploymentModule } from '../../src/employment/employment.module';
import { EmploymentApplication } from '../../src/employment/entities/employment-application.entity';
import { NightAvailability } from '../../src/employment/night-availability';
import { employmentApplicationBody } from '../support/factories';
import { serviceSession } from '../support/service-module';

describe("applicants' nights and the coverage view (NightAvailability)", () => {
  const s = serviceSession({ imports: [EmploymentModule, CalendarModule] });
  const nights = () => s.get(NightAvailability);
  const year = new Date().getUTCFullYear() + 1;
  const [fri, sat, sun] = [`${year}-10-02`, `${year}-10-03`, `${year}-10-04`];
  let applicants = 0;
  /** An application as the form stores it, with its status and the nights the applicant can work. */
  const applicant = (overrides: Partial<EmploymentApplication>) =>
    s.dataSource.getRepository(EmploymentApplication).save({
      ...employmentApplicationBody({ email: `applicant${++applicants}@example.com` }),
      jobTitle: 'Sinister Actor',
      positionType: 'actor',
      season: year,
      ...overrides,
    } as EmploymentApplication);

  beforeAll(async () => {
    const calendar = s.get(CalendarService);
    for (const date of [fri, sat, sun]) await calendar.create({ region: 'new-york', date });
    await calendar.create({ region: 'florida', date: fri });
    await s.dataSource.getRepository(OperatingNight).update({ region: 'new-york', date: sun }, { status: 'closed' });
  });

  it("accepts only the region's operating nights, naming the others", async () => {
    await expect(nights().check('new-york', [sat, fri])).resolves.toBeUndefined();
    await expect(nights().check('new-york', [fri, `${year}-10-05`])).rejects.toMatchObject({
      errors: { availableNights: [`${year}-10-05 is not an operating night of New York`] },
    });
    await expect(nights().check('florida', [sat, sun])).rejects.toMatchObject({
      errors: { availableNights: [`${sat}, ${sun} are not operating nights of Florida`] },
    });
  });

  it('counts, per upcoming night and position type, the accepted staff who can work it, and flags open nights below the target', async () => {
    await applicant({ status: 'accepted', availableNights: [fri, sat] });
    await applicant({ status: 'accepted', positionType: 'operations', specificPositions: ['Tractor Driver'], availableNights: [fri] });
    await applicant({ status: 'pending', availableNights: [fri, sat] });
    await applicant({ status: 'accepted', region: 'florida', availableNights: [fri] });
    expect(await nights().coverage('new-york', 2)).toEqual({
      region: 'new-york',
      target: 2,
      nights: [
        { date: fri, status: 'open', available: { actor: 1, operations: 1, entertainment: 0 }, total: 2, belowTarget: false },
        { date: sat, status: 'open', available: { actor: 1, operations: 0, entertainment: 0 }, total: 1, belowTarget: true },
        { date: sun, status: 'closed', available: { actor: 0, operations: 0, entertainment: 0 }, total: 0, belowTarget: false },
      ],
    });
    expect((await nights().coverage('new-york')).target).toBe(10);
    // Nights before today are no longer shown.
    expect((await nights().coverage('new-york', 2, sat)).nights.map((night) => night.date)).toEqual([sat, sun]);
  });
});
