import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import { Wordmark } from './wordmark';
import { parkNameOf, useSiteSettings } from '../site-settings/use-site-settings';

/**
 * The park's logo from its settings, or the ghost mark and the wordmark of its name; always links to the landing page
 * (docs/product.md §2).
 */
export function SiteLogo({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const text = useText();
  const { settings } = useSiteSettings();
  const name = parkNameOf(settings);
  const mark = size === 'lg' ? 44 : 34;
  return (
    <Box
      component={RouterLink}
      to={paths.landing.getHref()}
      aria-label={text('layout.logo.home', { park: name })}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        minWidth: 0,
        color: 'text.primary',
        textDecoration: 'none',
        borderRadius: 1,
        '&:focus-visible': { outline: 'none', boxShadow: tokens.effects.focusRing },
      }}
    >
      {settings?.logoUrl ? (
        <Box component="img" src={settings.logoUrl} alt="" sx={{ height: mark, width: 'auto', maxWidth: '100%', display: 'block' }} />
      ) : (
        <>
          <GhostMark size={mark} />
          <Wordmark
            name={name}
            height={size === 'lg' ? '1.6rem' : { xs: '1.1rem', md: '1.3rem' }}
            sx={{ color: 'primary.light', filter: 'drop-shadow(0 0 8px rgba(214,40,40,0.6))', maxWidth: '100%' }}
          />
        </>
      )}
    </Box>
  );
}

export function GhostMark({ size = 34 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="#0a0a0a" stroke="#d62828" strokeWidth="2" />
      <path d="M20 26c0-7 5-12 12-12s12 5 12 12v22l-4-4-4 4-4-4-4 4-4-4-4 4z" fill="#e5e5e5" />
      <circle cx="27" cy="27" r="3" fill="#b91c1c" />
      <circle cx="37" cy="27" r="3" fill="#b91c1c" />
    </svg>
  );
}
