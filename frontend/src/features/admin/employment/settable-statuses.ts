import type { ReviewStatus } from '../../../api/staff-api';

/** docs/product.md §4: from the dialog an admin sets one of these; returning to pending is not offered. */
export const SETTABLE_STATUSES: readonly ReviewStatus[] = ['reviewing', 'accepted', 'rejected'];
