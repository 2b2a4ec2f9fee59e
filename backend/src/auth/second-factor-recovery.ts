import { IsNull, Not, type DataSource } from 'typeorm';
import { User } from '../common/auth/user.entity';
import { TWO_FACTOR_OFF } from './admin-accounts';

/**
 * `npm run admin -- two-factor-off`: the way back when the second-factor key is lost (every sealed value is then
 * unreadable). Turns two-factor authentication off for every member who has it, or had set it up halfway, and revokes
 * their tokens, as turning it off in My Account does. Answers their usernames.
 */
export async function turnOffEverySecondFactor(dataSource: DataSource): Promise<string[]> {
  return dataSource.transaction(async (manager) => {
    const users = manager.getRepository(User);
    const members = await users.find({
      where: [{ totpSecret: Not(IsNull()) }, { totpPendingSecret: Not(IsNull()) }],
      order: { username: 'ASC' },
    });
    for (const member of members) await users.update(member.id, { tokenVersion: member.tokenVersion + 1, ...TWO_FACTOR_OFF });
    return members.map((member) => member.username);
  });
}
