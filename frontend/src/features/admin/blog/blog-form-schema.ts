import * as Yup from 'yup';
import { estimateReadTime } from '../../../lib/read-time';
import { libraryImage } from '../../../lib/responsive-image';
import type { BlogPostResponseDto as BlogPost, StoryCategory } from '../../../api/generated-public';
import type { CreateBlogPostDto as BlogPostInput } from '../../../api/staff-api';
import { STORY_CATEGORIES } from '../../../config/labels';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../i18n/languages';
import { formValuesFrom, type FormValuesOf } from '../../../lib/form-values';
import { fromZonedInput, toZonedInput } from '../../../lib/zoned-time';
import { mediaUrl, optionalText, requiredRegion, requiredText } from '../shared/validation';

/** `![alt](url)`, `![alt](<url>)` or `![alt](url "title")`: the story page shows only media library pictures. */
const MARKDOWN_IMAGE = /!\[[^\]\n]*\]\(\s*<?([^\s<>)]*)>?(?:\s+[^)]*)?\)/g;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What search engines show of a title and a description; the server refuses longer ones. */
export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 160;

export const PUBLISH_AT_DRAFT_ONLY = 'Publish at is for a draft: turn Published off to schedule the story';

/** docs/product.md §5, blog form. */
export const blogFormSchema = Yup.object({
  title: requiredText('Title', 200),
  slug: requiredText('Slug', 200).matches(SLUG_PATTERN, 'Slug must be lowercase letters and numbers separated by single hyphens'),
  excerpt: requiredText('Excerpt', 1000),
  content: requiredText('Content', 20000)
    .test('links-have-urls', (value, context) => {
      const dead = /(?<!!)\[([^\]\n]*)\]\(\s*(?:https?:\/\/)?\s*\)/.exec(value ?? '');
      return dead ? context.createError({ message: `Content has a link without a URL: "${dead[1]}"` }) : true;
    })
    .test('images-from-library', (value, context) => {
      const foreign = Array.from((value ?? '').matchAll(MARKDOWN_IMAGE), (match) => match[1]).find((url) => !libraryImage(url));
      return foreign === undefined
        ? true
        : context.createError({ message: `Content has an image that is not from the media library: "${foreign}"` });
    }),
  region: requiredRegion('Required'),
  language: Yup.string<Language>().oneOf(LANGUAGES, 'Invalid input').required('Required'),
  category: Yup.string<StoryCategory>().oneOf(STORY_CATEGORIES, 'Invalid input').required('Required'),
  image: mediaUrl('Image must be an http(s) URL or a site path such as /uploads/picture.webp'),
  distance: optionalText('Distance', 100),
  readTime: optionalText('Read time', 50),
  published: Yup.boolean(),
  featured: Yup.boolean(),
  attractionId: Yup.number(),
  seoTitle: optionalText('SEO title', SEO_TITLE_MAX),
  seoDescription: optionalText('Meta description', SEO_DESCRIPTION_MAX),
  shareImage: mediaUrl('Share image must be an http(s) URL or a site path such as /uploads/picture.webp'),
  publishAt: Yup.string().test('draft-only', PUBLISH_AT_DRAFT_ONLY, (value, context) => !value || !context.parent.published),
  unpublishAt: Yup.string().test(
    'after-publish',
    'Unpublish at must be after Publish at',
    (value, context) => !value || !context.parent.publishAt || value > context.parent.publishAt,
  ),
});

export type BlogFormValues = FormValuesOf<BlogPostInput>;

const NEW_POST: BlogFormValues = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  // The region field sets the first region once the regions are loaded.
  region: '',
  language: DEFAULT_LANGUAGE,
  category: 'ghost-story',
  image: '',
  distance: '',
  readTime: '',
  published: false,
  featured: false,
  publishAt: '',
  unpublishAt: '',
  seoTitle: '',
  seoDescription: '',
  shareImage: '',
  // 0: none.
  attractionId: 0,
};

/** Publish and unpublish times are edited on the clock of the park's time zone (`timeZone`). */
export function initialBlogValues(post: BlogPost | undefined, timeZone: string): BlogFormValues {
  return {
    ...formValuesFrom(NEW_POST, post),
    publishAt: toZonedInput(post?.publishAt, timeZone),
    unpublishAt: toZonedInput(post?.unpublishAt, timeZone),
  };
}

/** An empty read time is sent as the estimate from the content (lib/read-time.ts); the server would store "5 min read". */
export function toBlogInput(values: BlogFormValues, timeZone: string): BlogPostInput {
  return {
    title: values.title.trim(),
    slug: values.slug.trim(),
    excerpt: values.excerpt.trim(),
    content: values.content.trim(),
    region: values.region,
    language: values.language,
    category: values.category,
    image: values.image.trim() || null,
    distance: values.distance.trim() || null,
    readTime: values.readTime.trim() || estimateReadTime(values.content),
    published: values.published,
    featured: values.featured,
    attractionId: values.attractionId || null,
    seoTitle: values.seoTitle.trim() || null,
    seoDescription: values.seoDescription.trim() || null,
    shareImage: values.shareImage.trim() || null,
    publishAt: values.published ? null : fromZonedInput(values.publishAt, timeZone),
    unpublishAt: fromZonedInput(values.unpublishAt, timeZone),
  };
}

/** docs/product.md §5: an update is only sent with title, slug, excerpt and content present. */
export function hasRequiredFields(input: BlogPostInput): boolean {
  return Boolean(input.title && input.slug && input.excerpt && input.content);
}
