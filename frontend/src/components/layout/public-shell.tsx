import { Outlet, ScrollRestoration } from 'react-router-dom';

/** Root of the public routes: new pages start at the top, back/forward restore the scroll position. */
export function PublicShell() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
