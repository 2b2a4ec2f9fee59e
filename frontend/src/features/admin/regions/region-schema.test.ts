import { FLORIDA, NEW_YORK } from '../../../test/regions';
import { regionSchema, regionUpdate, regionValues } from './region-schema';

const valid = regionValues(NEW_YORK);

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

  it("refuses a state code that is not a state's postal code, and half a card", async () => {
    await expect(regionSchema.validateAt('stateCode', { ...valid, stateCode: 'New York' })).rejects.toThrow(
      'State code must be the postal code of the state in capitals, such as NY',
    );
    await expect(regionSchema.validateAt('area', { ...valid, area: ' ' })).rejects.toThrow('Area is required');
    const halfCard = regionValues(FLORIDA);
    halfCard.comingSoonFeatures[0] = { title: 'Bayou Dread', text: '', icon: 'park' };
    await expect(regionSchema.validateAt('comingSoonFeatures[0].text', halfCard)).rejects.toThrow('Card text is required');
  });
});

describe('a region’s form values', () => {
  it('give a slot for each card, and send none as null and the empty slots left out', () => {
    const values = regionValues(NEW_YORK);
    expect(values.comingSoonFeatures).toHaveLength(3);
    expect(values).toMatchObject({ area: 'Western New York', firstCrewLine: '', icon: 'farm', homeVideo: 'ny-home' });
    const sent = regionUpdate({ ...values, stateCode: '', icon: 'none', homeVideo: 'none', heroImage: ' ' });
    expect(sent).toMatchObject({
      stateCode: null,
      firstCrewLine: null,
      icon: null,
      homeVideo: null,
      heroImage: null,
      comingSoonFeatures: [],
    });
    expect(regionUpdate(regionValues(FLORIDA)).comingSoonFeatures).toEqual(FLORIDA.comingSoonFeatures);
  });
});
