import type { EntityManager } from 'typeorm';
import { hashLinkToken, newLinkToken } from '../common/auth/link-tokens';
import { siteAddressIn } from '../notifications/mail-languages';
import type { Language } from '../regions/regions.constants';
import { AuditionBooking, AuditionLink, AuditionSession } from './entities/audition.entities';

/**
 * A new personal audition link for the application (`{auditionLink}` in a template), made in the caller's transaction;
 * only the token's hash is kept, so each mail carries its own link and earlier ones keep working. It opens the page in
 * the applicant's language, and is written on SITE_ADDRESS: the outbox sends it on the site's public address, and holds the mail until one is set.
 */
export async function newAuditionLink(manager: EntityManager, applicationId: number, language: Language): Promise<string> {
  const token = newLinkToken();
  await manager.insert(AuditionLink, { applicationId, tokenHash: hashLinkToken(token), createdAt: new Date() });
  return siteAddressIn(language, `/auditions/${token}`);
}

/** Deletes the application's audition booking, if any, and gives its place back to the session. */
export async function releaseAuditionOf(manager: EntityManager, applicationId: number): Promise<void> {
  const booking = await manager.findOneBy(AuditionBooking, { applicationId });
  if (!booking) return;
  await manager.delete(AuditionBooking, { id: booking.id });
  await manager
    .createQueryBuilder()
    .update(AuditionSession)
    .set({ bookedCount: () => 'bookedCount - 1' })
    .where('id = :id', { id: booking.sessionId })
    .callListeners(false)
    .execute();
}
