import { regionSchema } from './region-schema';

const valid = {
  name: 'New York',
  timeZone: 'America/New_York',
  address: '',
  status: 'open',
  openingLine: 'Opening September 2027',
  heroTitle: 'THE #1 HAUNTED ATTRACTION',
  heroLine: 'A line',
  cardLine: 'A card line',
  cardLocation: 'Located in Clarence, NY',
};

describe('region copy form', () => {
  it('accepts a whole copy', async () => {
    await expect(regionSchema.validate(valid)).resolves.toBeTruthy();
  });

  it('accepts empty lines the site leaves out (hero line, card line, card location)', async () => {
    await expect(regionSchema.validate({ ...valid, heroLine: '', cardLine: ' ', cardLocation: '' })).resolves.toBeTruthy();
  });

  it('refuses a blank or too long line with the server’s message', async () => {
    await expect(regionSchema.validateAt('heroTitle', { ...valid, heroTitle: '  ' })).rejects.toThrow('Hero title is required');
    await expect(regionSchema.validateAt('cardLine', { ...valid, cardLine: 'x'.repeat(201) })).rejects.toThrow(
      'Card line must be at most 200 characters',
    );
  });

  it('requires a name and an IANA time zone, as the server does', async () => {
    await expect(regionSchema.validateAt('name', { ...valid, name: ' ' })).rejects.toThrow('Name is required');
    await expect(regionSchema.validateAt('timeZone', { ...valid, timeZone: '' })).rejects.toThrow('Time zone is required');
    for (const timeZone of ['Eastern Time', 'Mars/Olympus_Mons'])
      await expect(regionSchema.validateAt('timeZone', { ...valid, timeZone })).rejects.toThrow(
        'Time zone must be an IANA time zone such as America/New_York',
      );
  });
});
