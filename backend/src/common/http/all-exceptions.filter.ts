import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { QueryFailedError } from 'typeorm';
import { TooManyRequestsException } from '../rate-limit/rate-limit.service';
import { isUniqueViolation } from '../database/driver-errors';
import { environmentFailure } from './environment-failure';
import { FieldErrors } from '../validation/field-errors';
import { codeOfStatus, isErrorCode } from './error-codes';

/** What a 503 (database unreachable or read-only, schema not ready) tells clients to wait before trying again. */
export const RETRY_UNAVAILABLE_SECONDS = 5;

/** Errors from body parsing (malformed JSON, too large) carry an HTTP status of their own. */
interface StatusError {
  status?: number;
  statusCode?: number;
  type?: string;
  message?: string;
}

/**
 * The one place errors become HTTP: every answer is `{ statusCode, code, message, error }` (`code` from
 * error-codes.ts: the one a domain error names, else its status's), client mistakes stay 4xx, and nothing internal
 * (stack, SQL) ever reaches the client.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    if (res.headersSent) return;
    const { status, body } = this.describe(exception);
    if (exception instanceof TooManyRequestsException) res.setHeader('Retry-After', String(exception.retryAfterSeconds));
    if (status === HttpStatus.SERVICE_UNAVAILABLE && !res.getHeader('Retry-After'))
      res.setHeader('Retry-After', String(RETRY_UNAVAILABLE_SECONDS));
    // A route's own headers (a CSV export's type and attachment name) were set before it failed: the error is JSON, shown.
    res.removeHeader('Content-Disposition');
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.status(status).json({ ...body, code: isErrorCode(body.code) ? body.code : codeOfStatus(status) });
  }

  private describe(exception: unknown): { status: number; body: Record<string, unknown> } {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      const body =
        typeof response === 'string'
          ? { statusCode: status, message: response, error: reason(status) }
          : { statusCode: status, error: reason(status), ...response };
      return { status, body };
    }
    if (exception instanceof FieldErrors) {
      const { errors } = exception;
      return {
        status: 400,
        body: { statusCode: 400, code: 'VALIDATION_FAILED', message: Object.values(errors).flat(), error: 'Bad Request', errors },
      };
    }
    if (exception instanceof QueryFailedError && isUniqueViolation(exception)) {
      return {
        status: 409,
        body: {
          statusCode: 409,
          code: 'DUPLICATE_VALUE',
          message: 'A record with the same unique value already exists',
          error: 'Conflict',
        },
      };
    }
    const failure = environmentFailure(exception);
    if (failure) {
      this.logger.error(`${failure.cause}: ${exception instanceof Error ? exception.message : String(exception)}`);
      return { status: failure.status, body: { statusCode: failure.status, message: failure.message, error: reason(failure.status) } };
    }
    const statusError = exception as StatusError;
    const status = statusError?.status ?? statusError?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const message =
        statusError.type === 'entity.parse.failed' ? 'Malformed JSON in request body' : (statusError.message ?? reason(status));
      return { status, body: { statusCode: status, message, error: reason(status) } };
    }
    this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    return { status: 500, body: { statusCode: 500, message: 'Internal server error', error: 'Internal Server Error' } };
  }
}

function reason(status: number): string {
  return (HttpStatus[status] ?? 'Error')
    .toLowerCase()
    .split('_')
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}
