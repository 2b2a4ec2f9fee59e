import { useAuthVerifyQuery, type AdminProfileDto, type Permission } from '../../../api/staff-api';
import { tokenStorage } from '../../../api/token-storage';

export interface Member {
  /** The signed-in member, once the admin guard's token check has answered. */
  profile: AdminProfileDto | undefined;
  /** Whether the member may use what needs `permission` (the server decides; this only mirrors it). */
  may: (permission: Permission) => boolean;
}

/** The signed-in member and their permissions, from the admin guard's token check (GET /api/admin/verify). */
export function useMember(): Member {
  const { data } = useAuthVerifyQuery(undefined, { skip: !tokenStorage.get() });
  const permissions = data?.user.permissions ?? [];
  return { profile: data?.user, may: (permission) => permissions.includes(permission) };
}
