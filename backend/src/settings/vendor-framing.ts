import { lookup } from 'node:dns/promises';
import { request } from 'node:https';
import type { LookupFunction } from 'node:net';
import { rootCertificates } from 'node:tls';
import ipaddr from 'ipaddr.js';

/** What staff are told about the ticketing site: a plain verdict, never what the check saw on the way. */
export const FRAMING_VERDICTS = ['allows-framing', 'refuses-framing', 'unreachable'] as const;
export type FramingVerdict = (typeof FRAMING_VERDICTS)[number];

/** A verdict and, for the server log only, what led to it. */
export interface FramingCheck {
  verdict: FramingVerdict;
  detail: string;
}

export interface VendorCheckOptions {
  /** One deadline for the whole check: every lookup, connection, redirect and header byte. */
  deadlineMs: number;
  extraCa: string[];
  /** Loopback `address:port` endpoints the check may reach anyway (a test's local stub vendor). */
  allowedLoopback: string[];
}

/** The ticketing URL itself names (or resolves to) an address that is not on the public internet. */
export class NonPublicAddressError extends Error {}

export const MAX_REDIRECTS = 3;

/**
 * Reads the framing rules a browser would apply: CSP `frame-ancestors` wins over `X-Frame-Options`
 * (browsers ignore the latter when the former is present). A source list other than `*` / `https:`
 * names the sites allowed to frame the vendor, which we cannot know to include us, so it counts as a refusal.
 */
export function framingVerdict(headers: { xFrameOptions?: string; contentSecurityPolicy?: string }): FramingCheck {
  const ancestors = (headers.contentSecurityPolicy ?? '')
    .split(/[;,]/)
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name?.toLowerCase() === 'frame-ancestors');
  if (ancestors) {
    const sources = ancestors.slice(1);
    if (sources.some((source) => source === '*' || source.toLowerCase() === 'https:')) {
      return { verdict: 'allows-framing', detail: `frame-ancestors ${sources.join(' ')}` };
    }
    return { verdict: 'refuses-framing', detail: `frame-ancestors ${sources.join(' ') || "'none'"}` };
  }
  const xfo = headers.xFrameOptions?.trim();
  if (xfo) return { verdict: 'refuses-framing', detail: `X-Frame-Options: ${xfo}` };
  return { verdict: 'allows-framing', detail: 'no framing rule' };
}

/** Only public unicast addresses: loopback, private, link-local, unique-local, multicast, unspecified, reserved… are refused. */
export function isPublicAddress(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.process(address).range() === 'unicast';
}

/**
 * Asks the vendor's page and judges its framing headers. Each hop (at most MAX_REDIRECTS redirects) is resolved
 * once, refused unless every address is public, and connected to at the address that was checked, so a second DNS
 * answer cannot point it elsewhere. Only the headers are read; the body is never read. Anything that keeps the check
 * from an answer within the deadline is `unreachable`. The URL itself naming an internal address throws
 * NonPublicAddressError, for the caller to refuse.
 */
export async function checkVendorFraming(url: string, options: VendorCheckOptions): Promise<FramingCheck> {
  const deadline = AbortSignal.timeout(options.deadlineMs);
  const ca = options.extraCa.length ? [...rootCertificates, ...options.extraCa] : undefined;
  let current = new URL(url);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    let answer: VendorAnswer;
    try {
      const target = await resolvePublic(current, options.allowedLoopback, deadline);
      answer = await fetchHeaders(current, target, ca, deadline);
    } catch (error) {
      if (error instanceof NonPublicAddressError && hop === 0) throw error;
      if (deadline.aborted) return unreachable(`no complete answer within ${options.deadlineMs / 1000} s`);
      return unreachable(error instanceof Error ? error.message : String(error));
    }
    if (answer.status >= 300 && answer.status < 400 && answer.location) {
      current = new URL(answer.location, current);
      if (current.protocol !== 'https:') return unreachable(`it redirects to a non-https address (${current.origin})`);
      if (current.username || current.password) return unreachable('it redirects to an address with credentials');
      continue;
    }
    if (answer.status >= 400) return unreachable(`it answered HTTP ${answer.status}`);
    return framingVerdict(answer);
  }
  return unreachable(`it redirects more than ${MAX_REDIRECTS} times`);
}

function unreachable(detail: string): FramingCheck {
  return { verdict: 'unreachable', detail };
}

interface ResolvedAddress {
  address: string;
  family: number;
}

async function resolvePublic(url: URL, allowedLoopback: string[], deadline: AbortSignal): Promise<ResolvedAddress> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const port = url.port || '443';
  const addresses = await untilDeadline(lookup(host, { all: true, verbatim: true }), deadline);
  const refused = addresses.find(({ address }) => !isPublicAddress(address) && !isAllowedLoopback(address, port, allowedLoopback));
  if (refused || !addresses.length) {
    throw new NonPublicAddressError(`${url.host} is not a public internet address`);
  }
  return addresses[0];
}

function isAllowedLoopback(address: string, port: string, allowed: string[]): boolean {
  const ip = ipaddr.process(address);
  const endpoint = ip.kind() === 'ipv6' ? `[${ip.toString()}]:${port}` : `${ip.toString()}:${port}`;
  return ip.range() === 'loopback' && allowed.includes(endpoint);
}

function untilDeadline<T>(work: Promise<T>, deadline: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(deadline.reason);
    if (deadline.aborted) return abort();
    deadline.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => deadline.removeEventListener('abort', abort));
  });
}

interface VendorAnswer {
  status: number;
  location?: string;
  xFrameOptions?: string;
  contentSecurityPolicy?: string;
}

function fetchHeaders(url: URL, target: ResolvedAddress, ca: string[] | undefined, deadline: AbortSignal) {
  // The connection goes to the address that was checked: no second lookup a DNS answer could change.
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [target]);
    else callback(null, target.address, target.family);
  };
  return new Promise<VendorAnswer>((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'GET',
        ca,
        agent: false,
        lookup: pinned,
        signal: deadline,
        headers: { 'user-agent': 'HauntedParkTicketingCheck/1.0', accept: 'text/html' },
      },
      (res) => {
        const header = (name: string) => {
          const value = res.headers[name];
          return Array.isArray(value) ? value.join(', ') : value;
        };
        resolve({
          status: res.statusCode ?? 0,
          location: header('location'),
          xFrameOptions: header('x-frame-options'),
          contentSecurityPolicy: header('content-security-policy'),
        });
        res.destroy();
      },
    );
    req.on('error', reject);
    req.end();
  });
}
