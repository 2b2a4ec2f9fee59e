import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';

type AdminSection = Exclude<keyof typeof paths.admin, 'login' | 'acceptInvite' | 'dashboard'>;

/** Each section's screen, a lazy chunk of its own. */
const sectionScreens: Record<AdminSection, () => Promise<ComponentType>> = {
  blog: () => import('../features/admin/blog/blog-page').then((m) => m.BlogPage),
  media: () => import('../features/admin/media/media-page').then((m) => m.MediaPage),
  videos: () => import('../features/admin/videos/videos-page').then((m) => m.VideosPage),
  employment: () => import('../features/admin/employment/employment-page').then((m) => m.EmploymentPage),
  application: () => import('../features/admin/employment/applicant-page').then((m) => m.ApplicantPage),
  emailTemplates: () => import('../features/admin/employment/email-templates-page').then((m) => m.EmailTemplatesPage),
  coverage: () => import('../features/admin/employment/coverage-page').then((m) => m.CoveragePage),
  auditions: () => import('../features/admin/employment/audition-sessions-page').then((m) => m.AuditionSessionsPage),
  jobPostings: () => import('../features/admin/employment/job-postings-page').then((m) => m.JobPostingsPage),
  attractions: () => import('../features/admin/attractions/attractions-page').then((m) => m.AttractionsPage),
  testimonials: () => import('../features/admin/testimonials/testimonials-page').then((m) => m.TestimonialsPage),
  directions: () => import('../features/admin/directions/directions-page').then((m) => m.DirectionsPage),
  faq: () => import('../features/admin/faq/faq-page').then((m) => m.FaqPage),
  calendar: () => import('../features/admin/calendar/calendar-page').then((m) => m.CalendarPage),
  tickets: () => import('../features/admin/tickets/tickets-page').then((m) => m.TicketsPage),
  regions: () => import('../features/admin/regions/regions-page').then((m) => m.RegionsPage),
  legal: () => import('../features/admin/legal/legal-admin-page').then((m) => m.LegalAdminPage),
  settings: () => import('../features/admin/settings/settings-page').then((m) => m.SettingsPage),
  mail: () => import('../features/admin/mail/mail-page').then((m) => m.MailPage),
  contact: () => import('../features/admin/contact/contact-page').then((m) => m.ContactPage),
  mailingList: () => import('../features/admin/mailing-list/mailing-list-page').then((m) => m.MailingListPage),
  groupBookings: () => import('../features/admin/group-bookings/group-bookings-page').then((m) => m.GroupBookingsPage),
  discounts: () => import('../features/admin/discounts/discounts-page').then((m) => m.DiscountsPage),
  staff: () => import('../features/admin/staff/staff-page').then((m) => m.StaffPage),
  account: () => import('../features/admin/account/account-page').then((m) => m.AccountPage),
  audit: () => import('../features/admin/audit/audit-page').then((m) => m.AuditPage),
  campaigns: () => import('../features/admin/campaigns/campaigns-page').then((m) => m.CampaignsPage),
  season: () => import('../features/admin/season/season-page').then((m) => m.SeasonPage),
  translations: () => import('../features/admin/translations/translations-page').then((m) => m.TranslationsPage),
};

const lazyScreen = (load: () => Promise<ComponentType>) => () => load().then((Component) => ({ Component }));

/** Admin screens: lazy chunks that public pages never load. The layout holds the guard and the sidebar. */
export const adminRoutes: RouteObject[] = [
  {
    path: paths.admin.login.pattern,
    lazy: lazyScreen(() => import('../features/admin/auth/login-page').then((m) => m.LoginPage)),
  },
  {
    path: paths.admin.acceptInvite.pattern,
    lazy: lazyScreen(() => import('../features/admin/auth/accept-invite-page').then((m) => m.AcceptInvitePage)),
  },
  {
    path: paths.admin.dashboard.pattern,
    lazy: lazyScreen(() => import('../features/admin/layout/admin-layout').then((m) => m.AdminLayout)),
    children: [
      { index: true, lazy: lazyScreen(() => import('../features/admin/dashboard/dashboard-page').then((m) => m.DashboardPage)) },
      ...Object.entries(sectionScreens).map(([section, load]) => ({
        path: paths.admin[section as AdminSection].pattern,
        lazy: lazyScreen(load),
      })),
    ],
  },
];
