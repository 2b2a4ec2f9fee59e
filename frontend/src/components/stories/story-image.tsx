import type { BlogPostSummaryDto as StorySummary } from '../../api/generated-public';
import { FallbackImage, type FallbackImageProps } from '../media/fallback-image';
import { STORY_FALLBACK_IMAGE } from './story-meta';

interface StoryImageProps extends Omit<FallbackImageProps, 'src' | 'fallback' | 'alt'> {
  story: Pick<StorySummary, 'image' | 'imageAlt'>;
}

/** A story's picture: its alt text from the media library, or none (the story's title beside it says what it is). */
export function StoryImage({ story, ...image }: StoryImageProps) {
  return <FallbackImage src={story.image} fallback={STORY_FALLBACK_IMAGE} alt={story.imageAlt ?? ''} {...image} />;
}
