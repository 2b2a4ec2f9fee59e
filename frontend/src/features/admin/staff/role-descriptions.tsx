import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useStaffRolesQuery, type RolePermissionsResponseDto, type UserRole } from '../../../api/staff-api';
import { LoadFailure } from '../shared/load-failure';
import { PERMISSION_LABELS, ROLE_LABELS } from '../shared/staff-labels';

export interface RoleDescription {
  role: UserRole | 'every-member';
  name: string;
  text: string;
}

/** 'a, b and c' */
function sentence(parts: string[]): string {
  return parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/**
 * Each role in words, from the server's permission table: what it may do beyond what every member may ("everything" for
 * a role that holds every permission), then what every member may.
 */
export function describeRoles(rows: readonly RolePermissionsResponseDto[]): RoleDescription[] {
  const everyMember = rows.length
    ? rows[0].permissions.filter((permission) => rows.every((row) => row.permissions.includes(permission)))
    : [];
  const all = new Set(rows.flatMap((row) => row.permissions));
  const roles = rows.map(({ role, permissions }) => ({
    role,
    name: ROLE_LABELS[role],
    text:
      permissions.length === all.size
        ? 'everything'
        : sentence(permissions.filter((p) => !everyMember.includes(p)).map((p) => PERMISSION_LABELS[p])),
  }));
  return [...roles, { role: 'every-member', name: 'Every member', text: sentence(everyMember.map((p) => PERMISSION_LABELS[p])) }];
}

/** What each role may do, as the server enforces it (GET /api/staff/roles). */
export function RoleDescriptions() {
  const query = useStaffRolesQuery();
  if (!query.data) return <LoadFailure query={query} sx={{ mt: 3 }} />;
  return (
    <Alert severity="info" sx={{ mt: 3 }} role="region" aria-label="What each role may do">
      <Typography component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
        What each role may do
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {describeRoles(query.data).map(({ role, name, text }) => (
          <li key={role}>
            <strong>{name}</strong>: {text}.
          </li>
        ))}
      </Box>
    </Alert>
  );
}
