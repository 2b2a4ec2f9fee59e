import { createHmac } from 'node:crypto';

/**
 * Who "a visitor" is, for the one-discount-a-day rule and for counting a story's views once per visitor per hour:
 * a keyed hash of the client address, so the address itself is never stored. (The 'discount-visitor' label is kept
 * so the keys already stored by the discount rule stay valid.)
 */
export function visitorKeyFor(secret: string, clientIp: string): string {
  return createHmac('sha256', secret).update(`discount-visitor:${clientIp}`).digest('hex');
}
