import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';

/**
 * Root of the public routes: new pages start at the top, back/forward restore the scroll position, and after moving
 * to another page the keyboard and screen-reader focus continues from its main content (every page's
 * <main id="main" tabIndex={-1}>), not from the link that no longer exists.
 */
export function PublicShell() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
