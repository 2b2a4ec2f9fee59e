import { Writable } from 'node:stream';
import { createAppLogging, readableRequestLine, type RequestLine } from './app-logger';
import { loggedUrl } from './request-logging';

function capture() {
  const written: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      written.push(chunk.toString('utf8'));
      callback();
    },
  });
  return { stream, text: () => written.join('') };
}

describe('the app logger', () => {
  it('writes JSON lines with LOG_FORMAT=json, censoring secret fields', () => {
    const out = capture();
    createAppLogging({ logFormat: 'json', logLevel: 'info' }, out.stream).logger.info(
      { user: { name: 'ann', password: 'hunter2-hunter2' }, token: 'abc.def.ghi' },
      'signed in',
    );
    const line = JSON.parse(out.text()) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 'info', msg: 'signed in', user: { name: 'ann', password: '[redacted]' }, token: '[redacted]' });
    expect(out.text()).not.toContain('hunter2');
  });

  it('writes readable lines with LOG_FORMAT=pretty', () => {
    const out = capture();
    createAppLogging({ logFormat: 'pretty', logLevel: 'info' }, out.stream).logger.warn({ context: 'Mail' }, 'server unreachable');
    expect(out.text()).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] WARN: Mail: server unreachable\n$/);
  });

  it('leaves out what is below LOG_LEVEL', () => {
    const out = capture();
    const { logger } = createAppLogging({ logFormat: 'json', logLevel: 'warn' }, out.stream);
    logger.info('routine');
    logger.error('broken');
    expect(out.text()).not.toContain('routine');
    expect(out.text()).toContain('broken');
  });
});

describe('request lines', () => {
  const line: RequestLine = {
    reqId: 'req-0123456789',
    req: { method: 'GET', url: '/api/health', remoteAddress: '198.51.100.7', userAgent: 'curl/8.5' },
    res: { statusCode: 200 },
    responseTime: 3,
  };

  it('writes a request line as the logger writes any line with LOG_FORMAT=json', () => {
    const out = capture();
    createAppLogging({ logFormat: 'json', logLevel: 'info' }, out.stream).writeRequestLine('info', line, 'GET /api/health 200 3ms');
    const written = JSON.parse(out.text()) as Record<string, unknown>;
    expect(written).toEqual({ level: 'info', time: expect.any(String), msg: 'GET /api/health 200 3ms', ...line });
    expect(new Date(written.time as string).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('writes a request line on one readable line with LOG_FORMAT=pretty, every field kept', () => {
    const out = capture();
    createAppLogging({ logFormat: 'pretty', logLevel: 'info' }, out.stream).writeRequestLine('error', line, 'GET /api/health 500 failed');
    expect(out.text()).toMatch(
      /^\[\d\d:\d\d:\d\d\.\d{3}\] ERROR: GET \/api\/health 500 failed reqId=req-0123456789 address=198\.51\.100\.7 userAgent="curl\/8\.5"\n$/,
    );
    expect(readableRequestLine('info', line, 'm', new Date(2026, 0, 2, 3, 4, 5, 6))).toBe(
      '[03:04:05.006] INFO: m reqId=req-0123456789 address=198.51.100.7 userAgent="curl/8.5"',
    );
  });

  it('leaves request lines out below LOG_LEVEL, in either format', () => {
    for (const logFormat of ['json', 'pretty'] as const) {
      const out = capture();
      const { writeRequestLine } = createAppLogging({ logFormat, logLevel: 'warn' }, out.stream);
      writeRequestLine('info', line, 'routine');
      writeRequestLine('error', line, 'broken');
      expect(out.text()).not.toContain('routine');
      expect(out.text()).toContain('broken');
    }
  });
});

describe('loggedUrl', () => {
  it('censors the values of secret-looking query parameters and keeps the rest', () => {
    expect(loggedUrl('/api/invite?token=abc123&region=florida')).toBe('/api/invite?token=%5Bredacted%5D&region=florida');
    expect(loggedUrl('/api/blog-posts?page=2')).toBe('/api/blog-posts?page=2');
    expect(loggedUrl('/api/health')).toBe('/api/health');
  });

  it('censors the tokens of secret links in the path: story previews and audition links, pages and API alike', () => {
    expect(loggedUrl('/new-york/dark-legends/preview/Pv-9xYz_tok')).toBe('/new-york/dark-legends/preview/[redacted]');
    expect(loggedUrl('/api/blog-posts/preview/Pv-9xYz_tok?region=florida')).toBe('/api/blog-posts/preview/[redacted]?region=florida');
    expect(loggedUrl('/auditions/Au-1tok')).toBe('/auditions/[redacted]');
    expect(loggedUrl('/API/Auditions//Au-1tok/booking?token=x')).toBe('/API/Auditions//[redacted]/booking?token=%5Bredacted%5D');
    expect(loggedUrl('/admin/employment/auditions')).toBe('/admin/employment/auditions');
    expect(loggedUrl('/api/audition-sessions/4/attendees')).toBe('/api/audition-sessions/4/attendees');
  });
});
