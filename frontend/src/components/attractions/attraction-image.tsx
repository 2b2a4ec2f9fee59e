import type { AttractionResponseDto as Attraction } from '../../api/generated-public';
import { FallbackImage, type FallbackImageProps } from '../media/fallback-image';
import { ATTRACTION_FALLBACK_IMAGE } from './attraction-meta';

interface AttractionImageProps extends Omit<FallbackImageProps, 'src' | 'fallback' | 'alt'> {
  attraction: Pick<Attraction, 'image' | 'imageAlt' | 'title'>;
}

/** An attraction's picture, described by its alt text from the media library or else by its title. */
export function AttractionImage({ attraction, ...image }: AttractionImageProps) {
  return (
    <FallbackImage src={attraction.image} fallback={ATTRACTION_FALLBACK_IMAGE} alt={attraction.imageAlt ?? attraction.title} {...image} />
  );
}
