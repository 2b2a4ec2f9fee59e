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
import { ApplicantNotesAndMail1764700000001 } from './1764700000001-applicant-notes-and-mail';
import { ApplicationSeason1764700000002 } from './1764700000002-application-season';
import { ApplicantPrivacy1764700000003 } from './1764700000003-applicant-privacy';
import { AvailableNights1764700000004 } from './1764700000004-available-nights';

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
  ApplicantNotesAndMail1764700000001,
  ApplicationSeason1764700000002,
  ApplicantPrivacy1764700000003,
  AvailableNights1764700000004,
];
