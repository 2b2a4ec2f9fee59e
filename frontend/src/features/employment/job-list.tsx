import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { JobPostingResponseDto as JobPosting } from '../../api/generated-public';
import { paths, type RegionSlug } from '../../config/paths';
import { useText } from '../../i18n/text';
import { summaryOf } from '../../lib/job-posting-text';
import { JobFacts } from './job-facts';

/** The open job postings of the region: each with its facts, its own page and a link that chooses it in the form. */
export function JobList({ region, postings }: { region: RegionSlug; postings: readonly JobPosting[] }) {
  const text = useText();
  return (
    <Box component="section" aria-labelledby="open-jobs-title" sx={{ mb: 4 }}>
      <Typography id="open-jobs-title" component="h2" variant="h4" sx={{ color: 'secondary.light', mb: 2 }}>
        {text('employment.jobs.title')}
      </Typography>
      {postings.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{text('employment.jobs.none')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
          {postings.map((posting) => (
            <Card component="li" key={posting.id} sx={{ display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ flexGrow: 1 }}>
                <Typography component="h3" variant="h5" sx={{ color: 'primary.light' }}>
                  {posting.title}
                </Typography>
                <Typography sx={{ color: 'text.secondary', my: 1 }}>{summaryOf(posting.description, 140)}</Typography>
                <JobFacts posting={posting} />
              </CardContent>
              <CardActions sx={{ px: 2, pb: 2 }}>
                <Button
                  component={RouterLink}
                  to={paths.job.getHref(region, posting.id)}
                  aria-label={text('employment.jobs.details.label', { title: posting.title })}
                >
                  {text('employment.jobs.details')}
                </Button>
                <Button
                  component={RouterLink}
                  to={paths.applyForJob.getHref(region, posting.id)}
                  preventScrollReset
                  variant="contained"
                  aria-label={text('employment.jobs.apply.label', { title: posting.title })}
                >
                  {text('employment.jobs.apply')}
                </Button>
              </CardActions>
            </Card>
          ))}
        </Box>
      )}
    </Box>
  );
}
