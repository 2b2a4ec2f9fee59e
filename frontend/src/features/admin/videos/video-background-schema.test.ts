import { schemaErrors } from '../../../test/schema-errors';
import { videoBackgroundSchema } from './video-background-schema';

const valid = { page: 'landing', title: 'Fog', videoUrl: '/uploads/fog.mp4', thumbnailUrl: '', description: '', isActive: true };
const errorsWith = (changes: object) => schemaErrors(videoBackgroundSchema, { ...valid, ...changes });

describe('videoBackgroundSchema (docs/product.md §5, video background form)', () => {
  it('accepts a video with the thumbnail and description left empty', () => {
    expect(errorsWith({})).toEqual({});
    expect(
      errorsWith({ page: 'fl-blog', videoUrl: 'https://cdn.example.com/fog.mp4', thumbnailUrl: '/uploads/fog.webp', description: 'Mist' }),
    ).toEqual({});
  });

  it('requires page, title and video URL', () => {
    expect(errorsWith({ page: '', title: ' ', videoUrl: '' })).toEqual({
      page: 'Page is required',
      title: 'Title is required',
      videoUrl: 'Video URL is required',
    });
    expect(errorsWith({ page: 'about-us' })).toEqual({ page: 'Page is required' });
  });

  it("checks both addresses: 'Please enter a valid URL'", () => {
    expect(errorsWith({ videoUrl: 'javascript:alert(1)', thumbnailUrl: 'not a url' })).toEqual({
      videoUrl: 'Please enter a valid URL',
      thumbnailUrl: 'Please enter a valid URL',
    });
  });

  it('limits the title to 200 and the description to 2000 characters', () => {
    expect(errorsWith({ title: 'x'.repeat(201), description: 'x'.repeat(2001) })).toEqual({
      title: 'Title must be at most 200 characters',
      description: 'Description must be at most 2000 characters',
    });
  });
});
