// The display face is part of the page's styles: a stylesheet of the page itself, loaded before the first paint.
import './app/theme/fonts.css';

/**
 * The page's only script. Public pages arrive rendered and styled, so the app (main.tsx) is fetched once the page
 * has loaded — its images and fonts first — and then hydrates it; until then the page and its links already work.
 * A page with a frame (the ticketing site, a video player) starts at once: a frame that never loads would otherwise
 * hold back the page's load event, and with it the ticket page's own fallback.
 */
const start = () => void import('./main');
if (document.readyState === 'complete' || document.querySelector('iframe')) start();
else window.addEventListener('load', start, { once: true });
