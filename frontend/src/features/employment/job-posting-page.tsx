import { ArrowBack as ArrowBackIcon } from '../../components/icons/site-icons';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useJobPostingsGetQuery } from '../../api/generated-public';
import { translatedRecordArgs } from '../../api/enhanced-api';
import { PageHeader } from '../../components/layout/page-header';
import { SkeletonLines } from '../../components/skeletons/skeleton-lines';
import { PageMarkdown } from '../../components/stories/page-markdown';
import { paths } from '../../config/paths';
import { useCurrentRegion, useRegionList } from '../../lib/use-current-region';
import { JobFacts } from './job-facts';
import { NotFoundPanel } from '../../components/layout/not-found-panel';
import { parkNameOf, useSiteSettings } from '../../components/site-settings/use-site-settings';
import { regionName } from '../../lib/regions';
import { usePageLanguage, useText } from '../../i18n/text';

/** One open job posting of the region: its facts and description, and the way to apply for it. */
export function JobPostingPage() {
  const text = useText();
  const regions = useRegionList();
  const region = useCurrentRegion();
  const parkName = parkNameOf(useSiteSettings().settings);
  const id = Number(useParams().id);
  const { data: posting, isLoading } = useJobPostingsGetQuery(translatedRecordArgs(id, usePageLanguage()), {
    skip: !Number.isInteger(id) || id < 1,
  });

  if (isLoading) {
    return (
      <Container maxWidth="md" sx={{ py: 8 }} role="status" aria-label={text('employment.job.loading')}>
        <SkeletonLines lines={[{ width: 240, height: 40 }, {}, {}, { width: '70%' }]} />
      </Container>
    );
  }
  if (!posting || posting.region !== region) {
    return (
      <NotFoundPanel
        title={text('employment.job.notFound.title')}
        action={
          <Button variant="contained" component={RouterLink} to={paths.employment.getHref(region)} startIcon={<ArrowBackIcon />}>
            {text('employment.job.notFound.back')}
          </Button>
        }
      >
        {text('employment.job.notFound.text')}
      </NotFoundPanel>
    );
  }
  return (
    <>
      <PageHeader
        title={posting.title}
        subtitle={text('employment.job.subtitle', {
          type: text(`employment.positionType.${posting.positionType}`),
          parkName,
          region: regionName(regions, region),
        })}
      />
      <Container maxWidth="md" sx={{ pb: { xs: 8, md: 12 } }}>
        <Card sx={{ mb: 4 }}>
          <CardContent sx={{ p: { xs: 3, md: 4 }, display: 'grid', gap: 2 }}>
            <Typography sx={{ color: 'secondary.light', fontWeight: 700 }}>{text('employment.seasonal')}</Typography>
            <JobFacts posting={posting} />
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              <Button variant="contained" size="large" component={RouterLink} to={paths.applyForJob.getHref(region, posting.id)}>
                {text('employment.job.apply')}
              </Button>
              <Button component={RouterLink} to={paths.employment.getHref(region)} startIcon={<ArrowBackIcon />}>
                {text('employment.job.allPositions')}
              </Button>
            </Box>
          </CardContent>
        </Card>
        <PageMarkdown content={posting.description} />
      </Container>
    </>
  );
}
