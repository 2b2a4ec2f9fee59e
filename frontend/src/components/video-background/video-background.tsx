import { VolumeOff as VolumeOffIcon, VolumeUp as VolumeUpIcon } from '../icons/site-icons';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useRef, useState } from 'react';
import { useText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import { srcSetFor } from '../../lib/responsive-image';
import { videoEmbed, vimeoVolumeMessages } from '../../lib/video-embed';
import { useVideoBackgroundsActiveQuery, type VideoPage } from '../../api/generated-public';

interface VideoBackgroundProps {
  /** The video page whose active video plays; none: the picture alone (a region without a video page). */
  page?: VideoPage;
  /** Painted first, so the page never waits on the player; stays when no video is active. */
  fallbackImage: string;
  /** Offer the mute toggle when the video is a Vimeo one (docs/product.md §2, landing page). */
  muteToggle?: boolean;
  overlay?: string;
}

const cover = { position: 'absolute', inset: 0, width: '100%', height: '100%' } as const;

/** A decorative full-bleed background: fallback image, then the active video of the page (Vimeo, YouTube or a file) fading in over it. */
/**
 * The backdrop's width for choosing its file: on a phone (390 px at 3×) the 960-px variant, at about 2.5×, instead of
 * the 1920-px one, 23 kB instead of 61 kB before the first paint; it sits behind the page's headline, where the
 * difference does not show.
 */
const HERO_SIZES = '(max-width: 599px) 320px, 100vw';

export function VideoBackground({ page, fallbackImage, muteToggle = false, overlay = tokens.effects.heroOverlay }: VideoBackgroundProps) {
  const text = useText();
  const { data: video } = useVideoBackgroundsActiveQuery(page ?? skipToken);
  const embed = useMemo(() => (video ? videoEmbed(video.videoUrl) : null), [video]);
  const [ready, setReady] = useState(false);
  const [muted, setMuted] = useState(true);
  const frameRef = useRef<HTMLIFrameElement>(null);

  const toggleMute = () => {
    const next = !muted;
    setMuted(next);
    const target = frameRef.current?.contentWindow;
    if (target) for (const message of vimeoVolumeMessages(next)) target.postMessage(message, 'https://player.vimeo.com');
  };

  return (
    <>
      <Box aria-hidden="true" sx={{ ...cover, overflow: 'hidden', zIndex: 0, containerType: 'size', bgcolor: 'background.default' }}>
        <Box
          component="img"
          src={fallbackImage}
          srcSet={srcSetFor(fallbackImage)}
          sizes={HERO_SIZES}
          alt=""
          fetchPriority="high"
          decoding="async"
          width={1920}
          height={1080}
          sx={{ ...cover, objectFit: 'cover' }}
        />
        {embed?.kind === 'file' && (
          <Box
            component="video"
            src={embed.src}
            poster={video?.thumbnailUrl ?? undefined}
            autoPlay
            loop
            muted
            playsInline
            preload="auto"
            onCanPlay={() => setReady(true)}
            sx={{ ...cover, objectFit: 'cover', opacity: ready ? 1 : 0, transition: 'opacity 1s ease' }}
          />
        )}
        {embed && embed.kind !== 'file' && (
          <Box
            component="iframe"
            ref={frameRef}
            src={embed.src}
            title={video?.title ?? text('layout.video.frame')}
            tabIndex={-1}
            allow="autoplay; fullscreen; picture-in-picture"
            loading="eager"
            onLoad={() => setReady(true)}
            sx={{
              position: 'absolute',
              top: '50%',
              left: '50%',
              width: 'max(100cqw, 177.78cqh)',
              height: 'max(100cqh, 56.25cqw)',
              transform: 'translate(-50%, -50%)',
              border: 0,
              pointerEvents: 'none',
              opacity: ready ? 1 : 0,
              transition: 'opacity 1s ease',
            }}
          />
        )}
        <Box sx={{ ...cover, background: overlay }} />
      </Box>
      {muteToggle && embed?.kind === 'vimeo' && (
        <IconButton
          onClick={toggleMute}
          aria-label={text(muted ? 'layout.video.unmute' : 'layout.video.mute')}
          aria-pressed={!muted}
          sx={{
            position: 'fixed',
            right: 16,
            bottom: 16,
            zIndex: 5,
            bgcolor: 'rgba(0,0,0,0.6)',
            border: tokens.effects.cardBorder,
            '&:hover': { bgcolor: 'rgba(0,0,0,0.8)' },
          }}
        >
          {muted ? <VolumeOffIcon /> : <VolumeUpIcon />}
        </IconButton>
      )}
    </>
  );
}
