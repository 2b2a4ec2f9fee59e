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
import { useText, useIntl } from '../../i18n/text';

/** What the preview says about the story's state: not live yet, going live at a time, or live already. */
function PreviewNote({ story }: { story: Story }) {
  const timeZone = useRegionTimeZone()(story.region);
  const text = useText();
  const { locale } = useIntl();
  const state = story.published
    ? text('stories.preview.published')
    : story.publishAt
      ? text('stories.preview.scheduled', { date: formatZoned(story.publishAt, timeZone, { locale }) })
      : text('stories.preview.draft');
  return (
    <Container maxWidth="md" sx={{ pt: 2 }}>
      <Alert severity="info" variant="outlined">
        {text('stories.preview.note', { state })}
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
  const text = useText();

  if (isLoading) return <Skeleton variant="rectangular" role="status" aria-label={text('stories.preview.loading')} sx={{ height: 460 }} />;
  if (error && 'status' in error && error.status === 410) {
    return (
      <Container maxWidth="sm" sx={{ py: 16, textAlign: 'center' }}>
        <Typography variant="h2" component="h1" sx={{ color: 'primary.light' }}>
          {text('stories.preview.gone.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 3 }}>{text('stories.preview.gone.body')}</Typography>
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
