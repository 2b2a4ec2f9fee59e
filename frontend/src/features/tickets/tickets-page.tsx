import {
  ArrowBack as ArrowBackIcon,
  EventBusy as EventBusyIcon,
  OpenInNew as OpenInNewIcon,
  ReportProblem as ReportProblemIcon,
} from '../../components/icons/site-icons';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import { paths, type RegionSlug } from '../../config/paths';
import { hoursSummary } from '../../components/calendar/hours-summary';
import { useRegion, useSellsTickets } from '../../components/regions/use-region';
import { TicketTypesList } from '../../components/tickets/ticket-types-list';
import { tokens } from '../../theme/tokens';
import { MonthCalendar } from '../../components/calendar/month-calendar';
import { TonightLine } from '../../components/calendar/tonight-line';
import { GhostMark } from '../../components/layout/site-logo';
import { useCurrentRegion, useRegionList } from '../../lib/use-current-region';
import { useVendorUrl } from '../../components/tickets/use-tickets-link';
import { embeddedTicketingUrlOf, parkNameOf, ticketingUrlOf, useSiteSettings } from '../../components/site-settings/use-site-settings';
import { useCalendarReadQuery, useSettingsGetQuery } from '../../api/generated-public';
import { SignUpForm } from '../../components/mailing-list/sign-up-form';
import { LinkButton } from '../../components/layout/link-button';
import { regionName } from '../../lib/regions';
import { useText, useIntl } from '../../i18n/text';

/** docs/product.md §10.7: give up on the frame after this long and show the fallback. */
export const TICKETING_LOAD_TIMEOUT_MS = 15_000;

const HEADER_HEIGHT = 64;
/** The frame's height on a phone: the vendor's page scrolls inside it, the rest of the page scrolls as one. */
const FRAME_HEIGHT_XS = 'max(480px, calc(100svh - 120px))';

/** The ticketing site in a new tab: the way to buy when the embedded ticketing cannot be shown. */
function TicketingSiteButton({
  url,
  size,
  sx,
  children,
}: {
  url: string | null;
  size: 'small' | 'large';
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Button
      component="a"
      href={url ?? undefined}
      target="_blank"
      rel="noopener noreferrer"
      variant="contained"
      size={size}
      endIcon={<OpenInNewIcon />}
      sx={sx}
    >
      {children}
    </Button>
  );
}

function Fallback({ url, phone }: { url: string | null; phone: string | undefined }) {
  const text = useText();
  return (
    <Box
      role="alert"
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'grid',
        placeItems: 'center',
        p: 3,
        textAlign: 'center',
        bgcolor: 'background.default',
      }}
    >
      <Box sx={{ maxWidth: 520 }}>
        <ReportProblemIcon aria-hidden="true" sx={{ fontSize: 64, color: 'primary.light' }} />
        <Typography component="h2" variant="h3" sx={{ color: 'primary.light', mt: 2 }}>
          {text('tickets.fallback.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 2, mb: 4 }}>
          {phone ? text('tickets.fallback.bodyWithPhone', { phone }) : text('tickets.fallback.body')}
        </Typography>
        {url ? (
          <TicketingSiteButton url={url} size="large">
            {text('tickets.fallback.visit')}
          </TicketingSiteButton>
        ) : (
          <Button
            variant="contained"
            size="large"
            disabled
            endIcon={<OpenInNewIcon />}
            sx={{ '&.Mui-disabled': { bgcolor: 'rgba(255,255,255,0.14)', color: 'rgba(255,255,255,0.7)' } }}
          >
            {text('tickets.fallback.visit')}
          </Button>
        )}
      </Box>
    </Box>
  );
}

/**
 * A fresh install, or a region whose season is not open: nothing is for sale, and nothing is "temporarily unavailable".
 * The visitor gets the region's opening line, when it is open and its usual hours, and can leave an address to hear
 * when tickets go on sale (the region's mailing list, confirmed by the link it mails); the calendar stands beside it.
 * It is in the page's flow, so the page scrolls as one.
 */
