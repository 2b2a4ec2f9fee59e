import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';

/**
 * Root of the public routes: new pages start at the top, back/forward restore the scroll position, and after moving
 * to another page the keyboard and screen-reader focus continues from its main content (every page's
 * <main id="main" tabIndex={-1}>), not from the link that no longer exists. A link to a place in the page
 * (/new-york/attractions#attraction-3) leaves the focus to that page, which brings the place into view.
 */
export function PublicShell() {
  const { pathname, hash } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (hash && document.getElementById(decodeURIComponent(hash.slice(1)))) return;
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname, hash]);

  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
