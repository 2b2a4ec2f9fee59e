import { schemaErrors } from '../../test/schema-errors';
import { FLORIDA, NEW_YORK, TEXAS } from '../../test/regions';
import { loadMessages } from '../../i18n/catalogue';
import { intlOf, textOf } from '../../i18n/text';
import { employmentInitialValues, employmentSchemaOf, type EmploymentValues } from './employment-schema';

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

beforeAll(() => Promise.all([loadMessages('en'), loadMessages('es')]));

const english = () => employmentSchemaOf(textOf(intlOf('en')));
const errorsWith = (changes: Partial<Record<keyof EmploymentValues, unknown>>) => schemaErrors(english(), { ...valid, ...changes });

describe('employmentSchemaOf (docs/product.md §5, employment application)', () => {
  it('accepts a complete application with every optional field left empty', () => {
    expect(errorsWith({})).toEqual({});
    expect(
      errorsWith({ previousExperience: '', specialSkills: '', performanceLinks: '', canLiftWeight: false, comfortableInDark: false }),
    ).toEqual({});
  });

  it('gives every message of an empty form, the ones the form shows on an empty submit', () => {
    expect(schemaErrors(english(), employmentInitialValues(REGIONS, 'new-york'))).toEqual({
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

  it('gives its messages in Spanish to a Spanish page', () => {
    const spanish = employmentSchemaOf(textOf(intlOf('es')));
    expect(schemaErrors(spanish, employmentInitialValues(REGIONS, 'new-york'))).toMatchObject({
      firstName: 'Obligatorio',
      phone: 'El teléfono debe tener el formato 123-456-7890',
      zipCode: 'El código postal debe tener 5 dígitos',
      specificPositions: 'Selecciona al menos un puesto',
      over18: 'Debes tener 18 años o más para solicitar',
    });
    expect(schemaErrors(spanish, { ...valid, email: 'nobody@' })).toEqual({ email: 'Escribe un correo electrónico válido' });
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
