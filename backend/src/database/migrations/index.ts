import { InitialSchema1732200000000 } from './1732200000000-initial-schema';
import { TicketingFraming1732300000000 } from './1732300000000-ticketing-framing';
import { DiscountPool1732400000000 } from './1732400000000-discount-pool';
import { AdminSecondFactor1764000000000 } from './1764000000000-admin-second-factor';
import { OperatingCalendar1764100000000 } from './1764100000000-operating-calendar';
import { MediaAltText1764200000000 } from './1764200000000-media-alt-text';
import { TicketingCheckVerdict1764300000000 } from './1764300000000-ticketing-check-verdict';
import { ScheduledJobs1764330000000 } from './1764330000000-scheduled-jobs';
import { MailOutbox1764340000000 } from './1764340000000-mail-outbox';
import { StaffAccounts1764400000001 } from './1764400000001-staff-accounts';
import { SecondFactorEncryption1764500000001 } from './1764500000001-second-factor-encryption';
import { AuditLog1764500000002 } from './1764500000002-audit-log';
import { RegionCopy1764600000001 } from './1764600000001-region-copy';
import { TicketTypes1764600000002 } from './1764600000002-ticket-types';
import { LegalPages1764600000003 } from './1764600000003-legal-pages';
import { DiscountCodeSettings1764600000004 } from './1764600000004-discount-code-settings';
import { AttractionDetails1764500000010 } from './1764500000010-attraction-details';
import { Faq1764500000011 } from './1764500000011-faq';
import { GroupBookings1764500000012 } from './1764500000012-group-bookings';
import { OutboxListUnsubscribe1764500000013 } from './1764500000013-outbox-list-unsubscribe';
import { MailingList1764500000014 } from './1764500000014-mailing-list';
import { RegionDirections1764500000015 } from './1764500000015-region-directions';
import { IntensityWords1764510000001 } from './1764510000001-intensity-words';
import { StorySchedule1764800000001 } from './1764800000001-story-schedule';
import { StoryRevisions1764800000002 } from './1764800000002-story-revisions';
import { StoryWorkingCopies1764800000003 } from './1764800000003-story-working-copies';
import { StoryPreviewLinks1764800000004 } from './1764800000004-story-preview-links';
import { StorySeoFields1764800000005 } from './1764800000005-story-seo-fields';
import { MediaContentHash1764800000006 } from './1764800000006-media-content-hash';
import { StoryAttraction1764800000007 } from './1764800000007-story-attraction';
import { OutboxHtml1764830000001 } from './1764830000001-outbox-html';
import { JobPostings1764960000001 } from './1764960000001-job-postings';
import { NoInventedFacts1764950000001 } from './1764950000001-no-invented-facts';
import { NoInventedRegionCopy1764980000001 } from './1764980000001-no-invented-region-copy';
import { VisitCounts1764990000001 } from './1764990000001-visit-counts';
import { CampaignLinks1764990000002 } from './1764990000002-campaign-links';
import { ParkIdentity1764950000002 } from './1764950000002-park-identity';
import { MailSettings1764900000001 } from './1764900000001-mail-settings';
import { AuditionInvitationTemplate1764970000001 } from './1764970000001-audition-invitation-template';
import { PreviewLinkSeeds1764970000002 } from './1764970000002-preview-link-seeds';
import { ApplicantNotesAndMail1764700000001 } from './1764700000001-applicant-notes-and-mail';
import { ApplicationSeason1764700000002 } from './1764700000002-application-season';
import { ApplicantPrivacy1764700000003 } from './1764700000003-applicant-privacy';
import { AvailableNights1764700000004 } from './1764700000004-available-nights';
import { ApplicationFiles1764720000001 } from './1764720000001-application-files';
import { TestimonialOrder1764820000001 } from './1764820000001-testimonial-order';
import { Auditions1764710000001 } from './1764710000001-auditions';
import { UsernamesIgnoreCase1764910000001 } from './1764910000001-usernames-ignore-case';
import { RegionsTable1765000000001 } from './1765000000001-regions-table';
import { OutsideAnalytics1765010000001 } from './1765010000001-outside-analytics';
import { RegionRedirects1765020000001 } from './1765020000001-region-redirects';
import { RegionFacts1765030000001 } from './1765030000001-region-facts';
import { RegionLanguages1765040000001 } from './1765040000001-region-languages';
import { VisitorLanguages1765050000001 } from './1765050000001-visitor-languages';
import { ContentTranslations1765050000002 } from './1765050000002-content-translations';
import { StoryLanguages1765050000003 } from './1765050000003-story-languages';

/** Listed explicitly (no glob) so the same list works compiled, under jest and in the CLI. */
export const MIGRATIONS = [
  InitialSchema1732200000000,
  TicketingFraming1732300000000,
  DiscountPool1732400000000,
  AdminSecondFactor1764000000000,
  OperatingCalendar1764100000000,
  MediaAltText1764200000000,
  TicketingCheckVerdict1764300000000,
  ScheduledJobs1764330000000,
  MailOutbox1764340000000,
  StaffAccounts1764400000001,
  SecondFactorEncryption1764500000001,
  AuditLog1764500000002,
  RegionCopy1764600000001,
  TicketTypes1764600000002,
  LegalPages1764600000003,
  DiscountCodeSettings1764600000004,
  AttractionDetails1764500000010,
  Faq1764500000011,
  GroupBookings1764500000012,
  OutboxListUnsubscribe1764500000013,
  MailingList1764500000014,
  RegionDirections1764500000015,
  IntensityWords1764510000001,
  StorySchedule1764800000001,
  StoryRevisions1764800000002,
  StoryWorkingCopies1764800000003,
  StoryPreviewLinks1764800000004,
  StorySeoFields1764800000005,
  MediaContentHash1764800000006,
  StoryAttraction1764800000007,
  ApplicantNotesAndMail1764700000001,
  ApplicationSeason1764700000002,
  ApplicantPrivacy1764700000003,
  AvailableNights1764700000004,
  ApplicationFiles1764720000001,
  TestimonialOrder1764820000001,
  Auditions1764710000001,
  OutboxHtml1764830000001,
  UsernamesIgnoreCase1764910000001,
  NoInventedFacts1764950000001,
  AuditionInvitationTemplate1764970000001,
  PreviewLinkSeeds1764970000002,
  MailSettings1764900000001,
  JobPostings1764960000001,
  ParkIdentity1764950000002,
  NoInventedRegionCopy1764980000001,
  VisitCounts1764990000001,
  CampaignLinks1764990000002,
  RegionsTable1765000000001,
  OutsideAnalytics1765010000001,
  RegionRedirects1765020000001,
  RegionFacts1765030000001,
  RegionLanguages1765040000001,
  VisitorLanguages1765050000001,
  ContentTranslations1765050000002,
  StoryLanguages1765050000003,
];
