import { schemaErrors } from '../../test/schema-errors';
import { CONTACT_INITIAL_VALUES, contactSchema } from './contact-schema';

const valid = { name: 'Raven', email: 'raven@example.com', message: 'I would like to book a group of twenty.' };

describe('contactSchema (docs/product.md §5, contact form)', () => {
  it('accepts a name of 2, a valid e-mail and a message of 10 characters', () => {
    expect(schemaErrors(contactSchema, valid)).toEqual({});
    expect(schemaErrors(contactSchema, { name: 'Al', email: 'a@b.co', message: 'Ten chars!' })).toEqual({});
  });

  it('gives the three messages for an empty form', () => {
    expect(schemaErrors(contactSchema, CONTACT_INITIAL_VALUES)).toEqual({
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
    expect(schemaErrors(contactSchema, { ...valid, [field]: value })).toEqual({ [field]: message });
  });
});
