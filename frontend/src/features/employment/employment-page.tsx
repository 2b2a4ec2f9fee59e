import CampaignIcon from '@mui/icons-material/Campaign';
import { PageHeader } from '../../components/layout/page-header';
import EmailIcon from '@mui/icons-material/Email';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import type { RegionSlug } from '../../config/paths';
import { useSiteSettings } from '../../components/site-settings/use-site-settings';
import { regionFrom } from '../../lib/regions';
import { useCalendarReadQuery, useEmploymentSubmitMutation } from '../../api/generated-public';
import { useEmploymentSubmitWithFilesMutation } from '../../api/enhanced-api';
import { EmploymentForm } from './employment-form';

const REGION_HEADER: Record<RegionSlug, { place: string; title: string; text: string }> = {
  'new-york': {
    place: 'Haunted Park New York',
    title: 'Western New York — Clarence, NY',
    text: 'Scare crews, operations and performers for our haunted hayride, trails, mazes and haunted house at the rear of the farm.',
  },
  florida: {
    place: 'Haunted Park Florida',
    title: 'Central Florida — Coming Soon',
    text: 'We are building our first Florida crew. Apply now to be part of the opening season of tropical terror.',
  },
};

/** docs/product.md §2: hiring banner, region header and the application form; region from `?region=`. */
export function EmploymentPage() {
  const [params, setParams] = useSearchParams();
  const region = regionFrom(params.get('region'));
  // The region's operating nights the form offers (loaded with the page on the server).
  const nights = useCalendarReadQuery({ region }).data?.nights;
  const { settings } = useSiteSettings();
  const [submitApplication] = useEmploymentSubmitMutation();
  const [submitWithFiles] = useEmploymentSubmitWithFilesMutation();
  const header = REGION_HEADER[region];

  return (
    <>
      <Box
        sx={{
          bgcolor: 'primary.dark',
          py: 1,
          textAlign: 'center',
          fontWeight: 800,
          letterSpacing: '0.12em',
          fontSize: { xs: '0.8rem', md: '0.95rem' },
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'center',
          gap: 1,
        }}
      >
        <CampaignIcon aria-hidden="true" fontSize="small" sx={{ display: { xs: 'none', sm: 'block' } }} />
        NOW HIRING FOR THE SEASON · SEPTEMBER - NOVEMBER
      </Box>
      <PageHeader title="JOIN OUR TERRIFYING TEAM" subtitle={<>Apply to work at {header.place}</>} />
      <Container maxWidth="md" sx={{ pb: { xs: 8, md: 12 } }}>
        <Card
          component="section"
          aria-label="Location details"
          sx={{ mb: 4, background: 'linear-gradient(135deg, rgba(214,40,40,0.18), #151515 60%)' }}
        >
          <CardContent sx={{ p: { xs: 3, md: 4 } }}>
            <Typography component="h2" variant="h4" sx={{ color: 'secondary.light' }}>
              {header.title}
            </Typography>
            <Typography sx={{ color: 'text.secondary', mt: 1 }}>{header.text}</Typography>
          </CardContent>
        </Card>
        <Card>
          <CardContent sx={{ p: { xs: 2, sm: 3, md: 5 } }}>
            <EmploymentForm
              region={region}
              nights={nights}
              onRegionChange={(next) => setParams({ region: next }, { replace: true, preventScrollReset: true })}
              submit={(application, files) =>
                files.headshot || files.resume
                  ? submitWithFiles({ application, ...files }).unwrap()
                  : submitApplication(application).unwrap()
              }
              jobsEmail={settings?.jobsEmail}
            />
          </CardContent>
        </Card>
        <Typography
          sx={{
            textAlign: 'center',
            mt: 4,
            color: 'text.secondary',
            display: 'flex',
            gap: 1,
            justifyContent: 'center',
            alignItems: 'center',
            flexWrap: 'wrap',
          }}
        >
          <EmailIcon aria-hidden="true" fontSize="small" />
          Questions about working with us? Email{' '}
          {settings?.jobsEmail ? <Link href={`mailto:${settings.jobsEmail}`}>{settings.jobsEmail}</Link> : 'our jobs team'}
        </Typography>
      </Container>
    </>
  );
}
