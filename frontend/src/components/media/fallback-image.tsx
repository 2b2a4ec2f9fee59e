import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';
import { CARD_IMAGE_SIZES, libraryImage, srcSetFor } from '../../lib/responsive-image';

export interface FallbackImageProps {
  src: string | null | undefined;
  fallback: string;
  alt: string;
  /** The picture's own size; by default that of our card and story pictures (1200 × 800, see lib/responsive-image). */
  width?: number;
  height?: number;
  /** Images above the fold load eagerly; everything else waits until it is near the viewport. */
  priority?: boolean;
  sizes?: string;
  sx?: SxProps<Theme>;
}

/**
 * An image that swaps to our own fallback picture when it is missing or fails to load. Our own pictures and those of
 * the media library come with their smaller widths in `srcset`.
 */
export function FallbackImage({ src, fallback, alt, width = 1200, height = 800, priority = false, sizes, sx }: FallbackImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const current = src && failed !== src ? src : fallback;
  const library = libraryImage(current);
  return (
    <Box
      component="img"
      src={library?.src ?? current}
      srcSet={library?.srcSet ?? srcSetFor(current)}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes ?? CARD_IMAGE_SIZES}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => {
        if (src && current === src) setFailed(src);
      }}
      sx={sx}
    />
  );
}
