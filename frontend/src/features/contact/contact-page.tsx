import { translatedRegionArgs } from '../../api/enhanced-api';
import {
  AccessTime as AccessTimeIcon,
  Construction as ConstructionIcon,
  Directions as DirectionsIcon,
  LocationOn as LocationOnIcon,
  Phone as PhoneIcon,
} from '../../components/icons/site-icons';
import { PageHeader } from '../../components/layout/page-header';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { paths, type RegionSlug } from '../../config/paths';
import { Link as RouterLink } from 'react-router-dom';
import {
  useCalendarReadQuery,
  useContactSubmitMutation,
  useRegionsDirectionsQuery,
  type SettingsResponseDto as SiteSettings,
} from '../../api/generated-public';
import { hoursSummary } from '../../components/calendar/hours-summary';
import { MonthCalendar } from '../../components/calendar/month-calendar';
import { telHref, useSiteSettings } from '../../components/site-settings/use-site-settings';
import { useCurrentRegion } from '../../lib/use-current-region';
import { ContactForm } from './contact-form';
import { Waitlist } from '../../components/mailing-list/waitlist';
import { useRegion, useRegionArea, useRegionName } from '../../components/regions/use-region';
import { usePageLanguage, useText, useIntl } from '../../i18n/text';
import { FormCard } from '../../components/forms/form-card';

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent sx={{ p: 3, display: 'flex', gap: 2 }}>
        <Box
          aria-hidden="true"
          sx={{
            color: 'primary.light',
            bgcolor: 'rgba(214,40,40,0.15)',
            borderRadius: '50%',
            p: 1.25,
            height: 'fit-content',
            display: 'flex',
            '& svg': { fontSize: 28 },
          }}
        >
          {icon}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" variant="h5" sx={{ mb: 1, color: 'text.primary' }}>
            {title}
          </Typography>
          <Box sx={{ color: 'text.secondary', lineHeight: 1.7, overflowWrap: 'anywhere' }}>{children}</Box>
        </Box>
      </CardContent>
    </Card>
  );
}

/** The hours of docs/product.md §9, as the operating calendar has them (the standard hours when no night is to come). */
function HoursCard({ region }: { region: RegionSlug }) {
  const text = useText();
  const { locale } = useIntl();
  const { data } = useCalendarReadQuery({ region });
  if (!data) return null;
  return (
    <InfoCard icon={<AccessTimeIcon />} title={text('contact.card.hours')}>
      {hoursSummary(data, text, locale).map((line) => (
        <Typography key={line}>{line}</Typography>
      ))}
    </InfoCard>
  );
}

/** A maps search for a street address: the link the address itself is. */
const addressUrl = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** Getting here: the address as a link, "Get directions" (from the coordinates staff set), parking and the directions. */
function GettingHereCard({ region, address }: { region: RegionSlug; address: string | undefined }) {
  const text = useText();
  const { data } = useRegionsDirectionsQuery(translatedRegionArgs(region, usePageLanguage()));
  if (!data?.directionsUrl && !data?.parking && !data?.directions && !address) return null;
  return (
    <InfoCard icon={<DirectionsIcon />} title={text('contact.card.gettingHere')}>
      {address && (
        <Typography>
          <Link href={addressUrl(address)} target="_blank" rel="noopener noreferrer">
            {address}
          </Link>
        </Typography>
      )}
      {data?.directionsUrl && (
        <Typography sx={{ my: 1 }}>
          <Link href={data.directionsUrl} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 700 }}>
            {text('contact.card.gettingHere.directions')}
          </Link>
        </Typography>
      )}
      {data?.parking && (
        <Typography sx={{ whiteSpace: 'pre-line' }}>
          <strong>{text('contact.card.gettingHere.parking')}</strong> {data.parking}
        </Typography>
      )}
      {data?.directions && <Typography sx={{ whiteSpace: 'pre-line', mt: 1 }}>{data.directions}</Typography>}
    </InfoCard>
  );
}

function CalendarCard({ region }: { region: RegionSlug }) {
  const { data } = useCalendarReadQuery({ region });
  if (!data?.nights.length) return null;
  return (
    <Card>
      <CardContent sx={{ p: { xs: 1.5, sm: 3 } }}>
        <MonthCalendar region={region} />
      </CardContent>
    </Card>
  );
}

