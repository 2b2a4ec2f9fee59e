import type { UserRole } from '../domain/constants';

/**
 * Everything a staff route can need. Each admin route declares one of these beside its route decorator
 * (common/http/routes.decorator.ts); the global guard answers 403 to a member whose role lacks it.
 */
export const PERMISSIONS = [
  /** Check one's own token, sign out: every member, also before the required two-factor set-up. */
  'session',
  /** Set up two-factor authentication (a secret, then turning it on): every member, also before the required set-up. */
  'two-factor.setup',
  /** One's own account: change one's password, turn two-factor off. */
  'account',
  'stories',
  'media',
  'video-backgrounds',
  'attractions',
  'testimonials',
  /** Each region's season state (open, coming soon, closed for the season) and the lines its pages show. */
  'regions',
  /** Add, delete and rename regions: which sites the brand runs and their addresses (the owner's choice). */
  'regions.manage',
  /** The FAQ ("Know before you go") of each region. */
  'faq',
  /** Each region's directions, parking and map position. */
  'directions',
  /** Job applications: the applicant's page, notes, status, e-mails to applicants. */
  'applications',
  /** The e-mail templates for applicants, and which status sends which by itself. */
  'email-templates',
  /** How long applications are kept, and the hiring-day window. */
  'hiring-settings',
  /** See the operating calendar in the admin (the calendar itself is public). */
  'calendar.read',
  /** Change a night's status and note (sold out tonight, closed for weather). */
  'calendar.status',
  /** Add, delete and re-time operating nights. */
  'calendar',
  'contact',
  /** The group booking requests: their status and who handles them. */
  'group-bookings',
  /** The mailing list: subscribers per region, their CSV export, removing one. */
  'subscribers',
  /** Send an announcement to a region's confirmed subscribers. */
  'announcements',
  /** Look codes up, redeem them, the code pool (import, levels, export, its setting). */
  'discounts',
  /** Ticket types and their prices. */
  'tickets',
  /** Site settings: contact details, time zones, the ticketing site; the setup checklist. */
  'settings',
  /** The privacy policy and the terms of service. */
  'legal',
  /** E-mails that could not be sent. */
  'mail-outbox',
  'staff',
  'audit.read',
  /** Campaign links (/go/{slug}) and what they brought. */
  'campaigns',
  /** The season dashboard: views, ticket clicks, sign-ups and applications per day, the top pages, stories and campaigns. */
  'stats',
  /** The season dashboard's ticket clicks only. */
  'stats.tickets',
  /** What of a region's content lacks a translation, of the kinds the member's role may change. */
  'translations',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const EVERY_MEMBER: readonly Permission[] = ['session', 'two-factor.setup', 'account', 'translations'];

/** The one permission table (docs/running-the-park.md, "Staff and roles"): what each role may do. The owner may do everything. */
export const ROLE_PERMISSIONS: Record<UserRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  editor: [
    ...EVERY_MEMBER,
    'stories',
    'media',
    'video-backgrounds',
    'attractions',
    'testimonials',
    'regions',
    'faq',
    'directions',
    'campaigns',
    'stats',
    'stats.tickets',
  ],
  hiring: [...EVERY_MEMBER, 'applications', 'email-templates', 'hiring-settings', 'calendar.read'],
  'box-office': [
    ...EVERY_MEMBER,
    'contact',
    'group-bookings',
    'subscribers',
    'discounts',
    'calendar.read',
    'calendar.status',
    'tickets',
    'stats.tickets',
  ],
};

/** What a member who must set up two-factor authentication first may do until it is on. */
export const BEFORE_TWO_FACTOR: readonly Permission[] = ['session', 'two-factor.setup'];

export function roleMay(role: UserRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** What this member may do now: their role's permissions, narrowed while a required two-factor set-up is pending. */
export function permissionsOf(member: { role: UserRole; twoFactorSetupRequired: boolean }): Permission[] {
  return ROLE_PERMISSIONS[member.role].filter((permission) => !member.twoFactorSetupRequired || BEFORE_TWO_FACTOR.includes(permission));
}
