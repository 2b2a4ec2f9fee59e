import { createHmac } from 'node:crypto';

const base64url = (value: object | string) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** An HS256 JWT signed with `secret`, for building tokens the server must refuse. */
export function signJwt(payload: object, secret: string, header: object = { alg: 'HS256', typ: 'JWT' }): string {
  const unsigned = `${base64url(header)}.${base64url(payload)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/** The bad tokens every protected route must refuse with 401. */
export function badTokens(secret: string): Record<string, string | undefined> {
  const now = Math.floor(Date.now() / 1000);
  const claims = { sub: 1, ver: 0, role: 'owner' };
  return {
    'no token': undefined,
    'a garbage token': 'not-a-jwt',
    'a forged signature': signJwt({ ...claims, iat: now, exp: now + 3600 }, 'some-other-secret-that-is-long-enough-123'),
    'an alg none token': `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, iat: now, exp: now + 3600 })}.`,
    'an expired token': signJwt({ ...claims, iat: now - 7200, exp: now - 3600 }, secret),
    'a token without exp': signJwt({ ...claims, iat: now }, secret),
    'a valid token followed by a second Bearer': `${signJwt({ ...claims, iat: now, exp: now + 3600 }, secret)} Bearer b`,
  };
}
