import { jobPostingSchema } from './job-posting-schema';

const valid = {
  title: 'Makeup Artist',
  region: 'new-york',
  positionType: 'actor',
  description: 'Turn our actors into **monsters**.',
  payFrom: '',
  payTo: '',
  payUnit: 'hour',
  schedule: '',
  startDate: '',
  endDate: '',
  sortOrder: 0,
  active: true,
};

describe('the job posting form', () => {
  it('accepts a posting without pay or dates, and one with a range and dates', async () => {
    await expect(jobPostingSchema.isValid(valid)).resolves.toBe(true);
    await expect(
      jobPostingSchema.isValid({ ...valid, payFrom: 15, payTo: '18.50', startDate: '2026-09-18', endDate: '2026-11-01' }),
    ).resolves.toBe(true);
  });

  it.each([
    [{ title: '  ' }, 'Title is required'],
    [{ title: 'x'.repeat(101) }, 'Title must be at most 100 characters'],
    [{ positionType: 'wizard' }, 'Position type is required'],
    [{ description: '' }, 'Description is required'],
    [{ payFrom: -1 }, 'Pay from must be an amount in dollars from 0 to 100000, e.g. 15.50'],
    [{ payFrom: 12.345 }, 'Pay from must be an amount in dollars from 0 to 100000, e.g. 15.50'],
    [{ payFrom: 15, payTo: 10 }, 'Pay to must not be below the pay from'],
    [{ payTo: 10 }, 'Pay to needs a pay from'],
    [{ startDate: '2026-10-01', endDate: '2026-09-01' }, 'End date must not be before the start date'],
    [{ schedule: 'x'.repeat(201) }, 'Schedule must be at most 200 characters'],
  ])('refuses %j with the message the server gives', async (override, message) => {
    await expect(jobPostingSchema.validate({ ...valid, ...override })).rejects.toThrow(message);
  });
});
