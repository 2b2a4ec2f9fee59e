import { intlOf, textOf } from '../../i18n/text';
import type { Language } from '../../i18n/languages';
import { groupBookingSchemaOf } from './group-booking-schema';

/** The schema with the messages of `language` (the catalogues are loaded before each test: src/test/setup.ts). */
const schemaIn = (language: Language = 'en') => groupBookingSchemaOf(textOf(intlOf(language)));

const valid = {
  groupName: 'Drama Club',
  name: 'Wanda Hollow',
  email: 'wanda@example.com',
  phone: '555-123-4567',
  groupSize: '30',
  preferredNights: ['2026-10-17'],
  notes: '',
};

describe('the group booking form', () => {
  it('accepts a group of 15 or more', async () => {
    await expect(schemaIn().isValid(valid)).resolves.toBe(true);
    await expect(schemaIn().isValid({ ...valid, groupSize: '15', preferredNights: [] })).resolves.toBe(true);
  });

  it.each([
    [{ groupSize: '14' }, 'Groups are 15 or more'],
    [{ groupSize: '' }, 'Groups are 15 or more'],
    [{ groupSize: '20.5' }, 'Group size must be a whole number'],
    [{ phone: '5551234567' }, 'Phone must be in format: 123-456-7890'],
    [{ email: 'nope' }, 'Please enter a valid email address'],
    [{ groupName: 'A' }, 'Group name must be at least 2 characters'],
  ])('refuses %j with the message the server gives', async (override, message) => {
    await expect(schemaIn().validate({ ...valid, ...override })).rejects.toThrow(message);
  });

  it('gives its messages in Spanish on a Spanish page', async () => {
    await expect(schemaIn('es').validate({ ...valid, groupSize: '14' })).rejects.toThrow('Los grupos son de 15 personas o más');
    await expect(schemaIn('es').validate({ ...valid, phone: '5551234567' })).rejects.toThrow(
      'El teléfono debe tener el formato 123-456-7890',
    );
  });
});
