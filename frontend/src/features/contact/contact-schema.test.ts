import { schemaErrors } from '../../test/schema-errors';
import { intlOf, textOf } from '../../i18n/text';
import type { Language } from '../../i18n/languages';
import { CONTACT_INITIAL_VALUES, contactSchemaOf } from './contact-schema';

/** The schema with the messages of `language` (the catalogues are loaded before each test: src/test/setup.ts). */
const schemaIn = (language: Language = 'en') => contactSchemaOf(textOf(intlOf(language)));

const valid = { name: 'Raven', email: 'raven@example.com', message: 'I would like to book a group of twenty.' };

describe('contactSchema (docs/product.md §5, contact form)', () => {
  it('accepts a name of 2, a valid e-mail and a message of 10 characters', () => {
    expect(schemaErrors(schemaIn(), valid)).toEqual({});
    expect(schemaErrors(schemaIn(), { name: 'Al', email: 'a@b.co', message: 'Ten chars!' })).toEqual({});
  });

  it('gives the three messages for an empty form', () => {
    expect(schemaErrors(schemaIn(), CONTACT_INITIAL_VALUES)).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      message: 'Message must be at least 10 characters',
    });
  });

  it.each([
    ['name', 'A', 'Name must be at least 2 characters'],
    ['name', ' A ', 'Name must be at least 2 characters'],
    ['email', 'not-an-email@', 'Please enter a valid email address'],
    ['email', '   ', 'Please enter a valid email address'],
    ['message', 'Too short', 'Message must be at least 10 characters'],
    ['message', '  Too short  ', 'Message must be at least 10 characters'],
  ] as const)('refuses a %s of %p with its message', (field, value, message) => {
    expect(schemaErrors(schemaIn(), { ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it('gives its messages in Spanish on a Spanish page', () => {
    expect(schemaErrors(schemaIn('es'), CONTACT_INITIAL_VALUES)).toEqual({
      name: 'El nombre debe tener al menos 2 caracteres',
      email: 'Escribe un correo electrónico válido',
      message: 'El mensaje debe tener al menos 10 caracteres',
    });
  });
});
