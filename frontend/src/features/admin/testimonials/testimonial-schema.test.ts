import { schemaErrors } from '../../../test/schema-errors';
import { testimonialSchema } from './testimonial-schema';

const valid = { name: 'Morticia', content: 'Scariest night of my life.', region: 'florida', rating: 5, active: true };
const errorsWith = (changes: object) => schemaErrors(testimonialSchema, { ...valid, ...changes });

describe('testimonialSchema', () => {
  it('accepts a testimonial rated 1 to 5', () => {
    for (const rating of [1, 3, 5]) expect(errorsWith({ rating })).toEqual({});
  });

  it('requires name, content, region and rating, whitespace counting as missing', () => {
    expect(errorsWith({ name: '  ', content: '', region: '', rating: undefined })).toEqual({
      name: 'Name is required',
      content: 'Content is required',
      region: 'Region is required',
      rating: 'Rating is required',
    });
    // Which regions exist the server says (its 400 shows under the field).
    expect(errorsWith({ region: 'texas' })).toEqual({});
  });

  it('limits the name to 120 and the content to 5000 characters', () => {
    expect(errorsWith({ name: 'x'.repeat(120), content: 'x'.repeat(5000) })).toEqual({});
    expect(errorsWith({ name: 'x'.repeat(121), content: 'x'.repeat(5001) })).toEqual({
      name: 'Name must be at most 120 characters',
      content: 'Content must be at most 5000 characters',
    });
  });

  it("takes a rating from 1 to 5: 'Rating must be a whole number from 1 to 5'", () => {
    for (const rating of [0, 6]) expect(errorsWith({ rating })).toEqual({ rating: 'Rating must be a whole number from 1 to 5' });
    expect(Object.keys(errorsWith({ rating: 4.5 }))).toEqual(['rating']);
  });
});
