import type { OutboxStatus, Permission, UserRole } from '../../../api/staff-api';

/** The back-office's own vocabulary, beside the words every page shares (config/labels.ts). */

/** Where an e-mail to an applicant is, as its timeline shows it. */
export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  pending: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  discarded: 'Discarded',
};

/** A staff member's role, as the staff screen and My Account name it. */
export const ROLE_LABELS: Record<UserRole, string> = {
  owner: 'Owner',
  editor: 'Editor',
  hiring: 'Hiring manager',
  'box-office': 'Box office',
};

/**
 * What each permission of the server's table (backend/src/common/auth/permissions.ts) lets a member do, as the staff
 * screen describes a role: a permission the server adds is a type error here until it has its words.
 */
export const PERMISSION_LABELS: Record<Permission, string> = {
  session: 'signing in and out',
  'two-factor.setup': 'setting up two-factor authentication',
  account: 'their own account',
  stories: 'stories',
  media: 'the media library',
  'video-backgrounds': 'video backgrounds',
  attractions: 'attractions',
  testimonials: 'testimonials',
  regions: 'regions (season state and copy)',
  'regions.manage': 'adding, deleting and renaming regions',
  faq: 'the FAQ',
  directions: 'directions',
  applications: 'job applications',
  'email-templates': 'e-mail templates for applicants',
  'hiring-settings': 'hiring settings',
  'calendar.read': 'the calendar (to read)',
  'calendar.status': 'a night’s status and note',
  calendar: 'adding and re-timing operating nights',
  contact: 'the contact inbox',
  'group-bookings': 'group bookings',
  subscribers: 'the mailing list',
  announcements: 'announcements to subscribers',
  discounts: 'discount codes',
  tickets: 'ticket types and prices',
  settings: 'site settings and the ticketing site',
  legal: 'the legal pages',
  'mail-outbox': 'e-mails that could not be sent',
  staff: 'the staff',
  'audit.read': 'the audit log',
  campaigns: 'campaign links',
  stats: 'the season dashboard',
  'stats.tickets': 'the season dashboard’s ticket clicks',
  translations: 'what of their content lacks a translation',
};
