import {
  AutoStories as AutoStoriesIcon,
  HourglassTop as HourglassTopIcon,
  Nightlife as NightlifeIcon,
  Park as ParkIcon,
} from '../../components/icons/site-icons';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { tokens } from '../../theme/tokens';
import { TonightLine } from '../../components/calendar/tonight-line';
import { SocialLinks } from '../../components/layout/social-links';
import { Waitlist } from '../../components/mailing-list/waitlist';
import { Section } from '../../components/section/section';
import { useSiteSettings } from '../../components/site-settings/use-site-settings';
import { Hero } from './hero';
import { useRegion } from '../../components/regions/use-region';
import type { RegionSlug } from '../../config/paths';
import { useText } from '../../i18n/text';
import type { ComingSoonFeatureIcon } from '../../api/generated-public';
import { regionArea, regionName } from '../../lib/regions';
import { useRegionList } from '../../lib/use-current-region';

const FEATURE_ICONS: Record<ComingSoonFeatureIcon, ReactNode> = {
  park: <ParkIcon />,
  nightlife: <NightlifeIcon />,
  stories: <AutoStoriesIcon />,
};

/**
 * docs/product.md §2: a region before it opens (Florida's first season, a region staff just added): its hero with the
 * region's copy, the cards of what awaits where staff wrote them (/admin/regions), and a stay-updated block with the
 * region's mailing-list sign-up. Once staff open the region (/admin/regions), its home is RegionHome.
 */
export function ComingSoon({ region }: { region: RegionSlug }) {
  const text = useText();
  const { settings } = useSiteSettings();
  const copy = useRegion(region);
  const regions = useRegionList();
  const area = regionArea(regions, region);
  const features = copy?.comingSoonFeatures ?? [];
  const name = regionName(regions, region);
  return (
    <>
      <Hero page={copy?.homeVideo ?? undefined} fallbackImage={copy?.heroImage ?? undefined}>
        <Typography
          component="p"
          sx={{ color: 'secondary.light', fontWeight: 800, letterSpacing: '0.3em', mb: 2, fontSize: { xs: '0.8rem', md: '0.95rem' } }}
        >
          {area.toUpperCase()}
        </Typography>
        <Typography variant="h1" sx={{ color: 'primary.light', textShadow: tokens.effects.textShadow }}>
          {copy?.heroTitle}
        </Typography>
        {copy?.heroLine && (
          <Typography sx={{ mt: 2, fontSize: { xs: '1.15rem', md: '1.4rem' }, textShadow: '0 2px 8px #000' }}>{copy.heroLine}</Typography>
        )}
        <Button
          variant="contained"
          size="large"
          disabled
          startIcon={<HourglassTopIcon />}
          sx={{ mt: 4, px: 4, py: 1.5, '&.Mui-disabled': { bgcolor: 'rgba(255,255,255,0.14)', color: 'rgba(255,255,255,0.75)' } }}
        >
          {text('regionHome.comingSoon.button')}
        </Button>
        <Typography data-testid="opening-line" sx={{ mt: 2, color: 'secondary.light', fontWeight: 700 }}>
          {copy?.openingLine}
        </Typography>
        <TonightLine region={region} sx={{ mt: 1.5, justifyContent: 'center', textShadow: '0 2px 8px #000' }} />
      </Hero>

      {features.length > 0 && (
        <Section
          title={text('regionHome.comingSoon.awaits.title')}
          subtitle={text('regionHome.comingSoon.awaits.subtitle', { area })}
          tone="blood"
        >
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0,1fr))' },
            }}
          >
            {features.map((feature) => (
              <li key={feature.title}>
                <Card sx={{ height: '100%', textAlign: 'center' }}>
                  <CardContent sx={{ p: 4 }}>
                    <Box
                      aria-hidden="true"
                      sx={{
                        display: 'inline-flex',
                        p: 2,
                        borderRadius: '50%',
                        bgcolor: 'rgba(214,40,40,0.15)',
                        color: 'primary.light',
                        mb: 2,
                        '& svg': { fontSize: 40 },
                      }}
                    >
                      {FEATURE_ICONS[feature.icon]}
                    </Box>
                    <Typography component="h3" variant="h4" sx={{ color: 'primary.light', mb: 1.5 }}>
                      {feature.title}
                    </Typography>
                    <Typography sx={{ color: 'text.secondary' }}>{feature.text}</Typography>
                  </CardContent>
                </Card>
              </li>
            ))}
          </Box>
        </Section>
      )}

      <Section
        title={text('regionHome.comingSoon.updates.title')}
        subtitle={text('regionHome.comingSoon.updates.subtitle', { region: name })}
      >
        <Waitlist region={region} />
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <SocialLinks settings={settings} size="large" />
        </Box>
      </Section>
    </>
  );
}
