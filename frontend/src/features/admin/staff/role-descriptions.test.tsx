import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { RolePermissionsResponseDto } from '../../../api/staff-api';
import { server } from '../../../test/server';
import { renderAdmin } from '../test/render';
import { describeRoles, RoleDescriptions } from './role-descriptions';

const EVERY_MEMBER = ['session', 'two-factor.setup', 'account'] as const;

/** The table as GET /api/staff/roles answers it (backend/src/common/auth/permissions.ts). */
const TABLE: RolePermissionsResponseDto[] = [
  {
    role: 'owner',
    permissions: [...EVERY_MEMBER, 'stories', 'applications', 'contact', 'group-bookings', 'subscribers', 'discounts', 'tickets', 'staff'],
  },
  { role: 'editor', permissions: [...EVERY_MEMBER, 'stories'] },
  { role: 'hiring', permissions: [...EVERY_MEMBER, 'applications'] },
  { role: 'box-office', permissions: [...EVERY_MEMBER, 'contact', 'group-bookings', 'subscribers', 'discounts', 'tickets'] },
];

describe('the role descriptions of the staff screen', () => {
  it('say what each role may do beyond every member, from the permission table', () => {
    expect(describeRoles(TABLE)).toEqual([
      { role: 'owner', name: 'Owner', text: 'everything' },
      { role: 'editor', name: 'Editor', text: 'stories' },
      { role: 'hiring', name: 'Hiring manager', text: 'job applications' },
      {
        role: 'box-office',
        name: 'Box office',
        text: 'the contact inbox, group bookings, the mailing list, discount codes and ticket types and prices',
      },
      {
        role: 'every-member',
        name: 'Every member',
        text: 'signing in and out, setting up two-factor authentication and their own account',
      },
    ]);
  });

  it('reads the table from the server', async () => {
    server.use(http.get('/api/staff/roles', () => HttpResponse.json(TABLE)));
    renderAdmin(<RoleDescriptions />);
    const box = await screen.findByRole('region', { name: 'What each role may do' });
    expect(within(box).getByText(/group bookings, the mailing list, discount codes and ticket types and prices/)).toBeInTheDocument();
  });
});
