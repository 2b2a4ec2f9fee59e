import { AccessTime as AccessTimeIcon, Place as PlaceIcon } from '../icons/site-icons';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { BlogPostSummaryDto as StorySummary } from '../../api/generated-public';
import { useText } from '../../i18n/text';

/** The read time as the admin estimates it and the API stores it by default ("5 min read", lib/read-time.ts). */
const ESTIMATED_READ_TIME = /^(\d+) min read$/;

/**
 * A story's read time and, when staff gave one, its distance from the park: inline items with their icons. An estimated
 * read time is said in the page's language; one staff wrote otherwise is shown as they wrote it, like the distance.
 */
export function StoryFacts({ story }: { story: Pick<StorySummary, 'readTime' | 'distance'> }) {
  const text = useText();
  const estimated = ESTIMATED_READ_TIME.exec(story.readTime);
  return (
    <>
      <span>
        <AccessTimeIcon aria-hidden="true" />
        {estimated ? text('stories.readTime', { minutes: Number(estimated[1]) }) : story.readTime}
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
