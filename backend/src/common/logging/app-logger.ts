import type { LoggerService, LogLevel as NestLogLevel } from '@nestjs/common';
import pino, { type DestinationStream, type Logger } from 'pino';
import pinoPretty from 'pino-pretty';
import type { AppConfig } from '../../config/app.config';
import { requestFlow } from './request-flow';

/** What the logger censors wherever it appears in a logged object. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...['password', 'newPassword', 'currentPassword', 'token', 'secret', 'code'].flatMap((field) => [field, `*.${field}`]),
];
export const REDACTED = '[redacted]';

/** The one line of an answered request, as requestLog (request-logging.ts) builds it: fixed fields, the URL censored. */
export interface RequestLine {
  reqId: string;
  req: { method: string | undefined; url: string; remoteAddress: string; userAgent: string | undefined };
  res: { statusCode: number };
  responseTime: number;
}

/** Writes a request's line at `level` with the message `msg`, unless LOG_LEVEL leaves that level out. */
export type WriteRequestLine = (level: 'info' | 'error', line: RequestLine, msg: string) => void;

export interface AppLogging {
  /** The process's one logger: JSON lines (LOG_FORMAT=json) or readable lines (pretty), secrets censored. */
  logger: Logger;
  /**
   * The request lines, in the same format on the same output at a fraction of the cost (one a request): their fields
   * hold no secret to censor, and the readable format writes each on one line.
   */
  writeRequestLine: WriteRequestLine;
}

/** The app's logging; `destination` replaces stdout (tests read what is written); false writes nothing. */
export function createAppLogging(config: Pick<AppConfig, 'logFormat' | 'logLevel'>, destination?: DestinationStream | false): AppLogging {
  const options = {
    level: destination === false ? 'silent' : config.logLevel,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
  };
  const out = destination || pino.destination({ dest: 1, sync: true });
  const redact = { paths: REDACTED_PATHS, censor: REDACTED };
  if (config.logFormat === 'json') {
    const requestLines = pino(options, out);
    return { logger: pino({ ...options, redact }, out), writeRequestLine: (level, line, msg) => requestLines[level](line, msg) };
  }
  const logger = pino(
    { ...options, redact },
    pinoPretty({
      destination: out,
      colorize: false,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'context',
      messageFormat: '{if context}{context}: {end}{msg}',
    }),
  );
  return {
    logger,
    writeRequestLine: (level, line, msg) => {
      if (logger.isLevelEnabled(level)) out.write(`${readableRequestLine(level, line, msg)}\n`);
    },
  };
}

/** A request line as the readable format writes it: `[21:04:05.120] INFO: GET /api/health 200 3ms reqId=… address=… userAgent="…"`. */
export function readableRequestLine(level: string, { reqId, req }: RequestLine, msg: string, at = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const time = `${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}.${String(at.getMilliseconds()).padStart(3, '0')}`;
  const userAgent = req.userAgent === undefined ? '' : ` userAgent=${JSON.stringify(req.userAgent)}`;
  return `[${time}] ${level.toUpperCase()}: ${msg} reqId=${reqId} address=${req.remoteAddress}${userAgent}`;
}

/** The logger of the request being answered (its lines carry its id), else the process's. */
export function currentLogger(root: Logger): Logger {
  return requestFlow.getStore()?.log ?? root;
}

const NEST_TO_PINO = { log: 'info', error: 'error', warn: 'warn', debug: 'debug', verbose: 'trace', fatal: 'fatal' } as const;

/**
 * Nest's Logger (`new Logger('Context')`) writing through pino. Until the application is up only warnings and errors
 * are written, so Nest's start-up lines do not bury the first-start admin password.
 */
export class PinoNestLogger implements LoggerService {
  private ready = false;

  constructor(private readonly root: Logger) {}

  /** From now on informational lines are written too. */
  started(): void {
    this.ready = true;
  }

  log(message: unknown, ...rest: unknown[]): void {
    this.write('log', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('verbose', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }

  private write(level: Exclude<NestLogLevel, never>, message: unknown, rest: unknown[]): void {
    if (!this.ready && level !== 'error' && level !== 'warn' && level !== 'fatal') return;
    // Nest passes the context last; an error's stack comes before it.
    const context = typeof rest[rest.length - 1] === 'string' ? (rest[rest.length - 1] as string) : undefined;
    const stack = level === 'error' && typeof rest[0] === 'string' && rest.length > 1 ? rest[0] : undefined;
    const logger = currentLogger(this.root);
    const fields = { ...(context ? { context } : {}), ...(stack ? { stack } : {}) };
    if (message instanceof Error) logger[NEST_TO_PINO[level]]({ ...fields, err: message }, message.message);
    else if (typeof message === 'object' && message !== null) logger[NEST_TO_PINO[level]]({ ...fields, ...message });
    else logger[NEST_TO_PINO[level]](fields, String(message));
  }
}