/** Only the lines the park has given: an empty phone, e-mail or address is left out, never shown as a dash or an empty link. */
function OpenRegionCards({ region, settings }: { region: RegionSlug; settings: SiteSettings | undefined }) {
  const text = useText();
  const phone = settings?.phone;
  const groupsPhone = settings?.groupsPhone || phone;
  const address = useRegion(region)?.address || undefined;
  return (
    <>
      {address && (
        <InfoCard icon={<LocationOnIcon />} title={text('contact.card.location')}>
          <Typography>{address}</Typography>
        </InfoCard>
      )}
      <InfoCard icon={<PhoneIcon />} title={text('contact.card.phone')}>
        {phone && telHref(phone) && (
          <Typography>
            {text('contact.card.phone.general')} <Link href={telHref(phone) ?? undefined}>{phone}</Link>
          </Typography>
        )}
        {groupsPhone && telHref(groupsPhone) && (
          <Typography>
            {text('contact.card.phone.groups')} <Link href={telHref(groupsPhone) ?? undefined}>{groupsPhone}</Link>
          </Typography>
        )}
        {settings?.groupsEmail && (
          <Typography>
            <Link href={`mailto:${settings.groupsEmail}`}>{settings.groupsEmail}</Link>
          </Typography>
        )}
        <Typography>
          <Link component={RouterLink} to={paths.groups.getHref(region)}>
            {text('contact.card.phone.groupBooking')}
          </Link>
        </Typography>
      </InfoCard>
      <HoursCard region={region} />
      <GettingHereCard region={region} address={address} />
    </>
  );
}

/** A region still to open: where it will be, and that it is being built. */
function ComingSoonCards({ region }: { region: RegionSlug }) {
  const text = useText();
  const address = useRegion(region)?.address || undefined;
  const area = useRegionArea(region);
  return (
    <>
      <GettingHereCard region={region} address={address} />
      <InfoCard icon={<LocationOnIcon />} title={text('contact.card.location')}>
        <Typography>{text('contact.comingSoon.comingSoon')}</Typography>
        <Typography>{area}</Typography>
      </InfoCard>
      <InfoCard icon={<PhoneIcon />} title={text('contact.card.phone')}>
        <Typography>{text('contact.comingSoon.comingSoon')}</Typography>
      </InfoCard>
      <InfoCard icon={<ConstructionIcon />} title={text('contact.card.status')}>
        <Typography sx={{ color: 'secondary.light', fontWeight: 700 }}>{text('contact.comingSoon.status')}</Typography>
        <Typography>{text('contact.comingSoon.opening')}</Typography>
      </InfoCard>
    </>
  );
}

/** docs/product.md §2: the region's contact cards (a region still to open says so) and the 'Get In Touch' form. */
export function ContactPage() {
  const text = useText();
  const region: RegionSlug = useCurrentRegion();
  const comingSoon = useRegion(region)?.status === 'coming-soon';
  const name = useRegionName(region);
  const { settings } = useSiteSettings();
  const [sendMessage] = useContactSubmitMutation();
  const language = usePageLanguage();

  return (
    <>
      <PageHeader
        title={text('contact.page.title')}
        subtitle={text(comingSoon ? 'contact.page.subtitle.comingSoon' : 'contact.page.subtitle.open', { region: name })}
      />
      <Container maxWidth="lg" sx={{ pb: { xs: 8, md: 12 } }}>
        <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1.2fr' }, alignItems: 'start' }}>
          <Box sx={{ display: 'grid', gap: 2.5 }}>
            {comingSoon ? <ComingSoonCards region={region} /> : <OpenRegionCards region={region} settings={settings} />}
            <Waitlist region={region} />
            <CalendarCard region={region} />
          </Box>
          <FormCard id="contact-form-title" title={text('contact.form.title')} intro={text('contact.form.intro')}>
            <ContactForm send={(values) => sendMessage({ ...values, region, language }).unwrap()} />
          </FormCard>
        </Box>
      </Container>
    </>
  );
}
