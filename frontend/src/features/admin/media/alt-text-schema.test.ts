import { schemaErrors } from '../../../test/schema-errors';
import { ALT_TEXT_MAX, altTextSchema } from './alt-text-schema';

describe('altTextSchema', () => {
  it('takes no alt text, or one of up to 250 characters once trimmed', () => {
    expect(ALT_TEXT_MAX).toBe(250);
    expect(schemaErrors(altTextSchema, { altText: '' })).toEqual({});
    expect(schemaErrors(altTextSchema, { altText: ` ${'a'.repeat(250)} ` })).toEqual({});
  });

  it('refuses a longer one, saying the limit', () => {
    expect(schemaErrors(altTextSchema, { altText: 'a'.repeat(251) })).toEqual({ altText: 'Alt text must be at most 250 characters' });
  });
});
