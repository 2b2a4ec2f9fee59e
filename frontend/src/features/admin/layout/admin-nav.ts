import ArticleIcon from '@mui/icons-material/Article';
import AttractionsIcon from '@mui/icons-material/Attractions';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import DashboardIcon from '@mui/icons-material/Dashboard';
import GroupIcon from '@mui/icons-material/Group';
import GroupsIcon from '@mui/icons-material/Groups';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import HelpIcon from '@mui/icons-material/Help';
import DirectionsIcon from '@mui/icons-material/Directions';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import CampaignIcon from '@mui/icons-material/Campaign';
import InsightsIcon from '@mui/icons-material/Insights';
import MailIcon from '@mui/icons-material/Email';
import OutboxIcon from '@mui/icons-material/Outbox';
import GavelIcon from '@mui/icons-material/Gavel';
import PublicIcon from '@mui/icons-material/Public';
import PermMediaIcon from '@mui/icons-material/PermMedia';
import SettingsIcon from '@mui/icons-material/Settings';
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import WorkIcon from '@mui/icons-material/Work';
import TranslateIcon from '@mui/icons-material/Translate';
import type { SvgIconComponent } from '@mui/icons-material';
import type { Permission } from '../../../api/staff-api';
import { paths } from '../../../config/paths';
import type { AdminAttention } from './use-admin-attention';

export interface AdminNavItem {
  label: string;
  to: string;
  icon: SvgIconComponent;
  /** What the member needs to see the section (the server's permission table; its routes check it again). */
  permission: Permission;
  /** Only the exact path counts as current (the Overview link would otherwise match every admin path). */
  end?: boolean;
  /** The section shows how many items wait for staff, and what they are called. */
  attention?: { of: keyof AdminAttention; label: string };
}

/**
 * The sidebar of docs/product.md §2, plus the operating calendar, the contact inbox, discount codes, the staff, the
 * audit log (docs/product.md §10.8, §10.10 and §10.13) and each member's own account; a member sees the sections their
 * role allows.
 */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { label: 'Overview', to: paths.admin.dashboard.getHref(), icon: DashboardIcon, end: true, permission: 'session' },
  { label: 'Season', to: paths.admin.season.getHref(), icon: InsightsIcon, permission: 'stats.tickets' },
  { label: 'Blog', to: paths.admin.blog.getHref(), icon: ArticleIcon, permission: 'stories' },
  { label: 'Media', to: paths.admin.media.getHref(), icon: PermMediaIcon, permission: 'media' },
  { label: 'Video Backgrounds', to: paths.admin.videos.getHref(), icon: VideoLibraryIcon, permission: 'video-backgrounds' },
  {
    label: 'Employment',
    to: paths.admin.employment.getHref(),
    icon: WorkIcon,
    permission: 'applications',
    attention: { of: 'employment', label: 'pending' },
  },
  { label: 'Attractions', to: paths.admin.attractions.getHref(), icon: AttractionsIcon, permission: 'attractions' },
  { label: 'Testimonials', to: paths.admin.testimonials.getHref(), icon: FormatQuoteIcon, permission: 'testimonials' },
  { label: 'FAQ', to: paths.admin.faq.getHref(), icon: HelpIcon, permission: 'faq' },
  { label: 'Getting Here', to: paths.admin.directions.getHref(), icon: DirectionsIcon, permission: 'directions' },
  { label: 'Calendar', to: paths.admin.calendar.getHref(), icon: CalendarMonthIcon, permission: 'calendar.read' },
  { label: 'Regions', to: paths.admin.regions.getHref(), icon: PublicIcon, permission: 'regions' },
  { label: 'Translations', to: paths.admin.translations.getHref(), icon: TranslateIcon, permission: 'translations' },
  { label: 'Tickets', to: paths.admin.tickets.getHref(), icon: ConfirmationNumberIcon, permission: 'tickets' },
  { label: 'Settings', to: paths.admin.settings.getHref(), icon: SettingsIcon, permission: 'settings' },
  { label: 'E-mail', to: paths.admin.mail.getHref(), icon: OutboxIcon, permission: 'settings' },
  { label: 'Legal Pages', to: paths.admin.legal.getHref(), icon: GavelIcon, permission: 'legal' },
  {
    label: 'Contact Inbox',
    to: paths.admin.contact.getHref(),
    icon: MailIcon,
    permission: 'contact',
    attention: { of: 'contact', label: 'unread' },
  },
  { label: 'Group Bookings', to: paths.admin.groupBookings.getHref(), icon: GroupsIcon, permission: 'group-bookings' },
  { label: 'Mailing List', to: paths.admin.mailingList.getHref(), icon: MarkEmailReadIcon, permission: 'subscribers' },
  { label: 'Discount Codes', to: paths.admin.discounts.getHref(), icon: LocalOfferIcon, permission: 'discounts' },
  { label: 'Campaign Links', to: paths.admin.campaigns.getHref(), icon: CampaignIcon, permission: 'campaigns' },
  { label: 'Staff', to: paths.admin.staff.getHref(), icon: GroupIcon, permission: 'staff' },
  { label: 'Audit Log', to: paths.admin.audit.getHref(), icon: FactCheckIcon, permission: 'audit.read' },
  { label: 'My Account', to: paths.admin.account.getHref(), icon: AccountCircleIcon, permission: 'account' },
];

/** The section a path belongs to: the longest matching link (Overview only for the dashboard itself). */
export function adminSectionOf(pathname: string): AdminNavItem | undefined {
  return ADMIN_NAV.filter(({ to, end }) => (end ? pathname === to : pathname === to || pathname.startsWith(`${to}/`))).sort(
    (a, b) => b.to.length - a.to.length,
  )[0];
}

/** "(3) Contact Inbox · Admin · Haunted Park": the screen, and how many items wait for staff, as WordPress shows. */
export function adminTitle(section: AdminNavItem | undefined, attention: AdminAttention, siteName: string): string {
  const waiting = attention.contact + attention.employment;
  return `${waiting ? `(${waiting}) ` : ''}${section ? `${section.label} · ` : ''}Admin · ${siteName}`;
}
