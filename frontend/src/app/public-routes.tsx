import type { RouteObject } from 'react-router-dom';

/** Public screens of SPEC.md section 2; each page is its own lazy chunk. */
export const publicRoutes: RouteObject[] = [
  { path: '/', lazy: () => import('../features/landing/landing-page').then((m) => ({ Component: m.LandingPage })) },
  { path: '*', lazy: () => import('../features/not-found/not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
];
