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

const FEATURES: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Tropical Terror',
    text: 'Swamps, mangroves and humid midnight air: the scares of the South, where something always moves beneath the water.',
    icon: <ParkIcon />,
  },
  {
    title: 'Haunted Attractions',
    text: 'Trails, mazes and a haunted house built for Florida nights, with the same actors and craft that made New York scream.',
    icon: <NightlifeIcon />,
  },
  {
    title: 'Dark Legends',
    text: 'The ghost stories, true crimes and mysteries of South Florida, told the way only we can tell them.',
    icon: <AutoStoriesIcon />,
  },
];

/**
 * docs/product.md §2: Florida before it opens: its hero with the region's copy, three feature cards and a stay-updated
 * block. Once staff open Florida (/admin/regions), its home is RegionHome, as New York's.
 */
export function FloridaComingSoon() {
  const { settings } = useSiteSettings();
  const copy = useRegion('florida');
  return (
    <>
      <Hero page="fl-home" fallbackImage="/images/fallback/fl-hero.webp">
        <Typography
          component="p"
          sx={{ color: 'secondary.light', fontWeight: 800, letterSpacing: '0.3em', mb: 2, fontSize: { xs: '0.8rem', md: '0.95rem' } }}
        >
          SOUTH FLORIDA
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
          {copy?.status === 'closed-for-season' ? 'CLOSED FOR THE SEASON' : 'COMING SOON'}
        </Button>
        <Typography data-testid="opening-line" sx={{ mt: 2, color: 'secondary.light', fontWeight: 700 }}>
          {copy?.openingLine}
        </Typography>
        <TonightLine region="florida" sx={{ mt: 1.5, justifyContent: 'center', textShadow: '0 2px 8px #000' }} />
      </Hero>

      <Section title="WHAT AWAITS YOU" subtitle="We are digging a new graveyard in South Florida." tone="blood">
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
          {FEATURES.map((feature) => (
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
                    {feature.icon}
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

      <Section
        title="STAY UPDATED"
        subtitle="Be the first to know when the Florida gates open: leave your e-mail, or follow us for sneak peeks."
      >
        <Waitlist region="florida" />
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <SocialLinks settings={settings} size="large" />
        </Box>
      </Section>
    </>
  );
}
