import { schemaErrors } from '../../../test/schema-errors';
import { attractionSchema } from './attraction-schema';

const valid = {
  title: 'The Hayride of Doom',
  description: 'Twenty minutes through the dark woods.',
  image: '/uploads/hayride.webp',
  category: 'hayride',
  region: 'new-york',
  featured: false,
  active: true,
  sortOrder: 0,
};
const errorsWith = (changes: object) => schemaErrors(attractionSchema, { ...valid, ...changes });

describe('attractionSchema', () => {
  it('accepts a complete attraction', () => {
    expect(errorsWith({})).toEqual({});
    expect(
      errorsWith({ image: 'https://cdn.example.com/maze.jpg', category: 'haunted-house', region: 'florida', sortOrder: 1_000_000 }),
    ).toEqual({});
  });

  it('requires title, description, image, category and region, whitespace counting as missing', () => {
    expect(errorsWith({ title: ' ', description: '', image: '', category: '', region: '' })).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      image: 'Image is required',
      category: 'Category is required',
      region: 'Region is required',
    });
  });

  it('limits the title to 200 and the description to 20000 characters', () => {
    expect(errorsWith({ title: 'x'.repeat(200), description: 'x'.repeat(20000) })).toEqual({});
    expect(errorsWith({ title: 'x'.repeat(201), description: 'x'.repeat(20001) })).toEqual({
      title: 'Title must be at most 200 characters',
      description: 'Description must be at most 20000 characters',
    });
  });

  it('takes an image that is an http(s) URL or a site path', () => {
    expect(errorsWith({ image: 'hayride.webp' })).toEqual({ image: 'Image must be an http(s) URL or a path starting with /' });
  });

  it('takes the known categories only, and any region: which regions exist the server says', () => {
    expect(errorsWith({ category: 'rollercoaster', region: 'texas' })).toEqual({ category: 'Category is required' });
  });

  it('takes a whole sort order from 0 to 1000000', () => {
    expect(errorsWith({ sortOrder: 1.5 })).toEqual({ sortOrder: 'Sort order must be a whole number' });
    expect(errorsWith({ sortOrder: 'first' })).toEqual({ sortOrder: 'Sort order must be a whole number' });
    expect(errorsWith({ sortOrder: -1 })).toEqual({ sortOrder: 'Sort order must be at least 0' });
    expect(errorsWith({ sortOrder: 1_000_001 })).toEqual({ sortOrder: 'Sort order must be at most 1000000' });
  });
});

describe('attraction details', () => {
  const valid = {
    title: 'Hayride',
    description: 'A ride.',
    image: '/images/a.jpg',
    category: 'hayride',
    region: 'new-york',
    sortOrder: 0,
  };
  it('accepts empty details (not stated) and whole numbers in range', async () => {
    await expect(attractionSchema.isValid({ ...valid, intensity: '', minAge: '', durationMinutes: '' })).resolves.toBe(true);
    await expect(attractionSchema.isValid({ ...valid, intensity: 5, minAge: 12, durationMinutes: 30 })).resolves.toBe(true);
  });
  it.each([
    [{ intensity: 6 }, 'Intensity must be between 1 and 5'],
    [{ minAge: 2.5 }, 'Minimum age must be a whole number'],
    [{ durationMinutes: 0 }, 'Duration must be between 1 and 600'],
    [{ contentNote: 'x'.repeat(501) }, 'Content note must be at most 500 characters'],
  ])('refuses %j with the server message', async (override, message) => {
    await expect(attractionSchema.validate({ ...valid, ...override })).rejects.toThrow(message);
  });
});
