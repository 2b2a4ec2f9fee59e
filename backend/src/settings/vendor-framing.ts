import { request } from 'node:https';
import { rootCertificates } from 'node:tls';

/** Whether the ticketing vendor lets another site show its page in a frame, and why, in words staff can act on. */
export interface FramingVerdict {
  embeddable: boolean;
  reason: string;
}

const MAX_REDIRECTS = 5;

/**
 * Reads the framing rules a browser would apply: CSP `frame-ancestors` wins over `X-Frame-Options`
 * (browsers ignore the latter when the former is present). A source list other than `*` / `https:`
 * names the sites allowed to frame the vendor, which we cannot know to include us, so it counts as a refusal.
 */
export function framingVerdict(headers: { xFrameOptions?: string; contentSecurityPolicy?: string }): FramingVerdict {
  const ancestors = (headers.contentSecurityPolicy ?? '')
    .split(/[;,]/)
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name?.toLowerCase() === 'frame-ancestors');
  if (ancestors) {
    const sources = ancestors.slice(1);
    if (sources.some((source) => source === '*' || source.toLowerCase() === 'https:')) {
      return { embeddable: true, reason: 'The ticketing site allows other sites to show it in a frame.' };
    }
    return {
      embeddable: false,
      reason: `The ticketing site refuses to be shown in a frame (Content-Security-Policy frame-ancestors ${sources.join(' ') || "'none'"}).`,
    };
  }
  const xfo = headers.xFrameOptions?.trim();
  if (xfo) return { embeddable: false, reason: `The ticketing site refuses to be shown in a frame (X-Frame-Options: ${xfo}).` };
  return { embeddable: true, reason: 'The ticketing site allows other sites to show it in a frame.' };
}

/** Asks the vendor's page (following redirects) and judges its framing headers; an unreachable vendor counts as not embeddable. */
export async function checkVendorFraming(url: string, options: { timeoutMs: number; extraCa: string[] }): Promise<FramingVerdict> {
  const ca = options.extraCa.length ? [...rootCertificates, ...options.extraCa] : undefined;
  let current = new URL(url);
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const answer = await fetchHeaders(current, ca, options.timeoutMs);
      if (answer.status >= 300 && answer.status < 400 && answer.location) {
        current = new URL(answer.location, current);
        if (current.protocol !== 'https:') return unreachable(`it redirects to a non-https address (${current.origin})`);
        continue;
      }
      if (answer.status >= 400) return unreachable(`it answered HTTP ${answer.status}`);
      return framingVerdict(answer);
    }
    return unreachable('it redirects too many times');
  } catch (error) {
    return unreachable(error instanceof Error ? error.message : String(error));
  }
}

function unreachable(why: string): FramingVerdict {
  return { embeddable: false, reason: `The ticketing site could not be checked (${why}); ticket buttons open it in a new tab.` };
}

function fetchHeaders(url: URL, ca: string[] | undefined, timeoutMs: number) {
  return new Promise<{ status: number; location?: string; xFrameOptions?: string; contentSecurityPolicy?: string }>((resolve, reject) => {
    const req = request(
      url,
      { method: 'GET', ca, timeout: timeoutMs, headers: { 'user-agent': 'HauntedParkTicketingCheck/1.0', accept: 'text/html' } },
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
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
    req.on('error', reject);
    req.end();
  });
}
