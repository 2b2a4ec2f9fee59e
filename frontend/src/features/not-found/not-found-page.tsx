import { ArrowForward as ArrowForwardIcon, Home as HomeIcon } from '../../components/icons/site-icons';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { paths } from '../../config/paths';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ownAddressOf } from '../../i18n/page-language';
import { usePageLanguage, useText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import { GhostMark } from '../../components/layout/site-logo';
import { LinkButton } from '../../components/layout/link-button';
import { useCurrentRegion, useRegionList } from '../../lib/use-current-region';

/**
 * docs/product.md §2: the not-found page, inside the region's navigation and footer, saying in plain words that the
 * page does not exist, with the ways back in: every region and the stories.
 */
export function NotFoundPage() {
  const text = useText();
  const region = useCurrentRegion();
  const regions = useRegionList();
  const { pathname, search, hash } = useLocation();
  const language = usePageLanguage();
  const ownAddress = ownAddressOf(regions, pathname, language);
  useEffect(() => {
    // A link on a Spanish page to a region that speaks English only: the page is at the region's own address.
    if (ownAddress !== undefined) window.location.replace(`${ownAddress}${search}${hash}`);
  }, [ownAddress, search, hash]);
  // Leaving for it: no "page not found" flashes on the way.
  if (ownAddress !== undefined) return null;
  return (
    <Box
      sx={{
        minHeight: '70vh',
        display: 'grid',
        placeItems: 'center',
        textAlign: 'center',
        px: 3,
        py: 8,
        background: 'radial-gradient(ellipse at center, rgba(214,40,40,0.2) 0%, #0a0a0a 70%)',
      }}
    >
      <div>
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 3, filter: 'drop-shadow(0 0 16px rgba(214,40,40,0.6))' }}>
          <GhostMark size={88} />
        </Box>
        <Typography
          variant="h1"
          component="h1"
          sx={{ fontSize: { xs: '2.5rem', md: '4rem' }, color: 'primary.light', textShadow: tokens.effects.textShadow }}
        >
          {text('layout.notFound.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 2, mb: 4, maxWidth: 560, mx: 'auto' }}>
          {text('layout.notFound.text')}
        </Typography>
        <Box
          component="nav"
          aria-label={text('layout.notFound.waysBack')}
          sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}
        >
          <LinkButton to={paths.landing.getHref()} variant="contained" startIcon={<HomeIcon />}>
            {text('layout.notFound.home')}
          </LinkButton>
          {regions.map(({ key, name }) => (
            <LinkButton key={key} to={paths.regionHome.getHref(key)} variant="outlined" endIcon={<ArrowForwardIcon />}>
              {name}
            </LinkButton>
          ))}
          <LinkButton to={paths.legends.getHref(region)} variant="outlined" endIcon={<ArrowForwardIcon />}>
            {text('layout.notFound.legends')}
          </LinkButton>
        </Box>
      </div>
    </Box>
  );
}
