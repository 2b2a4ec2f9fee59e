import { Email as EmailIcon, LocationOn as LocationOnIcon, Phone as PhoneIcon } from '../icons/site-icons';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SignUpForm } from '../mailing-list/sign-up-form';
import { regionName } from '../../lib/regions';
import { useRegionList } from '../../lib/use-current-region';
import { paths, type RegionSlug } from '../../config/paths';
import { useText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import { parkNameOf, telHref, useSiteSettings } from '../site-settings/use-site-settings';
import { HeadedBlock } from './headed-block';
import { GhostMark } from './site-logo';
import { Wordmark } from './wordmark';
import { SocialLinks } from './social-links';
import { LanguageSwitch } from './language-switch';

const columnHeading = {
  component: 'h2',
  sx: {
    fontFamily: tokens.typography.headingFamily,
    fontWeight: 600,
    fontSize: '1.3rem',
    color: 'primary.light',
    mb: 1.5,
    letterSpacing: '0.02em',
  },
} as const;

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
        mb: 1.25,
        color: 'text.secondary',
        '& svg': { fontSize: 20, mt: '2px', color: 'primary.light' },
      }}
    >
      {icon}
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{children}</Box>
    </Box>
  );
}

const listSx = { listStyle: 'none', p: 0, m: 0 } as const;

/**
 * docs/product.md §2: the park's name and tagline, locations, contact, quick links, the copyright of the current year,
 * policy links; what the settings leave empty is left out.
 * The Dark Legends quick link is the region's on screen (docs/product.md §10.12: a Florida visitor stays in Florida).
 */
export function Footer({ region }: { region: RegionSlug }) {
  const text = useText();
  const { settings } = useSiteSettings();
  const name = parkNameOf(settings);
  const phone = settings?.phone;
  const phoneHref = telHref(phone);
  const info = settings?.infoEmail;
  const groups = settings?.groupsEmail;
  // Only what the park has given: an empty field leaves its line out, and a column without lines goes too.
  const regions = useRegionList();
  const locations = regions.filter((location) => location.address);

  return (
    <Box component="footer" sx={{ bgcolor: '#070707', borderTop: tokens.effects.cardBorder, pt: { xs: 6, md: 8 }, pb: { xs: 12, sm: 4 } }}>
      <Container maxWidth="lg">
        <Box
          sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0,1fr))', md: '1.3fr 1fr 1.25fr 0.8fr' } }}
        >
          <Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
              {settings?.logoUrl ? (
                <Box component="img" src={settings.logoUrl} alt={name} sx={{ height: 36, width: 'auto', maxWidth: '100%' }} />
              ) : (
                <>
                  <GhostMark size={36} />
                  <Wordmark name={name} height="1.4rem" sx={{ color: 'primary.light' }} />
                </>
              )}
            </Box>
            {settings?.tagline && <Typography sx={{ color: 'text.secondary', mb: 2 }}>{settings.tagline}</Typography>}
            <SocialLinks settings={settings} size="small" />
          </Box>
          {locations.length > 0 && (
            <HeadedBlock heading={columnHeading} title={text('layout.footer.locations')}>
              <Box component="ul" sx={listSx}>
                {locations.map(({ name, address }) => (
                  <Line key={name} icon={<LocationOnIcon />}>
                    <strong>{name}</strong>
                    <br />
                    {address}
                  </Line>
                ))}
              </Box>
            </HeadedBlock>
          )}
          {(phoneHref || info || groups) && (
            <HeadedBlock heading={columnHeading} title={text('layout.footer.contact')}>
              <Box component="ul" sx={listSx}>
                {phoneHref && (
                  <Line icon={<PhoneIcon />}>
                    <Link href={phoneHref} color="inherit">
                      {phone}
                    </Link>
                  </Line>
                )}
                {info && (
                  <Line icon={<EmailIcon />}>
                    <Link href={`mailto:${info}`} color="inherit">
                      {info}
                    </Link>
                  </Line>
                )}
                {groups && (
                  <Line icon={<EmailIcon />}>
                    {text('layout.footer.contact.groups')}{' '}
                    <Link href={`mailto:${groups}`} color="inherit">
                      {groups}
                    </Link>
                  </Line>
                )}
              </Box>
            </HeadedBlock>
          )}
          <HeadedBlock heading={columnHeading} title={text('layout.footer.quickLinks')}>
            <Box component="ul" sx={listSx}>
              {[
                ...regions.map(({ key, name }) => ({ label: name, to: paths.regionHome.getHref(key) })),
                { label: text('layout.nav.legends'), to: paths.legends.getHref(region) },
                { label: text('layout.nav.faq'), to: paths.faq.getHref(region) },
              ].map((item) => (
                <Box component="li" key={item.to} sx={{ mb: 1 }}>
                  <Link component={RouterLink} to={item.to} color="text.secondary" sx={{ '&:hover': { color: 'primary.light' } }}>
                    {item.label}
                  </Link>
                </Box>
              ))}
            </Box>
          </HeadedBlock>
        </Box>
        <Box sx={{ mt: 4, maxWidth: 560 }}>
          <SignUpForm
            region={region}
            title={text('layout.footer.signUp.title')}
            consent={text('layout.footer.signUp.consent', { park: name, region: regionName(regions, region) })}
          />
        </Box>
        <Divider sx={{ my: 4 }} />
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 2,
            justifyContent: 'space-between',
            alignItems: 'center',
            color: 'text.secondary',
          }}
        >
          <Typography variant="body2">{text('layout.footer.copyright', { year: String(new Date().getFullYear()), park: name })}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 3 }}>
            <LanguageSwitch />
            <Link component={RouterLink} to={paths.privacy.getHref(region)} variant="body2" color="text.secondary">
              {text('layout.footer.privacy')}
            </Link>
            <Link component={RouterLink} to={paths.terms.getHref(region)} variant="body2" color="text.secondary">
              {text('layout.footer.terms')}
            </Link>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
