import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import type { SettingsResponseDto as SiteSettings } from '../../api/generated-public';

function TikTokIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M16.6 5.82A4.28 4.28 0 0 1 15.54 3h-3.09v12.4a2.59 2.59 0 0 1-2.59 2.5 2.59 2.59 0 0 1 0-5.18c.27 0 .53.04.78.12V9.68a5.7 5.7 0 0 0-.78-.05 5.73 5.73 0 1 0 5.73 5.73V9.01a7.35 7.35 0 0 0 4.3 1.38V7.3a4.3 4.3 0 0 1-3.29-1.48z" />
    </svg>
  );
}

const NETWORKS: { key: keyof SiteSettings; label: string; icon: ReactNode }[] = [
  { key: 'facebookUrl', label: 'Facebook', icon: <FacebookIcon /> },
  { key: 'instagramUrl', label: 'Instagram', icon: <InstagramIcon /> },
  { key: 'tiktokUrl', label: 'TikTok', icon: <TikTokIcon /> },
  { key: 'youtubeUrl', label: 'YouTube', icon: <YouTubeIcon /> },
  { key: 'twitterUrl', label: 'X (Twitter)', icon: <XIcon /> },
];

/** Social icons: open the park's profiles from settings in a new tab; a network without an address is left out, and so is the list without any. */
export function SocialLinks({ settings, size = 'medium' }: { settings: SiteSettings | undefined; size?: 'small' | 'medium' | 'large' }) {
  const linked = NETWORKS.flatMap((network) => {
    const url = settings?.[network.key];
    return typeof url === 'string' && url ? [{ ...network, url }] : [];
  });
  if (!linked.length) return null;
  const sx = {
    color: 'text.primary',
    border: '1px solid rgba(255,255,255,0.2)',
    '&:hover': { color: 'primary.light', borderColor: 'primary.main' },
  };
  return (
    <Box component="ul" aria-label="Social media" sx={{ display: 'flex', gap: 1, listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap' }}>
      {linked.map(({ key, label, icon, url }) => (
        <li key={key}>
          <IconButton
            component="a"
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${label} (opens in a new tab)`}
            size={size}
            sx={sx}
          >
            {icon}
          </IconButton>
        </li>
      ))}
    </Box>
  );
}
