import { schemaErrors } from '../../../test/schema-errors';
import {
  blogFormSchema,
  hasRequiredFields,
  initialBlogValues,
  PUBLISH_AT_DRAFT_ONLY,
  toBlogInput,
  type BlogFormValues,
} from './blog-form-schema';

const NY = 'America/New_York';

const valid: BlogFormValues = {
  ...initialBlogValues(undefined, NY),
  region: 'new-york',
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

  it('requires a region, leaving which regions exist to the server, and takes the four categories only', () => {
    expect(errorsWith({ region: 'florida', category: 'true-crime' })).toEqual({});
    expect(errorsWith({ region: 'texas', category: 'mystery' })).toEqual({});
    expect(errorsWith({ region: '' })).toEqual({ region: 'Required' });
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

describe('publish times', () => {
  it('schedules only a draft, and unpublishes after publishing', () => {
    expect(errorsWith({ publishAt: '2026-10-02T18:00' })).toEqual({});
    expect(errorsWith({ publishAt: '2026-10-02T18:00', published: true })).toEqual({ publishAt: PUBLISH_AT_DRAFT_ONLY });
    expect(errorsWith({ publishAt: '2026-10-02T18:00', unpublishAt: '2026-10-02T17:00' })).toEqual({
      unpublishAt: 'Unpublish at must be after Publish at',
    });
  });

  it('reads and writes the times on the region clock', () => {
    const values = initialBlogValues({ publishAt: '2026-10-02T22:00:00.000Z', unpublishAt: null } as never, NY);
    expect(values).toMatchObject({ publishAt: '2026-10-02T18:00', unpublishAt: '' });
  });
});

describe('toBlogInput and hasRequiredFields', () => {
  it('trims the text, sends empty optional fields as null and the read time estimated from the content when it is blank', () => {
    expect(toBlogInput({ ...valid, title: '  The Lantern Man ', image: ' ', distance: '', readTime: '  ' }, NY)).toEqual({
      title: 'The Lantern Man',
      slug: 'the-lantern-man',
      excerpt: 'A light in the corn.',
      content: 'Follow it and you never come back.',
      region: 'new-york',
      language: 'en',
      category: 'ghost-story',
      image: null,
      distance: null,
      readTime: '1 min read',
      published: false,
      featured: false,
      publishAt: null,
      unpublishAt: null,
      seoTitle: null,
      seoDescription: null,
      shareImage: null,
      attractionId: null,
    });
  });

  it('sends the publish times as instants of the clock of the park, and no publish time with a published story', () => {
    const scheduled = { ...valid, publishAt: '2026-10-02T18:00', unpublishAt: '2026-10-31T23:30' };
    expect(toBlogInput(scheduled, NY)).toMatchObject({ publishAt: '2026-10-02T22:00:00.000Z', unpublishAt: '2026-11-01T03:30:00.000Z' });
    expect(toBlogInput({ ...scheduled, published: true }, NY)).toMatchObject({ publishAt: null, unpublishAt: '2026-11-01T03:30:00.000Z' });
  });

  it('lets an update through only with title, slug, excerpt and content', () => {
    expect(hasRequiredFields(toBlogInput(valid, NY))).toBe(true);
    for (const field of ['title', 'slug', 'excerpt', 'content'] as const) {
      expect(hasRequiredFields(toBlogInput({ ...valid, [field]: '  ' }, NY))).toBe(false);
    }
  });
});

describe('links in the content', () => {
  it('refuses a link without a URL, naming it', () => {
    expect(errorsWith({ content: 'Ask at [the mill](https://) after dark.' })).toEqual({
      content: 'Content has a link without a URL: "the mill"',
    });
    expect(errorsWith({ content: 'Ask at [the mill]() after dark.' })).toEqual({ content: 'Content has a link without a URL: "the mill"' });
    expect(errorsWith({ content: 'Ask at [the mill](/new-york) after dark.' })).toEqual({});
  });
});

describe('images in the content', () => {
  it('refuses a picture that is not from the media library, naming it', () => {
    expect(errorsWith({ content: 'The bride: ![at the window](https://example.com/bride.png)' })).toEqual({
      content: 'Content has an image that is not from the media library: "https://example.com/bride.png"',
    });
    expect(
      errorsWith({
        content:
          '![at the window](/uploads/0123456789abcdef0123456789abcdef-web.webp)\n\n![](/uploads/0123456789abcdef0123456789abcdef.png)',
      }),
    ).toEqual({});
  });
});
