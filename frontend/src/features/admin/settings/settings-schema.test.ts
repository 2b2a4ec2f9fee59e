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
  newYorkAddress: '1 Hollow Road, Clarence, NY',
  floridaAddress: '13 Swamp Lane, Orlando, FL',
  facebookUrl: '',
  instagramUrl: 'https://instagram.com/hauntedpark',
  tiktokUrl: '',
  youtubeUrl: '',
  twitterUrl: '',
  newYorkTimeZone: 'America/New_York',
  floridaTimeZone: 'America/New_York',
};
const errorsWith = (changes: Partial<typeof valid>) => schemaErrors(settingsSchema, { ...valid, ...changes });

describe('settingsSchema', () => {
  it('accepts the settings with the optional phone and links left empty', () => {
    expect(errorsWith({})).toEqual({});
  });

  it('accepts a park without a phone, e-mails or addresses, and requires both time zones', () => {
    expect(
      errorsWith({
        phone: ' ',
        infoEmail: '',
        groupsEmail: '',
        jobsEmail: '',
        newYorkAddress: '',
        floridaAddress: '',
        newYorkTimeZone: '',
        floridaTimeZone: '',
      }),
    ).toEqual({
      newYorkTimeZone: 'New York time zone is required',
      floridaTimeZone: 'Florida time zone is required',
    });
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

  it('takes valid e-mails, http(s) links and IANA time zones only', () => {
    expect(errorsWith({ jobsEmail: 'jobs@', facebookUrl: 'facebook.com/hauntedpark', floridaTimeZone: 'Eastern Time' })).toEqual({
      jobsEmail: 'Please enter a valid email address',
      facebookUrl: 'Must be a valid URL (https://…)',
      floridaTimeZone: 'Florida time zone must be an IANA time zone such as America/New_York',
    });
    expect(errorsWith({ floridaTimeZone: 'Mars/Olympus_Mons' })).toEqual({
      floridaTimeZone: 'Florida time zone must be an IANA time zone such as America/New_York',
    });
  });
});