function NotOnSale({ region }: { region: RegionSlug }) {
  const regions = useRegionList();
  const copy = useRegion(region);
  const { data: calendar } = useCalendarReadQuery({ region });
  const { settings } = useSiteSettings();
  const park = parkNameOf(settings);
  const text = useText();
  const { locale } = useIntl();
  const name = regionName(regions, region);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: { xs: 1.5, sm: 3 }, py: { xs: 3, md: 6 }, textAlign: 'center' }}>
      <Box sx={{ maxWidth: 560, width: '100%' }}>
        <EventBusyIcon aria-hidden="true" sx={{ fontSize: 64, color: 'primary.light' }} />
        <Typography component="h2" variant="h3" sx={{ color: 'primary.light', mt: 2 }}>
          {text('tickets.notOnSale.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 2 }}>
          {copy?.openingLine
            ? text('tickets.notOnSale.bodyWithOpening', { region: name, opening: copy.openingLine })
            : text('tickets.notOnSale.body', { region: name })}
        </Typography>
        {calendar && (
          <Box
            component="ul"
            aria-label={text('tickets.notOnSale.hours')}
            sx={{ listStyle: 'none', p: 0, mt: 3, mb: 0, color: 'text.primary', fontWeight: 600 }}
          >
            {hoursSummary(calendar, text, locale).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Box>
        )}
        <Box sx={{ mt: 4, textAlign: 'left' }}>
          <SignUpForm
            region={region}
            title={text('tickets.notOnSale.signUp.title')}
            consent={text('tickets.notOnSale.signUp.consent', { park, region: name })}
          />
        </Box>
      </Box>
    </Box>
  );
}

/**
 * docs/product.md §2: the external ticketing site in a full-height frame, with a spinner and a fallback for a vendor
 * that is set but cannot be framed or reached. Without a vendor, or while the region is not open, tickets are not on
 * sale yet, and the page says so.
 */
export function TicketsPage() {
  const region = useCurrentRegion();
  const { settings } = useSiteSettings();
  const { isLoading: settingsLoading, isError: settingsFailed } = useSettingsGetQuery();
  const url = ticketingUrlOf(settings);
  // A vendor that refuses framing (or could not be checked) would show the browser's error page in the frame.
  const frameUrl = useVendorUrl(embeddedTicketingUrlOf(settings), settings?.ticketingTakesCampaign);
  const vendorUrl = useVendorUrl(ticketingUrlOf(settings), settings?.ticketingTakesCampaign);
  const sells = useSellsTickets(region);
  const text = useText();
  const onSale = sells && !!url;
  const [loaded, setLoaded] = useState(false);
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    if (!frameUrl || loaded) return;
    const timer = window.setTimeout(() => setTimedOut(true), TICKETING_LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [frameUrl, loaded]);

  const notOnSale = !settingsLoading && !settingsFailed && !onSale;
  const showFallback = !notOnSale && ((!settingsLoading && !frameUrl) || settingsFailed || (timedOut && !loaded));
  const showSpinner = !notOnSale && !showFallback && !loaded;

  // Inside the region's layout (navigation, footer): one page scroll on a phone; on a wide screen the frame fills the
  // window's height beside the prices.
  return (
    <Box sx={{ bgcolor: 'background.default' }}>
      <Box
        sx={{
          minHeight: HEADER_HEIGHT,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: { xs: 'wrap', sm: 'nowrap' },
          columnGap: 2,
          rowGap: 0.5,
          px: { xs: 1.5, sm: 3 },
          py: 1,
          borderBottom: tokens.effects.cardBorder,
          bgcolor: '#070707',
        }}
      >
        <LinkButton
          to={paths.landing.getHref()}
          size="small"
          startIcon={<ArrowBackIcon />}
          sx={{ color: 'text.primary', minWidth: 0, whiteSpace: 'nowrap', minHeight: 40, letterSpacing: { xs: '0.02em', sm: '0.06em' } }}
        >
          {text('tickets.page.back')}
        </LinkButton>
        <Box
          sx={{
            order: { xs: -1, sm: 0 },
            flex: { xs: '1 0 100%', sm: 1 },
            display: 'flex',
            justifyContent: 'center',
            alignItems: 'center',
            gap: 1,
            minWidth: 0,
          }}
        >
          <Box sx={{ display: { xs: 'none', sm: 'flex' } }}>
            <GhostMark size={30} />
          </Box>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.3rem', sm: '1.8rem' }, color: 'primary.light', whiteSpace: 'nowrap' }}>
            {text('tickets.page.title')}
          </Typography>
        </Box>
        {onSale ? (
          <TicketingSiteButton
            url={vendorUrl}
            size="small"
            sx={{ whiteSpace: 'nowrap', minHeight: 40, letterSpacing: { xs: '0.02em', sm: '0.06em' } }}
          >
            {text('tickets.page.openInNewTab')}
          </TicketingSiteButton>
        ) : (
          // Keeps the title centred where the button would be.
          <Box sx={{ width: { sm: 150 } }} />
        )}
      </Box>
      <TonightLine
        region={region}
        sx={{ px: { xs: 1.5, sm: 3 }, py: 1, fontSize: '0.95rem', borderBottom: tokens.effects.cardBorder, bgcolor: '#070707' }}
      />
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row-reverse' }, alignItems: { md: 'flex-start' } }}>
        <Box
          sx={{
            position: 'relative',
            flex: { md: 1 },
            minWidth: 0,
            // A frame (or its spinner and fallback) gets a height; the not-on-sale notice is as tall as its words.
            height: notOnSale ? 'auto' : { xs: FRAME_HEIGHT_XS, md: `calc(100dvh - ${tokens.layout.navHeight}px)` },
          }}
        >
          {notOnSale && <NotOnSale region={region} />}
          {onSale && frameUrl && !showFallback && (
            <Box
              component="iframe"
              src={frameUrl}
              title={text('tickets.frame.title')}
              allow="payment; fullscreen"
              sandbox="allow-scripts allow-popups allow-forms allow-top-navigation allow-same-origin"
              onLoad={() => setLoaded(true)}
              sx={{ border: 0, width: '100%', height: '100%', display: 'block', bgcolor: '#fff' }}
            />
          )}
          {showSpinner && (
            <Box
              role="status"
              sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', bgcolor: 'background.default' }}
            >
              <Box sx={{ textAlign: 'center' }}>
                <CircularProgress size={56} aria-hidden="true" />
                <Typography sx={{ mt: 2, color: 'text.secondary' }}>{text('tickets.frame.loading')}</Typography>
              </Box>
            </Box>
          )}
          {showFallback && <Fallback url={vendorUrl} phone={settings?.phone} />}
        </Box>
        <Box
          sx={{
            width: { md: 360 },
            flexShrink: 0,
            p: { xs: 1.5, sm: 3 },
            borderRight: { md: tokens.effects.cardBorder },
            bgcolor: 'background.default',
            '&:empty': { display: 'none' },
          }}
        >
          <Box sx={{ mb: 3 }}>
            <TicketTypesList region={region} />
          </Box>
          <MonthCalendar region={region} compact />
        </Box>
      </Box>
    </Box>
  );
}
