import AccessTimeIcon from '@mui/icons-material/AccessTime';
import PlaceIcon from '@mui/icons-material/Place';
import type { BlogPostSummaryDto as StorySummary } from '../../api/generated';

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
