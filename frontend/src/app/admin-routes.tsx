import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';

type AdminSection = Exclude<keyof typeof paths.admin, 'login' | 'acceptInvite' | 'dashboard'>;

/**
 * An admin screen, or the layout around them: its module, by its path under src/, and its component from it. The
 * server lists the chunks of the modules an address opens in its page (entry-server.tsx, clientOnlyPage), so the
 * browser fetches them with the app's instead of discovering them one import, and one round trip, at a time.
 */
export interface AdminScreen {
  module: string;
  load: () => Promise<ComponentType>;
}

const screen = (module: string, load: () => Promise<ComponentType>): AdminScreen => ({ module, load });

/** Each section's screen, a lazy chunk of its own. */
const sectionScreens: Record<AdminSection, AdminScreen> = {
  blog: screen('features/admin/blog/blog-page', () => import('../features/admin/blog/blog-page').then((m) => m.BlogPage)),
  media: screen('features/admin/media/media-page', () => import('../features/admin/media/media-page').then((m) => m.MediaPage)),
  videos: screen('features/admin/videos/videos-page', () => import('../features/admin/videos/videos-page').then((m) => m.VideosPage)),
  employment: screen('features/admin/employment/employment-page', () =>
    import('../features/admin/employment/employment-page').then((m) => m.EmploymentPage),
  ),
  application: screen('features/admin/employment/applicant-page', () =>
    import('../features/admin/employment/applicant-page').then((m) => m.ApplicantPage),
  ),
  emailTemplates: screen('features/admin/employment/email-templates-page', () =>
    import('../features/admin/employment/email-templates-page').then((m) => m.EmailTemplatesPage),
  ),
  coverage: screen('features/admin/employment/coverage-page', () =>
    import('../features/admin/employment/coverage-page').then((m) => m.CoveragePage),
  ),
  auditions: screen('features/admin/employment/audition-sessions-page', () =>
    import('../features/admin/employment/audition-sessions-page').then((m) => m.AuditionSessionsPage),
  ),
  jobPostings: screen('features/admin/employment/job-postings-page', () =>
    import('../features/admin/employment/job-postings-page').then((m) => m.JobPostingsPage),
  ),
  attractions: screen('features/admin/attractions/attractions-page', () =>
    import('../features/admin/attractions/attractions-page').then((m) => m.AttractionsPage),
  ),
  testimonials: screen('features/admin/testimonials/testimonials-page', () =>
    import('../features/admin/testimonials/testimonials-page').then((m) => m.TestimonialsPage),
  ),
  directions: screen('features/admin/directions/directions-page', () =>
    import('../features/admin/directions/directions-page').then((m) => m.DirectionsPage),
  ),
  faq: screen('features/admin/faq/faq-page', () => import('../features/admin/faq/faq-page').then((m) => m.FaqPage)),
  calendar: screen('features/admin/calendar/calendar-page', () =>
    import('../features/admin/calendar/calendar-page').then((m) => m.CalendarPage),
  ),
  tickets: screen('features/admin/tickets/tickets-page', () => import('../features/admin/tickets/tickets-page').then((m) => m.TicketsPage)),
  regions: screen('features/admin/regions/regions-page', () => import('../features/admin/regions/regions-page').then((m) => m.RegionsPage)),
  legal: screen('features/admin/legal/legal-admin-page', () =>
    import('../features/admin/legal/legal-admin-page').then((m) => m.LegalAdminPage),
  ),
  settings: screen('features/admin/settings/settings-page', () =>
    import('../features/admin/settings/settings-page').then((m) => m.SettingsPage),
  ),
  mail: screen('features/admin/mail/mail-page', () => import('../features/admin/mail/mail-page').then((m) => m.MailPage)),
  contact: screen('features/admin/contact/contact-page', () => import('../features/admin/contact/contact-page').then((m) => m.ContactPage)),
  mailingList: screen('features/admin/mailing-list/mailing-list-page', () =>
    import('../features/admin/mailing-list/mailing-list-page').then((m) => m.MailingListPage),
  ),
  groupBookings: screen('features/admin/group-bookings/group-bookings-page', () =>
    import('../features/admin/group-bookings/group-bookings-page').then((m) => m.GroupBookingsPage),
  ),
  discounts: screen('features/admin/discounts/discounts-page', () =>
    import('../features/admin/discounts/discounts-page').then((m) => m.DiscountsPage),
  ),
  staff: screen('features/admin/staff/staff-page', () => import('../features/admin/staff/staff-page').then((m) => m.StaffPage)),
  account: screen('features/admin/account/account-page', () => import('../features/admin/account/account-page').then((m) => m.AccountPage)),
  audit: screen('features/admin/audit/audit-page', () => import('../features/admin/audit/audit-page').then((m) => m.AuditPage)),
  campaigns: screen('features/admin/campaigns/campaigns-page', () =>
    import('../features/admin/campaigns/campaigns-page').then((m) => m.CampaignsPage),
  ),
  season: screen('features/admin/season/season-page', () => import('../features/admin/season/season-page').then((m) => m.SeasonPage)),
  translations: screen('features/admin/translations/translations-page', () =>
    import('../features/admin/translations/translations-page').then((m) => m.TranslationsPage),
  ),
};

/** The screens outside the sections: signing in, accepting an invitation, the layout and the overview. */
const entryScreens = {
  login: screen('features/admin/auth/login-page', () => import('../features/admin/auth/login-page').then((m) => m.LoginPage)),
  acceptInvite: screen('features/admin/auth/accept-invite-page', () =>
    import('../features/admin/auth/accept-invite-page').then((m) => m.AcceptInvitePage),
  ),
  layout: screen('features/admin/layout/admin-layout', () => import('../features/admin/layout/admin-layout').then((m) => m.AdminLayout)),
  dashboard: screen('features/admin/dashboard/dashboard-page', () =>
    import('../features/admin/dashboard/dashboard-page').then((m) => m.DashboardPage),
  ),
} satisfies Record<string, AdminScreen>;

/** Every admin screen and the layout, by name. */
export const adminScreens: Record<string, AdminScreen> = { ...entryScreens, ...sectionScreens };

/** What an admin route's handle holds: its screen's module (adminModulesOf). */
interface AdminRouteHandle {
  module: string;
}

/** A route's part of an admin screen: its component, loaded on demand, and its module in the route's handle. */
const route = ({ module, load }: AdminScreen) => ({
  lazy: () => load().then((Component) => ({ Component })),
  handle: { module } satisfies AdminRouteHandle,
});

/** Admin screens: lazy chunks that public pages never load. The layout holds the guard and the sidebar. */
export const adminRoutes: RouteObject[] = [
  { path: paths.admin.login.pattern, ...route(entryScreens.login) },
  { path: paths.admin.acceptInvite.pattern, ...route(entryScreens.acceptInvite) },
  {
    path: paths.admin.dashboard.pattern,
    ...route(entryScreens.layout),
    children: [
      { index: true, ...route(entryScreens.dashboard) },
      ...Object.entries(sectionScreens).map(([section, sectionScreen]) => ({
        path: paths.admin[section as AdminSection].pattern,
        ...route(sectionScreen),
      })),
    ],
  },
];

/** The modules of the screens an admin address opens (the layout and the screen), by their paths under src/. */
export function adminModulesOf(pathname: string): string[] {
  return (matchRoutes(adminRoutes, pathname) ?? []).flatMap((match) => (match.route.handle as AdminRouteHandle | undefined)?.module ?? []);
}
