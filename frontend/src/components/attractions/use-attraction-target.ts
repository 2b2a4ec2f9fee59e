import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { tokens } from '../../theme/tokens';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * The attraction a link points at (/new-york/attractions#attraction-3, e.g. 'Learn More' on the home page): once the
 * attractions are on screen it is scrolled into view below the sticky navigation, takes the focus and is highlighted.
 * Runs after hydration too: a server-rendered page is scrolled there by the browser, the focus and highlight follow.
 */
export function useAttractionTarget(ready: boolean): string | undefined {
  const { hash } = useLocation();
  // The server never sees the hash: the highlight starts once hydrated, so both renders match.
  const hydrated = useHydrated();
  const target = hydrated && ready && hash ? decodeURIComponent(hash.slice(1)) : undefined;

  useEffect(() => {
    const element = target ? document.getElementById(target) : null;
    if (!element) return;
    element.focus({ preventScroll: true });
    element.scrollIntoView({ block: 'start' });
  }, [target]);

  return target;
}

/** Styles of an attraction that links can target: clear of the sticky navigation, outlined while it is the target. */
export function targetableSx(highlighted: boolean) {
  return {
    scrollMarginTop: tokens.layout.navHeight + 16,
    outline: highlighted ? `3px solid ${tokens.palette.secondary.light}` : 'none',
    outlineOffset: 4,
  } as const;
}
