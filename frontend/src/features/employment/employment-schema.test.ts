import { schemaErrors } from '../../test/schema-errors';
import { FLORIDA, NEW_YORK, TEXAS } from '../../test/regions';
import { employmentInitialValues, employmentSchema, type EmploymentValues } from './employment-schema';

const REGIONS = [NEW_YORK, FLORIDA, TEXAS];

const valid: EmploymentValues = {
  ...employmentInitialValues(REGIONS, 'new-york'),
  firstName: 'Ichabod',
  lastName: 'Crane',
  email: 'ichabod@example.com',
  phone: '716-555-1234',
  address: '1 Hollow Road',
  city: 'Clarence',
  zipCode: '14031',
  jobPostingId: 1,
  specificPositions: ['Corn Maze Scarer'],
  startDate: '2025-09-15',
  over18: true,
};

const errorsWith = (changes: Partial<Record<keyof EmploymentValues, unknown>>) => schemaErrors(employmentSchema, { ...valid, ...changes });

describe('employmentSchema (docs/product.md §5, employment application)', () => {
  it('accepts a complete application with every optional field left empty', () => {
    expect(errorsWith({})).toEqual({});
    expect(
      errorsWith({ previousExperience: '', specialSkills: '', performanceLinks: '', canLiftWeight: false, comfortableInDark: false }),
    ).toEqual({});
  });

  it('gives every message of an empty form, the ones the form shows on an empty submit', () => {
    expect(schemaErrors(employmentSchema, employmentInitialValues(REGIONS, 'new-york'))).toEqual({
      firstName: 'Required',
      lastName: 'Required',
      email: 'Required',
      phone: 'Phone must be in format: 123-456-7890',
      address: 'Required',
      city: 'Required',
      zipCode: 'Zip code must be 5 digits',
      jobPostingId: 'Required',
      specificPositions: 'Please select at least one position',
      startDate: 'Required',
      over18: 'You must be 18 or older to apply',
    });
  });

  it.each(['firstName', 'lastName', 'email', 'address', 'city', 'state'] as const)(
    'requires %s, whitespace counting as missing',
    (field) => {
      expect(errorsWith({ [field]: '' })).toEqual({ [field]: 'Required' });
      expect(errorsWith({ [field]: '   ' })).toEqual({ [field]: 'Required' });
    },
  );

  it('requires region, job posting, availability and start date', () => {
    expect(errorsWith({ region: undefined, jobPostingId: '', availability: undefined, startDate: '' })).toEqual({
      region: 'Required',
      jobPostingId: 'Required',
      availability: 'Required',
      startDate: 'Required',
    });
  });

  it('takes any region (which exist the server says), a chosen job posting and the three availabilities only', () => {
    for (const region of ['new-york', 'florida', 'texas']) expect(errorsWith({ region })).toEqual({});
    for (const jobPostingId of [1, 12]) expect(errorsWith({ jobPostingId })).toEqual({});
    for (const availability of ['full-time', 'part-time', 'weekends']) expect(errorsWith({ availability })).toEqual({});
    expect(errorsWith({ jobPostingId: 'actor', availability: 'never' })).toEqual({
      jobPostingId: 'Required',
      availability: 'Invalid input',
    });
  });

  it("takes a valid e-mail only: 'Please enter a valid email address'", () => {
    for (const email of ['nobody@', 'no body@example.com', 'example.com']) {
      expect(errorsWith({ email })).toEqual({ email: 'Please enter a valid email address' });
    }
  });

  it("takes a phone written 123-456-7890 only: 'Phone must be in format: 123-456-7890'", () => {
    for (const phone of ['716555', '7165551234', '716-555-12345', '(716) 555-1234', '716-555-123a']) {
      expect(errorsWith({ phone })).toEqual({ phone: 'Phone must be in format: 123-456-7890' });
    }
  });

  it("takes a zip code of exactly 5 digits: 'Zip code must be 5 digits'", () => {
    for (const zipCode of ['', '140', '1403', '140311', '1403a'])
      expect(errorsWith({ zipCode })).toEqual({ zipCode: 'Zip code must be 5 digits' });
  });

  it("needs at least one specific position: 'Please select at least one position'", () => {
    expect(errorsWith({ specificPositions: [] })).toEqual({ specificPositions: 'Please select at least one position' });
    expect(errorsWith({ specificPositions: ['Tour Guide', 'Corn Maze Scarer'] })).toEqual({});
  });

  it("needs the over-18 confirmation: 'You must be 18 or older to apply'", () => {
    expect(errorsWith({ over18: false })).toEqual({ over18: 'You must be 18 or older to apply' });
  });
});

describe('employmentInitialValues', () => {
  it('starts part-time with the state of the region', () => {
    expect(employmentInitialValues(REGIONS, 'new-york')).toMatchObject({ region: 'new-york', state: 'NY', availability: 'part-time' });
    expect(employmentInitialValues(REGIONS, 'florida')).toMatchObject({ region: 'florida', state: 'FL' });
    // A region whose row has no state (one staff added): the applicant writes it.
    expect(employmentInitialValues(REGIONS, 'texas')).toMatchObject({ region: 'texas', state: '' });
  });
});
