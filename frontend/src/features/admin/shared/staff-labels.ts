import type { OutboxStatus, UserRole } from '../../../api/staff-api';

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
