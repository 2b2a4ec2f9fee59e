import { createHmac, hkdfSync } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { hashLinkToken } from '../common/auth/link-tokens';
import type { User } from '../common/auth/user.entity';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.module';

/**
 * The tokens of invitation links. A token is the HMAC, under a key derived from SECOND_FACTOR_KEY, of the member's id
 * and the invitation's expiry (to the millisecond, a new one for every invitation or reset): the server can make the
 * same link again while it is valid, so the owner can copy it again, yet the database holds only the token's SHA-256,
 * and neither a database dump nor the JWT secret gives a working link. The token goes after `#` in the link, which
 * browsers never send: no server or proxy log sees it (the accept page posts it).
 */
@Injectable()
export class InvitationLinks {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = Buffer.from(hkdfSync('sha256', config.secondFactorKey, '', 'invitation-links', 32));
  }

  token(memberId: number, expiresAt: Date): string {
    return createHmac('sha256', this.key).update(`${memberId}:${expiresAt.getTime()}`).digest('base64url');
  }

  /** The link of the member's pending invitation, when it can be made again (the key may have changed since). */
  linkOf(member: Pick<User, 'id' | 'inviteTokenHash' | 'inviteExpiresAt'>, origin: string): string | null {
    if (!member.inviteTokenHash || !member.inviteExpiresAt) return null;
    const token = this.token(member.id, member.inviteExpiresAt);
    return hashLinkToken(token) === member.inviteTokenHash ? inviteUrl(origin, token) : null;
  }
}

/** Where the invitation link leads; `origin` is the site's public address. */
export const inviteUrl = (origin: string, token: string) => `${origin}/admin/accept-invite#token=${token}`;
