import HomeIcon from '@mui/icons-material/Home';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { paths } from '../../config/paths';
import { tokens } from '../../theme/tokens';
import { GhostMark } from '../../components/layout/site-logo';
import { MainLandmark } from '../../components/layout/main-landmark';
import { LinkButton } from '../../components/layout/link-button';

/** docs/product.md §2: the not-found page. */
export function NotFoundPage() {
  return (
    <MainLandmark
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        textAlign: 'center',
        p: 3,
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
          404 Page Not Found
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 2, mb: 4 }}>
          Did you forget to add the page to the router?
        </Typography>
        <LinkButton to={paths.landing.getHref()} variant="contained" startIcon={<HomeIcon />}>
          Back to Home
        </LinkButton>
      </div>
    </MainLandmark>
  );
}
