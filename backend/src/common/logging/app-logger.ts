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

/**
 * The process's one logger: JSON lines (LOG_FORMAT=json) or readable lines (pretty), secrets censored. `destination`
 * replaces stdout (tests read what is written); false writes nothing.
 */
export function createAppLogger(config: Pick<AppConfig, 'logFormat' | 'logLevel'>, destination?: DestinationStream | false): Logger {
  const options = {
    level: destination === false ? 'silent' : config.logLevel,
    base: undefined,
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
  };
  const out = destination || pino.destination({ dest: 1, sync: true });
  if (config.logFormat === 'json') return pino(options, out);
  return pino(
    options,
    pinoPretty({
      destination: out,
      sync: true,
      colorize: false,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'context',
      messageFormat: '{if context}{context}: {end}{msg}',
    }),
  );
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
