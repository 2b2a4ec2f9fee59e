import * as Yup from 'yup';
import { estimateReadTime } from '../../../lib/read-time';
import type { BlogPostResponseDto as BlogPost, CreateBlogPostDto as BlogPostInput, Region, StoryCategory } from '../../../api/generated';
import { REGIONS, STORY_CATEGORIES } from '../../../config/labels';
import { mediaUrl } from '../shared/validation';

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** SPEC.md section 5, blog form. */
export const blogFormSchema = Yup.object({
  title: Yup.string().trim().required('Title is required').max(200, 'Title must be at most 200 characters'),
  slug: Yup.string()
    .trim()
    .required('Slug is required')
    .max(200, 'Slug must be at most 200 characters')
    .matches(SLUG_PATTERN, 'Slug must be lowercase letters and numbers separated by single hyphens'),
  excerpt: Yup.string().trim().required('Excerpt is required').max(1000, 'Excerpt must be at most 1000 characters'),
  content: Yup.string().trim().required('Content is required').max(20000, 'Content must be at most 20000 characters'),
  region: Yup.string<Region>().oneOf(REGIONS, 'Region must be New York or Florida').required('Required'),
  category: Yup.string<StoryCategory>().oneOf(STORY_CATEGORIES, 'Invalid input').required('Required'),
  image: mediaUrl('Image must be an http(s) URL or a site path such as /uploads/picture.webp'),
  distance: Yup.string().trim().max(100, 'Distance must be at most 100 characters'),
  readTime: Yup.string().trim().max(50, 'Read time must be at most 50 characters'),
  published: Yup.boolean(),
  featured: Yup.boolean(),
});

export interface BlogFormValues {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  region: Region;
  category: StoryCategory;
  image: string;
  distance: string;
  readTime: string;
  published: boolean;
  featured: boolean;
}

export function initialBlogValues(post?: BlogPost): BlogFormValues {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    excerpt: post?.excerpt ?? '',
    content: post?.content ?? '',
    region: post?.region ?? 'new-york',
    category: post?.category ?? 'ghost-story',
    image: post?.image ?? '',
    distance: post?.distance ?? '',
    readTime: post?.readTime ?? '',
    published: post?.published ?? false,
    featured: post?.featured ?? false,
  };
}

/** An empty read time is estimated from the content, as the server would (lib/read-time.ts). */
export function toBlogInput(values: BlogFormValues): BlogPostInput {
  return {
    title: values.title.trim(),
    slug: values.slug.trim(),
    excerpt: values.excerpt.trim(),
    content: values.content.trim(),
    region: values.region,
    category: values.category,
    image: values.image.trim() || null,
    distance: values.distance.trim() || null,
    readTime: values.readTime.trim() || estimateReadTime(values.content),
    published: values.published,
    featured: values.featured,
  };
}

/** SPEC.md section 5: an update is only sent with title, slug, excerpt and content present. */
export function hasRequiredFields(input: BlogPostInput): boolean {
  return Boolean(input.title && input.slug && input.excerpt && input.content);
}
