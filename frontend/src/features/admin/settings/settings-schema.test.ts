import { schemaErrors } from '../../../test/schema-errors';
import { settingsSchema } from './settings-schema';

const valid = {
  parkName: 'Orchard Frights',
  tagline: '',
  logoUrl: '',
  phone: '716-555-0100',
  groupsPhone: '',
  infoEmail: 'info@hauntedpark.test',
  groupsEmail: 'groups@hauntedpark.test',
  jobsEmail: 'jobs@hauntedpark.test',
  facebookUrl: '',
  instagramUrl: 'https://instagram.com/hauntedpark',
  tiktokUrl: '',
  youtubeUrl: '',
  twitterUrl: '',
  ga4MeasurementId: '',
  metaPixelId: '',
};
const errorsWith = (changes: Partial<typeof valid>) => schemaErrors(settingsSchema, { ...valid, ...changes });

describe('settingsSchema', () => {
  it('accepts the settings with the optional phone and links left empty', () => {
    expect(errorsWith({})).toEqual({});
  });

  it('accepts a park without a phone or e-mails', () => {
    expect(errorsWith({ phone: ' ', infoEmail: '', groupsEmail: '', jobsEmail: '' })).toEqual({});
  });

  it('requires the park name, at most 80 characters, and a tagline of at most 200', () => {
    expect(errorsWith({ parkName: ' ', tagline: 'x'.repeat(201) })).toEqual({
      parkName: 'Park name is required',
      tagline: 'Tagline must be at most 200 characters',
    });
    expect(errorsWith({ parkName: 'x'.repeat(81) })).toEqual({ parkName: 'Park name must be at most 80 characters' });
  });

  it('limits both phones to 30 characters', () => {
    expect(errorsWith({ phone: '1'.repeat(31), groupsPhone: '1'.repeat(31) })).toEqual({
      phone: 'Phone must be at most 30 characters',
      groupsPhone: 'Phone must be at most 30 characters',
    });
  });

  it('takes valid e-mails and http(s) links only', () => {
    expect(errorsWith({ jobsEmail: 'jobs@', facebookUrl: 'facebook.com/hauntedpark' })).toEqual({
      jobsEmail: 'Please enter a valid email address',
      facebookUrl: 'Must be a valid URL (https://…)',
    });
  });

  it('leaves outside analytics off when empty, and takes a GA4 measurement ID and a Meta pixel ID of their form', () => {
    expect(errorsWith({ ga4MeasurementId: ' G-AB12CD34EF ', metaPixelId: '1234567890123456' })).toEqual({});
    expect(errorsWith({ ga4MeasurementId: 'G-ABCD', metaPixelId: '123456789012345' })).toEqual({});
  });

  it.each([
    ['UA-12345678-1', '12345'],
    ['g-ab12cd34ef', '12345678901234567'],
    ['G-ABCDEFGHIJKLM', 'abcdefghijklmno'],
  ])('refuses the GA4 ID %s and the pixel ID %s with the server’s messages', (ga4MeasurementId, metaPixelId) => {
    expect(errorsWith({ ga4MeasurementId, metaPixelId })).toEqual({
      ga4MeasurementId: 'GA4 measurement ID must be G- followed by 4 to 12 capital letters or digits (e.g. G-AB12CD34EF)',
      metaPixelId: 'Meta pixel ID must be 15 or 16 digits',
    });
  });
});
