import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { useBlogPreviewQuery, type BlogPostResponseDto as Story } from '../../api/generated-public';
import { useRegionTimeZone } from '../../components/site-settings/use-region-time-zone';
import { useCurrentRegion } from '../../lib/use-current-region';
import { formatZoned } from '../../lib/zoned-time';
import { NotFound, StoryArticle, useBack } from './story-detail-page';

/** What the preview says about the story's state: not live yet, going live at a time, or live already. */
function PreviewNote({ story }: { story: Story }) {
  const timeZone = useRegionTimeZone()(story.region);
  const state = story.published
    ? 'This story is published.'
    : story.publishAt
      ? `Scheduled: this story goes live ${formatZoned(story.publishAt, timeZone)}.`
      : 'Draft: this story is not published yet.';
  return (
    <Container maxWidth="md" sx={{ pt: 2 }}>
      <Alert severity="info" variant="outlined">
        Preview. {state} Please do not share this link publicly.
      </Alert>
    </Container>
  );
}

/** A story opened through its preview link: the page exactly as it will look, with a note on top. */
export function StoryPreviewPage() {
  const region = useCurrentRegion();
  const { token = '' } = useParams();
  const { data: story, error, isLoading } = useBlogPreviewQuery(token);
  const back = useBack(region);

  if (isLoading) return <Skeleton variant="rectangular" role="status" aria-label="Loading preview" sx={{ height: 460 }} />;
  if (error && 'status' in error && error.status === 410) {
    return (
      <Container maxWidth="sm" sx={{ py: 16, textAlign: 'center' }}>
        <Typography variant="h2" component="h1" sx={{ color: 'primary.light' }}>
          Preview Not Available
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 3 }}>This preview link has expired or was revoked.</Typography>
      </Container>
    );
  }
  if (!story || story.region !== region) return <NotFound onBack={back} />;
  return (
    <>
      <PreviewNote story={story} />
      <StoryArticle story={story} onBack={back} />
    </>
  );
}
