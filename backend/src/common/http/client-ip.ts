import type { Request } from 'express';
import { isIP, isIPv4, isIPv6 } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The visitor's identity for per-visitor rules (rate limits, the daily discount, view counting). Express derives
 * req.ip from X-Forwarded-For only when the socket peer is one of TRUSTED_PROXIES, addresses or CIDR ranges ('trust
 * proxy' is set to that list in app.setup.ts); otherwise it is the socket address. See visitorAddress for how it is keyed.
 */
export function clientIp(req: Request): string {
  return visitorAddress(clientAddress(req));
}

/**
 * The client's own address, as a person reads it in a record (the audit log, the request log); limits key on clientIp
 * instead. Always an IP address: when the address a trusted proxy forwarded is none (`<script>`, `unknown`, a 400-letter
 * word), it is the nearest hop that is one, i.e. that trusted proxy.
 */
export function clientAddress(req: Request): string {
  const hops = [req.ip, ...(req.ips ?? []), req.socket?.remoteAddress];
  return hops.map((hop) => (hop === undefined ? '' : hostAddress(hop))).find((hop) => isIP(hop) !== 0) ?? 'unknown';
}

/** Without an IPv6 zone, and an IPv4-mapped IPv6 address as its IPv4 address. */
function hostAddress(address: string): string {
  const ip = address.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped && isIPv4(mapped[1]) ? mapped[1] : ip;
}

/**
 * One host, one key: an IPv4-mapped IPv6 address is its IPv4 address, and an IPv6 address is its /64, because
 * a single IPv6 host or home is handed a whole /64 and can pick a new address in it for every request.
 */
export function visitorAddress(address: string): string {
  const ip = hostAddress(address);
  if (!isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip);
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, without leading zeros ('::' expanded, a dotted IPv4 tail converted). */
function ipv6Groups(ip: string): string[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(ip);
  const hex = dotted
    ? ip.slice(0, dotted.index) + [((+dotted[1] << 8) | +dotted[2]).toString(16), ((+dotted[3] << 8) | +dotted[4]).toString(16)].join(':')
    : ip;
  const [head, tail] = hex.split('::');
  const part = (text: string | undefined) => (text ? text.split(':') : []);
  const known = [...part(head), ...(tail === undefined ? [] : part(tail))];
  const zeros = Array.from({ length: 8 - known.length }, () => '0');
  const all = tail === undefined ? part(head) : [...part(head), ...zeros, ...part(tail)];
  return all.map((group) => parseInt(group, 16).toString(16));
}

/** Whether an address is one of TRUSTED_PROXIES (addresses or CIDR ranges; an IPv4-mapped address as its IPv4 address). */
export function trustedProxyMatcher(proxies: string[]): (address: string) => boolean {
  const ranges = proxies.map((entry) =>
    entry.includes('/') ? ipaddr.parseCIDR(entry) : ipaddr.parseCIDR(`${entry}/${isIPv4(entry) ? 32 : 128}`),
  );
  return (address) => {
    const ip = hostAddress(address);
    if (!ipaddr.isValid(ip)) return false;
    const parsed = ipaddr.process(ip);
    return ranges.some(([range, bits]) => range.kind() === parsed.kind() && parsed.match(range, bits));
  };
}
