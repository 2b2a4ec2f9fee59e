import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useFaqListQuery, type FaqEntryResponseDto as FaqEntry } from '../../api/generated-public';
import { translatedListArgs } from '../../api/enhanced-api';
import { PageHeader } from '../../components/layout/page-header';
import { Section } from '../../components/section/section';
import { SkeletonLines } from '../../components/skeletons/skeleton-lines';
import { PageMarkdown } from '../../components/stories/page-markdown';
import { FAQ_GROUPS } from '../../config/labels';
import type { FaqGroup } from '../../api/generated-public';
import type { MessageId } from '../../i18n/catalogue';
import { usePageLanguage, useRichText, useText } from '../../i18n/text';
import { paths } from '../../config/paths';
import { useCurrentRegion, useRegionList } from '../../lib/use-current-region';
import { parkNameOf, useSiteSettings } from '../../components/site-settings/use-site-settings';
import { regionName } from '../../lib/regions';

/** The groups' names on the page, in its language (the admin's English is config/labels.ts). */
const FAQ_GROUP_TEXT: Record<FaqGroup, MessageId> = {
  tickets: 'faq.group.tickets',
  safety: 'faq.group.safety',
  accessibility: 'faq.group.accessibility',
  'weather-refunds': 'faq.group.weatherRefunds',
  'getting-here': 'faq.group.gettingHere',
  groups: 'faq.group.groups',
};

/** Know before you go: a region's questions and answers, grouped, every answer in the page (no JavaScript needed). */
export function FaqPage() {
  const regions = useRegionList();
  const region = useCurrentRegion();
  const parkName = parkNameOf(useSiteSettings().settings);
  const { data, isLoading } = useFaqListQuery(translatedListArgs(region, usePageLanguage()));
  const text = useText();
  const rich = useRichText();
  const entries = data?.items ?? [];
  const groups = FAQ_GROUPS.map((group) => ({ group, entries: entries.filter((entry) => entry.group === group) })).filter(
    (group) => group.entries.length > 0,
  );
  return (
    <>
      <PageHeader
        title={text('faq.page.title')}
        subtitle={text('faq.page.subtitle', { park: parkName, region: regionName(regions, region) })}
      />
      <Section>
        <Container maxWidth="md" disableGutters>
          {isLoading ? (
            <SkeletonLines lines={[{ height: 40, width: '60%' }, {}, {}, { width: '40%' }]} />
          ) : (
            <>
              <Box component="nav" aria-label={text('faq.topics.label')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 4 }}>
                {groups.map(({ group }) => (
                  <Link key={group} href={`#faq-${group}`} color="secondary.light">
                    {text(FAQ_GROUP_TEXT[group])}
                  </Link>
                ))}
              </Box>
              {groups.map(({ group, entries: questions }) => (
                <Box component="section" key={group} id={`faq-${group}`} aria-labelledby={`faq-${group}-title`} sx={{ mb: 6 }}>
                  <Typography id={`faq-${group}-title`} component="h2" variant="h3" sx={{ color: 'primary.light', mb: 3 }}>
                    {text(FAQ_GROUP_TEXT[group])}
                  </Typography>
                  {questions.map((entry) => (
                    <FaqItem key={entry.id} entry={entry} />
                  ))}
                </Box>
              ))}
              {groups.length === 0 && <Typography sx={{ color: 'text.secondary' }}>{text('faq.questions.none')}</Typography>}
              <Typography sx={{ color: 'text.secondary' }}>
                {rich('faq.more', {
                  // Inside a sentence a link is underlined: its colour alone does not set it apart (WCAG 1.4.1).
                  link: (chunks: ReactNode[]) => (
                    <Link component={RouterLink} to={paths.contact.getHref(region)} color="secondary.light" underline="always">
                      {chunks}
                    </Link>
                  ),
                })}
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
