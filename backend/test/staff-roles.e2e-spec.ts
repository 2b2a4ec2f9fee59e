import { ROLE_PERMISSIONS } from '../src/common/auth/permissions';
import { addMember, memberToken } from './support/staff';
import { bearer, testAppSession } from './support/test-app';

describe('the roles the staff screen describes', () => {
  const t = testAppSession();

  it("answers the owner the server's own permission table, a row per role", async () => {
    const { body } = await t.http.get('/api/staff/roles').set(t.admin).expect(200);
    expect(body).toEqual([
      { role: 'owner', permissions: [...ROLE_PERMISSIONS.owner] },
      { role: 'editor', permissions: [...ROLE_PERMISSIONS.editor] },
      { role: 'hiring', permissions: [...ROLE_PERMISSIONS.hiring] },
      { role: 'box-office', permissions: [...ROLE_PERMISSIONS['box-office']] },
    ]);
    expect(body.find((row: { role: string }) => row.role === 'box-office').permissions).toEqual(
      expect.arrayContaining(['contact', 'group-bookings', 'subscribers', 'discounts', 'tickets']),
    );
  });

  it('is for whoever manages the staff only', async () => {
    const boxOffice = await addMember(t.dataSource, 'box-office');
    await t.http
      .get('/api/staff/roles')
      .set(bearer(await memberToken(t.dataSource, t.config.jwtSecret, boxOffice.id)))
      .expect(403);
    await t.http.get('/api/staff/roles').expect(401);
  });
});
