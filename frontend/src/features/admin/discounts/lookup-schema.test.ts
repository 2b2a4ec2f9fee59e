import { schemaErrors } from '../../../test/schema-errors';
import { lookupSchema } from './lookup-schema';

describe('lookupSchema (discount code look-up)', () => {
  it('requires a code of at most 32 characters', () => {
    expect(schemaErrors(lookupSchema, { code: 'BOO-2026' })).toEqual({});
    expect(schemaErrors(lookupSchema, { code: '  ' })).toEqual({ code: 'Enter a discount code' });
    expect(schemaErrors(lookupSchema, { code: 'X'.repeat(33) })).toEqual({ code: 'Codes are at most 32 characters' });
  });
});
