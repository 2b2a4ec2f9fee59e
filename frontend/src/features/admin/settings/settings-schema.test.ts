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
});
