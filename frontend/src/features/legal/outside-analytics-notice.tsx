import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SettingsResponseDto } from '../../api/generated-public';
import { storyBodySx } from '../../components/stories/story-body';
import { useText, useIntl } from '../../i18n/text';

/** The providers' own pages the notice links to. */
const PROVIDER_POLICIES = {
  ga4: { policy: 'https://policies.google.com/privacy', partners: 'https://policies.google.com/technologies/partner-sites' },
  meta: { policy: 'https://www.facebook.com/privacy/policy/' },
} as const;

const ProviderLink = ({ href, children }: { href: string; children: string }) => (
  <Link href={href} target="_blank" rel="noopener noreferrer" color="secondary.light">
    {children}
  </Link>
);

const paragraph = { fontSize: { xs: '1.05rem', md: '1.15rem' }, lineHeight: 1.85, mb: 2 } as const;

/**
 * The privacy policy's part on the outside analytics the owner turned on (docs/product.md §10.22): which provider, what
 * it receives, its cookies and its own policy. Server-rendered with the page; nothing while both are off.
 */
export function OutsideAnalyticsNotice({ settings }: { settings: SettingsResponseDto | undefined }) {
  const text = useText();
  const intl = useIntl();
  const ga4 = !!settings?.ga4MeasurementId;
  const meta = !!settings?.metaPixelId;
  if (!ga4 && !meta) return null;
  const providers = [ga4 && text('legal.outside.ga4.name'), meta && text('legal.outside.meta.name')].filter((name) => name !== false);
  return (
    <Box component="section" aria-labelledby="outside-analytics" sx={{ ...storyBodySx, mt: 4 }}>
      <Typography id="outside-analytics" variant="h4" component="h2" sx={{ mt: 5, mb: 2 }}>
        {text('legal.outside.title')}
      </Typography>
      <Typography sx={paragraph}>
        {text('legal.outside.intro', { providers: intl.formatList(providers, { type: 'conjunction' }) })}
      </Typography>
      {ga4 && (
        <Typography sx={paragraph}>
          {text('legal.outside.ga4.text')}{' '}
          <ProviderLink href={PROVIDER_POLICIES.ga4.policy}>{text('legal.outside.ga4.policy')}</ProviderLink>
          {'. '}
          <ProviderLink href={PROVIDER_POLICIES.ga4.partners}>{text('legal.outside.ga4.partners')}</ProviderLink>.
        </Typography>
      )}
      {meta && (
        <Typography sx={paragraph}>
          {text('legal.outside.meta.text')}{' '}
          <ProviderLink href={PROVIDER_POLICIES.meta.policy}>{text('legal.outside.meta.policy')}</ProviderLink>.
        </Typography>
      )}
    </Box>
  );
}
