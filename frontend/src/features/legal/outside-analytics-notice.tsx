import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SettingsResponseDto } from '../../api/generated-public';
import { storyBodySx } from '../../components/stories/story-body';
import { legalText, PROVIDER_POLICIES } from './legal-messages';

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
  const ga4 = !!settings?.ga4MeasurementId;
  const meta = !!settings?.metaPixelId;
  if (!ga4 && !meta) return null;
  const providers = [ga4 && legalText('outside.ga4.name'), meta && legalText('outside.meta.name')].filter(Boolean);
  return (
    <Box component="section" aria-labelledby="outside-analytics" sx={{ ...storyBodySx, mt: 4 }}>
      <Typography id="outside-analytics" variant="h4" component="h2" sx={{ mt: 5, mb: 2 }}>
        {legalText('outside.title')}
      </Typography>
      <Typography sx={paragraph}>{legalText('outside.intro', { providers: providers.join(` ${legalText('outside.and')} `) })}</Typography>
      {ga4 && (
        <Typography sx={paragraph}>
          {legalText('outside.ga4.text')} <ProviderLink href={PROVIDER_POLICIES.ga4.policy}>{legalText('outside.ga4.policy')}</ProviderLink>
          {'. '}
          <ProviderLink href={PROVIDER_POLICIES.ga4.partners}>{legalText('outside.ga4.partners')}</ProviderLink>.
        </Typography>
      )}
      {meta && (
        <Typography sx={paragraph}>
          {legalText('outside.meta.text')}{' '}
          <ProviderLink href={PROVIDER_POLICIES.meta.policy}>{legalText('outside.meta.policy')}</ProviderLink>.
        </Typography>
      )}
    </Box>
  );
}
