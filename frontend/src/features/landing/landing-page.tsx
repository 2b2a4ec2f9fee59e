import {
  Agriculture as AgricultureIcon,
  ArrowForward as ArrowForwardIcon,
  BeachAccess as BeachAccessIcon,
  CalendarMonth as CalendarMonthIcon,
  Place as PlaceIcon,
} from '../../components/icons/site-icons';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { paths, type RegionSlug } from '../../config/paths';
import { tokens } from '../../theme/tokens';
import { GhostMark } from '../../components/layout/site-logo';
import { Wordmark } from '../../components/layout/wordmark';
import { SocialLinks } from '../../components/layout/social-links';
import { parkNameOf, useSiteSettings } from '../../components/site-settings/use-site-settings';
import { VideoBackground } from '../../components/video-background/video-background';
import { MainLandmark } from '../../components/layout/main-landmark';
import { LinkButton } from '../../components/layout/link-button';
import { useBooking, useRegion, type Booking } from '../../components/regions/use-region';
import type { MessageId } from '../../i18n/catalogue';
import { useText } from '../../i18n/text';
import { regionName } from '../../lib/regions';
import type { RegionResponseDto } from '../../api/generated-public';
import { useRegionList } from '../../lib/use-current-region';

const CARD_ICONS: Record<NonNullable<RegionResponseDto['icon']>, ReactNode> = {
  farm: <AgricultureIcon />,
  beach: <BeachAccessIcon />,
};

const BOOKING_TEXTS: Record<Booking, MessageId> = {
  'coming-soon': 'landing.card.booking.comingSoon',
  'closed-for-season': 'landing.card.booking.closedForSeason',
  'now-booking': 'landing.card.booking.nowBooking',
  'on-sale-soon': 'landing.card.booking.onSaleSoon',
};

/**
 * The cards' grid for as many regions as the table has: one card centred, two side by side (docs/product.md §2), three
 * in a row, four two by two then in a row on a wide screen; a phone stacks them.
 */
function cardGrid(count: number) {
  const columns = (n: number) => `repeat(${n}, minmax(0, 1fr))`;
  return {
    maxWidth: count <= 1 ? 480 : count === 2 ? 960 : count === 3 ? 1200 : 1360,
    gridTemplateColumns: {
      xs: '1fr',
      sm: columns(count >= 4 ? 2 : 1),
      md: columns(count >= 4 ? 2 : Math.max(count, 1)),
      lg: columns(Math.min(Math.max(count, 1), 4)),
    },
  };
}

/** A region's card: its name, the booking chip and the lines staff write under /admin/regions. */
function RegionCard({ region }: { region: RegionSlug }) {
  const text = useText();
  const regions = useRegionList();
  const name = regionName(regions, region);
  const copy = useRegion(region);
  const icon = copy?.icon ? CARD_ICONS[copy.icon] : <PlaceIcon />;
  const booking = useBooking(region);
  const live = booking === 'now-booking';
  return (
    <Card
      component="article"
      sx={{
        bgcolor: 'rgba(12,12,12,0.82)',
        backdropFilter: 'blur(6px)',
        transition: 'transform 0.3s, box-shadow 0.3s, border-color 0.3s',
        '&:hover, &:focus-within': { transform: 'translateY(-6px)', boxShadow: tokens.effects.bloodGlow, borderColor: 'primary.main' },
      }}
    >
      <CardContent sx={{ p: { xs: 3, md: 4 }, display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography
            component="h2"
            variant="h3"
            sx={{
              color: 'primary.light',
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              '& svg': { fontSize: '0.9em', color: 'secondary.light' },
            }}
          >
            <Box component="span" aria-hidden="true" sx={{ display: 'inline-flex' }}>
              {icon}
            </Box>
            {name}
          </Typography>
          <Chip
            label={booking && text(BOOKING_TEXTS[booking])}
            size="small"
            color={live ? 'primary' : 'default'}
            variant={live ? 'filled' : 'outlined'}
          />
        </Box>
        {copy?.cardLine && <Typography sx={{ fontSize: '1.1rem', fontWeight: 600 }}>{copy.cardLine}</Typography>}
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            gap: 0.75,
            color: 'text.secondary',
            '& svg': { color: 'secondary.light', fontSize: 20, mr: 1, verticalAlign: '-4px' },
          }}
        >
          {copy?.openingLine && (
            <span>
              <CalendarMonthIcon aria-hidden="true" />
              {copy.openingLine}
            </span>
          )}
          {copy?.cardLocation && (
            <span>
              <PlaceIcon aria-hidden="true" />
              {copy.cardLocation}
            </span>
          )}
        </Box>
        <LinkButton
          to={paths.regionHome.getHref(region)}
          variant="contained"
          size="large"
          endIcon={<ArrowForwardIcon />}
          sx={{ mt: 'auto' }}
        >
          {text('landing.card.enter', { region: name })}
        </LinkButton>
      </CardContent>
    </Card>
  );
}

/** docs/product.md §2: full-screen background, title, the tag line and a card for each region of the table. */
export function LandingPage() {
  const text = useText();
  const { settings } = useSiteSettings();
  const regions = useRegionList();
  return (
    <MainLandmark sx={{ position: 'relative', minHeight: '100svh', display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
      <VideoBackground
        page="landing"
        fallbackImage="/images/fallback/landing.webp"
        muteToggle
        overlay="radial-gradient(ellipse at center, rgba(10,10,10,0.45) 0%, rgba(10,10,10,0.85) 75%, #0a0a0a 100%)"
      />
      <Box
        sx={{
          position: 'relative',
          zIndex: 1,
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          px: 2,
          py: { xs: 6, md: 8 },
          gap: { xs: 4, md: 6 },
        }}
      >
        <Box sx={{ textAlign: 'center' }}>
          <Box sx={{ display: 'flex', justifyContent: 'center', mb: 1, filter: 'drop-shadow(0 0 16px rgba(214,40,40,0.6))' }}>
            <GhostMark size={72} />
          </Box>
          <Typography
            variant="h1"
            sx={{
              color: 'primary.light',
              filter: 'drop-shadow(0 0 18px rgba(214,40,40,0.55))',
              fontSize: 'clamp(3rem, 12vw, 7.5rem)',
              display: 'flex',
              justifyContent: 'center',
              animation: 'flicker 6s infinite',
              '@keyframes flicker': {
                '0%, 92%, 100%': { opacity: 1 },
                '93%': { opacity: 0.55 },
                '95%': { opacity: 0.9 },
                '97%': { opacity: 0.6 },
              },
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            }}
          >
            {/* The page's title: a long name wraps instead of being cut, as it may be in the header. */}
            <Wordmark
              name={parkNameOf(settings)}
              height="0.8em"
              sx={{ maxWidth: '92vw', whiteSpace: 'normal', overflow: 'visible', textWrap: 'balance', lineHeight: 1.05 }}
            />
          </Typography>
          <Typography sx={{ mt: 2, fontSize: { xs: '1.1rem', md: '1.4rem' }, color: 'text.primary', textShadow: '0 2px 8px #000' }}>
            {text('landing.tagline')}
          </Typography>
        </Box>
        <Box sx={{ display: 'grid', gap: 3, width: '100%', ...cardGrid(regions.length) }}>
          {regions.map(({ key }) => (
            <RegionCard key={key} region={key} />
          ))}
        </Box>
        <SocialLinks settings={settings} />
      </Box>
    </MainLandmark>
  );
}
