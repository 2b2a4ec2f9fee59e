import { useContactListQuery, useEmploymentListQuery } from '../../../api/staff-api';
import { useMember } from '../shared/use-member';

/** What waits for staff, per sidebar section: unread contact messages and pending applications. */
export interface AdminAttention {
  contact: number;
  employment: number;
}

/**
 * New messages and applications arrive while staff work: the counts refresh every minute and after every change; a
 * member whose role has no inbox or no applications counts none.
 */
const REFRESH_MS = 60_000;

export function useAdminAttention(): AdminAttention {
  const { may } = useMember();
  const unread = useContactListQuery({ read: false, limit: 1, offset: 0 }, { pollingInterval: REFRESH_MS, skip: !may('contact') });
  const pending = useEmploymentListQuery(
    { status: 'pending', limit: 1, offset: 0 },
    { pollingInterval: REFRESH_MS, skip: !may('applications') },
  );
  return { contact: unread.data?.total ?? 0, employment: pending.data?.total ?? 0 };
}
