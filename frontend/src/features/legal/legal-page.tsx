import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';
import { useLegalGetQuery, type LegalPageKey } from '../../api/generated-public';
import { useSiteSettings } from '../../components/site-settings/use-site-settings';
import { PageMarkdown } from '../../components/stories/page-markdown';
import { tokens } from '../../theme/tokens';
import { OutsideAnalyticsNotice } from './outside-analytics-notice';
import { isLanguage } from '../../i18n/languages';
import { usePageLanguage, useText } from '../../i18n/text';
import { translatedLegalArgs } from '../../api/enhanced-api';

/** Which legal page a path shows, in any language (`/terms`, `/es/terms`). */
export function legalKeyOf(pathname: string): LegalPageKey {
  const [first = '', second] = pathname.split('/').slice(1);
  return (isLanguage(first) ? second : first) === 'terms' ? 'terms' : 'privacy';
}

/**
 * The privacy policy or the terms of service, as staff wrote them under /admin/legal (Markdown, no raw HTML); the
 * privacy policy then says which outside analytics are on, if any.
 */
export function LegalPage() {
  const text = useText();
  const key = legalKeyOf(useLocation().pathname);
  const { data } = useLegalGetQuery(translatedLegalArgs(key, usePageLanguage()));
  const { settings } = useSiteSettings();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography
        variant="h1"
        sx={{ color: 'primary.light', textShadow: tokens.effects.textShadow, mb: 4, fontSize: { xs: '2.4rem', md: '3.4rem' } }}
      >
        {data?.title ?? text(key === 'terms' ? 'legal.page.title.terms' : 'legal.page.title.privacy')}
      </Typography>
      {data && <PageMarkdown content={data.body} />}
      {key === 'privacy' && <OutsideAnalyticsNotice settings={settings} />}
    </Container>
  );
}
