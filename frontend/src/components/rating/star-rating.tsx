import Box from '@mui/material/Box';
import { Star, StarBorder } from '../icons/site-icons';

export const MOST_STARS = 5;

/**
 * A rating out of five as stars, read as one image (`label`, "4 out of 5 stars"). Drawn from the sprite rather than by
 * MUI's Rating, whose input handling a rating that is only shown never uses and every regional page would download.
 */
export function StarRating({ rating, label }: { rating: number; label: string }) {
  return (
    <Box component="span" role="img" aria-label={label} sx={{ display: 'inline-flex', fontSize: '1.125rem' }}>
      {Array.from({ length: MOST_STARS }, (_, index) =>
        index < rating ? (
          <Star key={index} fontSize="inherit" sx={{ color: 'secondary.light' }} />
        ) : (
          <StarBorder key={index} fontSize="inherit" sx={{ color: 'action.disabled' }} />
        ),
      )}
    </Box>
  );
}
