import { Attraction } from '../attractions/entities/attraction.entity';
import { AuditEntry } from '../audit/entities/audit-entry.entity';
import { RateLimit } from '../common/rate-limit/rate-limit.entity';
import { VisitCount } from '../common/visits/visit-count.entity';
import { CampaignLink } from '../analytics/entities/campaign-link.entity';
import { StaffPolicy } from '../common/auth/staff-policy.entity';
import { User } from '../common/auth/user.entity';
import { BlogPost } from '../blog/entities/blog-post.entity';
import { StoryRevision } from '../blog/entities/story-revision.entity';
import { StoryWorkingCopy } from '../blog/entities/story-working-copy.entity';
import { StoryPreviewLink } from '../blog/entities/story-preview-link.entity';
import { OperatingNight } from '../calendar/entities/operating-night.entity';
import { ContactSubmission } from '../contact/entities/contact-submission.entity';
import { DiscountCoupon } from '../discount/entities/discount-coupon.entity';
import { DiscountPoolCode } from '../discount/entities/discount-pool-code.entity';
import { DiscountSettings } from '../discount/entities/discount-settings.entity';
import { DiscountVisitor } from '../discount/entities/discount-visitor.entity';
import { FaqEntry } from '../faq/entities/faq-entry.entity';
import { GroupBooking } from '../group-bookings/entities/group-booking.entity';
import { EmploymentApplication } from '../employment/entities/employment-application.entity';
import { JobPosting } from '../employment/entities/job-posting.entity';
import { Announcement } from '../mailing-list/entities/announcement.entity';
import { Subscriber } from '../mailing-list/entities/subscriber.entity';
import { IntensityWord } from '../attractions/intensity/intensity-word.entity';
import { ApplicationEvent } from '../employment/entities/application-event.entity';
import { ApplicationNote } from '../employment/entities/application-note.entity';
import { EmailTemplate } from '../employment/entities/email-template.entity';
import { HiringSettings } from '../employment/entities/hiring-settings.entity';
import { AuditionBooking, AuditionLink, AuditionSession } from '../employment/entities/audition.entities';
import { ScheduledJob } from '../maintenance/scheduled-job.entity';
import { MailSettingsRow } from '../notifications/entities/mail-settings.entity';
import { OutboxMail } from '../notifications/entities/outbox-mail.entity';
import { LegalPage } from '../legal/entities/legal-page.entity';
import { TicketType } from '../tickets/entities/ticket-type.entity';
import { MediaItem } from '../media/entities/media-item.entity';
import { RegionRedirectRow } from '../regions/entities/region-redirect.entity';
import { RegionRow } from '../regions/entities/region.entity';
import { SiteSettings } from '../settings/entities/site-settings.entity';
import { Testimonial } from '../testimonials/entities/testimonial.entity';
import { VideoBackground } from '../video-backgrounds/entities/video-background.entity';

export const ENTITIES = [
  Announcement,
  ApplicationEvent,
  ApplicationNote,
  Attraction,
  AuditEntry,
  BlogPost,
  ContactSubmission,
  DiscountCoupon,
  DiscountPoolCode,
  DiscountSettings,
  DiscountVisitor,
  EmailTemplate,
  EmploymentApplication,
  JobPosting,
  LegalPage,
  FaqEntry,
  GroupBooking,
  HiringSettings,
  AuditionSession,
  AuditionBooking,
  AuditionLink,
  MailSettingsRow,
  MediaItem,
  OperatingNight,
  OutboxMail,
  RateLimit,
  VisitCount,
  CampaignLink,
  RegionRow,
  RegionRedirectRow,
  IntensityWord,
  ScheduledJob,
  SiteSettings,
  StaffPolicy,
  Subscriber,
  StoryPreviewLink,
  StoryRevision,
  StoryWorkingCopy,
  Testimonial,
  TicketType,
  User,
  VideoBackground,
];
