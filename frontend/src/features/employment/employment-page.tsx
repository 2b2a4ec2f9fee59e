import { Campaign as CampaignIcon, Email as EmailIcon } from '../../components/icons/site-icons';
import { PageHeader } from '../../components/layout/page-header';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { RegionSlug } from '../../config/paths';
import { parkNameOf, useSiteSettings } from '../../components/site-settings/use-site-settings';
import { regionArea, regionFrom, regionName } from '../../lib/regions';
import { useRegionList } from '../../lib/use-current-region';
import { useHydrated } from '../../lib/use-hydrated';
import {
  useCalendarReadQuery,
  useEmploymentSubmitMutation,
  useJobPostingsListQuery,
  type RegionResponseDto,
} from '../../api/generated-public';
import { translatedListArgs, useEmploymentSubmitWithFilesMutation } from '../../api/enhanced-api';
import { ApplicationSent, sentApplicationFrom, type SentApplication } from './application-sent';
import { EmploymentForm } from './employment-form';
import { JobList } from './job-list';
import { type Text, usePageLanguage, useRichText, useText } from '../../i18n/text';

/** Where the crew works: the region's area, and what it hires for (a region still to open hires its first crew). */
function regionHeader(text: Text, regions: readonly RegionResponseDto[], region: RegionSlug): { title: string; text: string } {
  const area = regionArea(regions, region);
  const row = regions.find((item) => item.key === region);
  if (row?.status !== 'coming-soon') return { title: area, text: text('employment.page.region.hiring') };
  return {
    title: text('employment.page.region.comingSoon', { area }),
    text: row.firstCrewLine || text('employment.page.region.firstCrew', { region: regionName(regions, region) }),
  };
}

/** `?job=` as a posting id, if it is one. */
function jobIdFrom(value: string | null): number | undefined {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * docs/product.md §2: hiring banner, region header, the region's open job postings and the application form; region
 * from `?region=`. `?job=` (a posting's "Apply" link) chooses that posting in the form once the page runs: the server
 * renders the page without it. A sent application replaces all that with its confirmation, kept in the history
 * entry's state: a reload shows it again, a new visit to the page (a Careers link) shows the form.
 */
export function EmploymentPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const regions = useRegionList();
  const text = useText();
  const rich = useRichText();
  const region = regionFrom(regions, params.get('region'));
  const language = usePageLanguage();
  const postings = useJobPostingsListQuery(translatedListArgs(region, language)).data?.items;
  // Read once hydrated: the server renders the page without it.
  const hydrated = useHydrated();
  const chosenJob = hydrated ? jobIdFrom(params.get('job')) : undefined;
  useEffect(() => {
    if (chosenJob !== undefined) document.getElementById('employment-application')?.scrollIntoView();
  }, [chosenJob]);
  // The region's operating nights the form offers (loaded with the page on the server).
  const nights = useCalendarReadQuery({ region }).data?.nights;
  const { settings } = useSiteSettings();
  const [submitApplication] = useEmploymentSubmitMutation();
  const [submitWithFiles] = useEmploymentSubmitWithFilesMutation();
  const header = regionHeader(text, regions, region);
  const sent = hydrated ? sentApplicationFrom(location.state) : undefined;
  const showForm = (next: RegionSlug) => navigate({ search: `?region=${next}` }, { replace: true, state: null });
  const showSent = ({ firstName, email, jobTitle, region: sentRegion, confirmationMail }: SentApplication) =>
    navigate(
      { search: `?region=${sentRegion}` },
      { replace: true, state: { sentApplication: { firstName, email, jobTitle, region: sentRegion, confirmationMail } } },
    );

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
        {text('employment.page.banner')}
      </Box>
      <PageHeader
        title={text('employment.page.title')}
        subtitle={text('employment.page.subtitle', { parkName: parkNameOf(settings), region: regionName(regions, region) })}
      />
      <Container maxWidth="md" sx={{ pb: { xs: 8, md: 12 } }}>
        {sent ? (
          <Card>
            <CardContent sx={{ p: { xs: 2, sm: 3, md: 5 } }}>
              <ApplicationSent sent={sent} onAnother={() => showForm(regionFrom(regions, sent.region))} />
            </CardContent>
          </Card>
        ) : (
          <>
            <Card
              component="section"
              aria-label={text('employment.page.locationDetails')}
              sx={{ mb: 4, background: 'linear-gradient(135deg, rgba(214,40,40,0.18), #151515 60%)' }}
            >
              <CardContent sx={{ p: { xs: 3, md: 4 } }}>
                <Typography component="h2" variant="h4" sx={{ color: 'secondary.light' }}>
                  {header.title}
                </Typography>
                <Typography sx={{ color: 'text.secondary', mt: 1 }}>{header.text}</Typography>
              </CardContent>
            </Card>
            {postings && <JobList region={region} postings={postings} />}
            <Card id="employment-application" sx={{ scrollMarginTop: 80 }}>
              <CardContent sx={{ p: { xs: 2, sm: 3, md: 5 } }}>
                <EmploymentForm
                  region={region}
                  nights={nights}
                  postings={postings}
                  chosenJob={chosenJob}
                  onRegionChange={(next) => setParams({ region: next }, { replace: true, preventScrollReset: true })}
                  submit={(form, files) => {
                    const application = { ...form, language };
                    return files.headshot || files.resume
                      ? submitWithFiles({ application, ...files }).unwrap()
                      : submitApplication(application).unwrap();
                  }}
                  onSent={showSent}
                  jobsEmail={settings?.jobsEmail}
                />
              </CardContent>
            </Card>
          </>
        )}
        {settings?.jobsEmail && (
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
            {rich('employment.page.questions', {
              email: settings.jobsEmail,
              link: (chunks) => <Link href={`mailto:${settings.jobsEmail}`}>{chunks}</Link>,
            })}
          </Typography>
        )}
      </Container>
    </>
  );
}
