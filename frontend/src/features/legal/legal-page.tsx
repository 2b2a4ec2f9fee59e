import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';
import { useLegalGetQuery, type LegalPageKey } from '../../api/generated-public';
import { useSiteSettings } from '../../components/site-settings/use-site-settings';
import { PageMarkdown } from '../../components/stories/page-markdown';
import { tokens } from '../../theme/tokens';
import { OutsideAnalyticsNotice } from './outside-analytics-notice';

/** Which legal page a path shows. */
export const legalKeyOf = (pathname: string): LegalPageKey => (pathname.startsWith('/terms') ? 'terms' : 'privacy');

/**
 * The privacy policy or the terms of service, as staff wrote them under /admin/legal (Markdown, no raw HTML); the
 * privacy policy then says which outside analytics are on, if any.
 */
export function LegalPage() {
  const key = legalKeyOf(useLocation().pathname);
  const { data } = useLegalGetQuery(key);
  const { settings } = useSiteSettings();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography
        variant="h1"
        sx={{ color: 'primary.light', textShadow: tokens.effects.textShadow, mb: 4, fontSize: { xs: '2.4rem', md: '3.4rem' } }}
      >
        {data?.title ?? (key === 'terms' ? 'Terms of Service' : 'Privacy Policy')}
      </Typography>
      {data && <PageMarkdown content={data.body} />}
      {key === 'privacy' && <OutsideAnalyticsNotice settings={settings} />}
    </Container>
  );
}
