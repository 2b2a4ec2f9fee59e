import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useFaqListQuery, type FaqEntryResponseDto as FaqEntry } from '../../api/generated-public';
import { regionListArgs } from '../../api/enhanced-api';
import { PageHeader } from '../../components/layout/page-header';
import { Section } from '../../components/section/section';
import { SkeletonLines } from '../../components/skeletons/skeleton-lines';
import { PageMarkdown } from '../../components/stories/page-markdown';
import { FAQ_GROUP_LABELS, FAQ_GROUPS } from '../../config/labels';
import { paths } from '../../config/paths';
import { useCurrentRegion, useRegionList } from '../../lib/use-current-region';
import { parkNameOf, useSiteSettings } from '../../components/site-settings/use-site-settings';
import { faqText } from './faq-messages';
import { regionName } from '../../lib/regions';

/** Know before you go: a region's questions and answers, grouped, every answer in the page (no JavaScript needed). */
export function FaqPage() {
  const regions = useRegionList();
  const region = useCurrentRegion();
  const parkName = parkNameOf(useSiteSettings().settings);
  const { data, isLoading } = useFaqListQuery(regionListArgs(region));
  const entries = data?.items ?? [];
  const groups = FAQ_GROUPS.map((group) => ({ group, entries: entries.filter((entry) => entry.group === group) })).filter(
    (group) => group.entries.length > 0,
  );
  return (
    <>
      <PageHeader
        title={faqText('page.title')}
        subtitle={faqText('page.subtitle', { park: parkName, region: regionName(regions, region) })}
      />
      <Section>
        <Container maxWidth="md" disableGutters>
          {isLoading ? (
            <SkeletonLines lines={[{ height: 40, width: '60%' }, {}, {}, { width: '40%' }]} />
          ) : (
            <>
              <Box component="nav" aria-label={faqText('topics.label')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 4 }}>
                {groups.map(({ group }) => (
                  <Link key={group} href={`#faq-${group}`} color="secondary.light">
                    {FAQ_GROUP_LABELS[group]}
                  </Link>
                ))}
              </Box>
              {groups.map(({ group, entries: questions }) => (
                <Box component="section" key={group} id={`faq-${group}`} aria-labelledby={`faq-${group}-title`} sx={{ mb: 6 }}>
                  <Typography id={`faq-${group}-title`} component="h2" variant="h3" sx={{ color: 'primary.light', mb: 3 }}>
                    {FAQ_GROUP_LABELS[group]}
                  </Typography>
                  {questions.map((entry) => (
                    <FaqItem key={entry.id} entry={entry} />
                  ))}
                </Box>
              ))}
              {groups.length === 0 && <Typography sx={{ color: 'text.secondary' }}>{faqText('questions.none')}</Typography>}
              <Typography sx={{ color: 'text.secondary' }}>
                {faqText('more.question')}{' '}
                {/* Inside a sentence a link is underlined: its colour alone does not set it apart (WCAG 1.4.1). */}
                <Link component={RouterLink} to={paths.contact.getHref(region)} color="secondary.light" underline="always">
                  {faqText('more.link')}
                </Link>
                .
              </Typography>
            </>
          )}
        </Container>
      </Section>
    </>
  );
}

function FaqItem({ entry }: { entry: FaqEntry }) {
  return (
    <Box component="article" data-testid="faq-entry" sx={{ mb: 3, '& [data-testid=story-body]': { maxWidth: 'none', mx: 0 } }}>
      <Typography component="h3" variant="h5" sx={{ mb: 1 }}>
        {entry.question}
      </Typography>
      <PageMarkdown content={entry.answer} />
    </Box>
  );
}
