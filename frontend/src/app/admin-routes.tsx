import type { RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';

/** Admin screens: lazy chunks that public pages never load. The layout holds the guard and the sidebar. */
export const adminRoutes: RouteObject[] = [
  {
    path: paths.admin.login.pattern,
    lazy: () => import('../features/admin/auth/login-page').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: paths.admin.dashboard.pattern,
    lazy: () => import('../features/admin/layout/admin-layout').then((m) => ({ Component: m.AdminLayout })),
    children: [
      { index: true, lazy: () => import('../features/admin/dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage })) },
      { path: paths.admin.blog.pattern, lazy: () => import('../features/admin/blog/blog-page').then((m) => ({ Component: m.BlogPage })) },
      {
        path: paths.admin.media.pattern,
        lazy: () => import('../features/admin/media/media-page').then((m) => ({ Component: m.MediaPage })),
      },
      {
        path: paths.admin.videos.pattern,
        lazy: () => import('../features/admin/videos/videos-page').then((m) => ({ Component: m.VideosPage })),
      },
      {
        path: paths.admin.employment.pattern,
        lazy: () => import('../features/admin/employment/employment-page').then((m) => ({ Component: m.EmploymentPage })),
      },
      {
        path: paths.admin.attractions.pattern,
        lazy: () => import('../features/admin/attractions/attractions-page').then((m) => ({ Component: m.AttractionsPage })),
      },
      {
        path: paths.admin.testimonials.pattern,
        lazy: () => import('../features/admin/testimonials/testimonials-page').then((m) => ({ Component: m.TestimonialsPage })),
      },
      {
        path: paths.admin.calendar.pattern,
        lazy: () => import('../features/admin/calendar/calendar-page').then((m) => ({ Component: m.CalendarPage })),
      },
      {
        path: paths.admin.tickets.pattern,
        lazy: () => import('../features/admin/tickets/tickets-page').then((m) => ({ Component: m.TicketsPage })),
      },
      {
        path: paths.admin.settings.pattern,
        lazy: () => import('../features/admin/settings/settings-page').then((m) => ({ Component: m.SettingsPage })),
      },
      {
        path: paths.admin.contact.pattern,
        lazy: () => import('../features/admin/contact/contact-page').then((m) => ({ Component: m.ContactPage })),
      },
      {
        path: paths.admin.discounts.pattern,
        lazy: () => import('../features/admin/discounts/discounts-page').then((m) => ({ Component: m.DiscountsPage })),
      },
    ],
  },
];
