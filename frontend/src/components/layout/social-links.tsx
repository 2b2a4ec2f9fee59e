import {
  Facebook as FacebookIcon,
  Instagram as InstagramIcon,
  X as XIcon,
  YouTube as YouTubeIcon,
  TikTok as TikTokIcon,
} from '../icons/site-icons';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import type { SettingsResponseDto as SiteSettings } from '../../api/generated-public';
import { useText } from '../../i18n/text';

const NETWORKS: { key: keyof SiteSettings; label: string; icon: ReactNode }[] = [
  { key: 'facebookUrl', label: 'Facebook', icon: <FacebookIcon /> },
  { key: 'instagramUrl', label: 'Instagram', icon: <InstagramIcon /> },
  { key: 'tiktokUrl', label: 'TikTok', icon: <TikTokIcon /> },
  { key: 'youtubeUrl', label: 'YouTube', icon: <YouTubeIcon /> },
  { key: 'twitterUrl', label: 'X (Twitter)', icon: <XIcon /> },
];

/** Social icons: open the park's profiles from settings in a new tab; a network without an address is left out, and so is the list without any. */
export function SocialLinks({ settings, size = 'medium' }: { settings: SiteSettings | undefined; size?: 'small' | 'medium' | 'large' }) {
  const text = useText();
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
    <Box
      component="ul"
      aria-label={text('layout.social.label')}
      sx={{ display: 'flex', gap: 1, listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap' }}
    >
      {linked.map(({ key, label, icon, url }) => (
        <li key={key}>
          <IconButton
            component="a"
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={text('layout.social.link', { network: label })}
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
