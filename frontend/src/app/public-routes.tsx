import type { RouteObject } from 'react-router-dom';
import { PublicShell } from '../components/layout/public-shell';

/**
 * Public screens of SPEC.md section 2. Every page is its own lazy chunk, so forms (Formik/Yup), the game and the
 * video players are only downloaded where they are used; admin code lives in admin-routes and never loads here.
 */
export const publicRoutes: RouteObject[] = [
  {
    Component: PublicShell,
    // Nothing to show while the first page's chunk loads: the dark body background is already painted.
    HydrateFallback: () => null,
    children: [
      { path: '/', lazy: () => import('../features/landing/landing-page').then((m) => ({ Component: m.LandingPage })) },
      { path: '/tickets', lazy: () => import('../features/tickets/tickets-page').then((m) => ({ Component: m.TicketsPage })) },
      {
        lazy: () => import('../components/layout/public-layout').then((m) => ({ Component: m.PublicLayout })),
        children: [
          { path: '/new-york', lazy: () => import('../features/region-home/new-york-home-page').then((m) => ({ Component: m.NewYorkHomePage })) },
          { path: '/florida', lazy: () => import('../features/region-home/florida-home-page').then((m) => ({ Component: m.FloridaHomePage })) },
          ...(['new-york', 'florida'] as const).flatMap((region) => [
            { path: `/${region}/attractions`, lazy: () => import('../features/attractions/attractions-page').then((m) => ({ Component: m.AttractionsPage })) },
            { path: `/${region}/dark-legends`, lazy: () => import('../features/legends/story-list-page').then((m) => ({ Component: m.StoryListPage })) },
            { path: `/${region}/dark-legends/:slug`, lazy: () => import('../features/legends/story-detail-page').then((m) => ({ Component: m.StoryDetailPage })) },
            { path: `/${region}/contact`, lazy: () => import('../features/contact/contact-page').then((m) => ({ Component: m.ContactPage })) },
          ]),
          { path: '/employment', lazy: () => import('../features/employment/employment-page').then((m) => ({ Component: m.EmploymentPage })) },
          { path: '/ouija', lazy: () => import('../features/ouija/ouija-page').then((m) => ({ Component: m.OuijaPage })) },
        ],
      },
      { path: '*', lazy: () => import('../features/not-found/not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
];
