import { AccessTime as AccessTimeIcon, Place as PlaceIcon } from '../icons/site-icons';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { BlogPostSummaryDto as StorySummary } from '../../api/generated-public';

/** A story's read time and, when staff gave one, its distance from the park: inline items with their icons. */
export function StoryFacts({ story }: { story: Pick<StorySummary, 'readTime' | 'distance'> }) {
  return (
    <>
      <span>
        <AccessTimeIcon aria-hidden="true" />
        {story.readTime}
      </span>
      {story.distance && (
        <span>
          <PlaceIcon aria-hidden="true" />
          {story.distance}
        </span>
      )}
    </>
  );
}

/** The line a story's facts stand on: wrapping, in the secondary colour, each icon small before its words. */
export function StoryFactsLine({ iconSize, sx, children }: { iconSize: number; sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <Box
      sx={[
        { display: 'flex', flexWrap: 'wrap', color: 'text.secondary', '& svg': { fontSize: iconSize, mr: 0.5, verticalAlign: '-3px' } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
