import { schemaErrors } from '../../../test/schema-errors';
import { blogFormSchema, hasRequiredFields, initialBlogValues, toBlogInput, type BlogFormValues } from './blog-form-schema';

const valid: BlogFormValues = {
  ...initialBlogValues(),
  title: 'The Lantern Man',
  slug: 'the-lantern-man',
  excerpt: 'A light in the corn.',
  content: 'Follow it and you never come back.',
};

const errorsWith = (changes: Partial<Record<keyof BlogFormValues, unknown>>) => schemaErrors(blogFormSchema, { ...valid, ...changes });

describe('blogFormSchema (docs/product.md §5, blog form)', () => {
  it('accepts a complete story and leaves image, distance, read time and the switches optional', () => {
    expect(errorsWith({})).toEqual({});
    expect(errorsWith({ image: '', distance: '', readTime: '', published: true, featured: true })).toEqual({});
  });

  it('requires title, slug, excerpt and content, whitespace counting as missing', () => {
    expect(errorsWith({ title: '', slug: '', excerpt: '', content: '' })).toEqual({
      title: 'Title is required',
      slug: 'Slug is required',
      excerpt: 'Excerpt is required',
      content: 'Content is required',
    });
    expect(errorsWith({ title: '   ', excerpt: ' \n ' })).toEqual({ title: 'Title is required', excerpt: 'Excerpt is required' });
  });

  it.each([
    ['title', 200, 'Title must be at most 200 characters'],
    ['slug', 200, 'Slug must be at most 200 characters'],
    ['excerpt', 1000, 'Excerpt must be at most 1000 characters'],
    ['content', 20000, 'Content must be at most 20000 characters'],
    ['distance', 100, 'Distance must be at most 100 characters'],
    ['readTime', 50, 'Read time must be at most 50 characters'],
  ] as const)('limits %s to %i characters', (field, max, message) => {
    const at = field === 'slug' ? 'a'.repeat(max) : 'x'.repeat(max);
    expect(errorsWith({ [field]: at })).toEqual({});
    expect(errorsWith({ [field]: `${at}a` })).toEqual({ [field]: message });
  });

  it('takes a slug of lowercase letters and numbers separated by single hyphens', () => {
    const message = 'Slug must be lowercase letters and numbers separated by single hyphens';
    for (const slug of ['lantern', 'the-lantern-man-1890', '13']) expect(errorsWith({ slug })).toEqual({});
    for (const slug of ['The-Lantern', 'the--lantern', '-lantern', 'lantern-', 'the lantern', 'lantérn']) {
      expect(errorsWith({ slug })).toEqual({ slug: message });
    }
  });

  it('takes the two regions and the four categories only', () => {
    expect(errorsWith({ region: 'florida', category: 'true-crime' })).toEqual({});
    expect(errorsWith({ category: 'mystery' })).toEqual({});
    expect(errorsWith({ region: 'texas' })).toEqual({ region: 'Region must be New York or Florida' });
    expect(errorsWith({ category: 'rumour' })).toEqual({ category: 'Invalid input' });
  });

  it('takes an image that is an http(s) URL or a site path, at most 500 characters', () => {
    const message = 'Image must be an http(s) URL or a site path such as /uploads/picture.webp';
    for (const image of ['/uploads/bride.webp', 'https://cdn.example.com/bride.jpg', 'http://example.com/a.png']) {
      expect(errorsWith({ image })).toEqual({});
    }
    for (const image of ['javascript:alert(1)', 'bride.webp', '//evil.example.com/x.png', 'ftp://example.com/a.png']) {
      expect(errorsWith({ image })).toEqual({ image: message });
    }
    expect(errorsWith({ image: `/uploads/${'a'.repeat(492)}` })).toEqual({ image: 'Must be at most 500 characters' });
  });
});

describe('toBlogInput and hasRequiredFields', () => {
  it('trims the text, sends empty optional fields as null and the read time estimated from the content when it is blank', () => {
    expect(toBlogInput({ ...valid, title: '  The Lantern Man ', image: ' ', distance: '', readTime: '  ' })).toEqual({
      title: 'The Lantern Man',
      slug: 'the-lantern-man',
      excerpt: 'A light in the corn.',
      content: 'Follow it and you never come back.',
      region: 'new-york',
      category: 'ghost-story',
      image: null,
      distance: null,
      readTime: '1 min read',
      published: false,
      featured: false,
    });
  });

  it('lets an update through only with title, slug, excerpt and content', () => {
    expect(hasRequiredFields(toBlogInput(valid))).toBe(true);
    for (const field of ['title', 'slug', 'excerpt', 'content'] as const) {
      expect(hasRequiredFields(toBlogInput({ ...valid, [field]: '  ' }))).toBe(false);
    }
  });
});
