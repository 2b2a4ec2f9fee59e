import { createHash, randomBytes } from 'node:crypto';

/** A token for a link we e-mail or show once (an invitation, a subscription to confirm): 256 random bits. */
export const newLinkToken = () => randomBytes(32).toString('base64url');

/** What is stored of a single-use link token: its SHA-256, so the database never holds a working link. */
export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');
