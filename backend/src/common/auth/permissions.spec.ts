import { USER_ROLES } from '../domain/constants';
import { PERMISSIONS, permissionsOf, ROLE_PERMISSIONS, roleMay } from './permissions';

describe('the permission table', () => {
  it('gives the owner everything and every role its own session, account and two-factor set-up', () => {
    expect(ROLE_PERMISSIONS.owner).toEqual(PERMISSIONS);
    for (const role of USER_ROLES) {
      expect(ROLE_PERMISSIONS[role]).toEqual(expect.arrayContaining(['session', 'two-factor.setup', 'account']));
    }
  });

  it('keeps settings, staff, the audit log, failed mail and which regions there are to the owner', () => {
    for (const permission of ['settings', 'staff', 'audit.read', 'mail-outbox', 'calendar', 'regions.manage'] as const) {
      expect(USER_ROLES.filter((role) => roleMay(role, permission))).toEqual(['owner']);
    }
  });

  it('narrows a member who must set up two-factor authentication to the set-up and the session', () => {
    const sut = permissionsOf({ role: 'owner', twoFactorSetupRequired: true });
    expect(sut).toEqual(['session', 'two-factor.setup']);
    expect(permissionsOf({ role: 'hiring', twoFactorSetupRequired: false })).toEqual([
      'session',
      'two-factor.setup',
      'account',
      'translations',
      'applications',
      'email-templates',
      'hiring-settings',
      'calendar.read',
    ]);
  });
});
