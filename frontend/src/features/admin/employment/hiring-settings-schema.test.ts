import { fromLocalInput, hiringSettingsSchema, toLocalInput } from './hiring-settings-schema';

describe('hiring settings form', () => {
  it('shows an instant in the local picker and sends it back as the same instant', () => {
    const iso = '2026-10-03T14:30:00.000Z';
    expect(toLocalInput(iso)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('')).toBeNull();
  });

  it('keeps the retention within 1 to 120 whole months', async () => {
    await expect(hiringSettingsSchema.validateAt('retentionMonths', { retentionMonths: 0 })).rejects.toThrow(
      'Retention must be a whole number of months from 1 to 120',
    );
    await expect(hiringSettingsSchema.validateAt('retentionMonths', { retentionMonths: 2.5 })).rejects.toThrow();
    await expect(hiringSettingsSchema.validateAt('retentionMonths', { retentionMonths: 24 })).resolves.toBe(24);
  });
});
