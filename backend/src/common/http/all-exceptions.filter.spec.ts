import { BadRequestException, ConflictException, GoneException, NotFoundException, type ArgumentsHost } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { TooManyRequestsException } from '../rate-limit/rate-limit.service';
import { FieldErrors } from '../validation/field-errors';
import { AllExceptionsFilter } from './all-exceptions.filter';
import { coded } from './error-codes';

/** What the filter sends: status, headers and the JSON body, as Express would. */
function answerTo(exception: unknown, headersSetBefore: Record<string, string> = {}) {
  const answer = { status: 0, headers: { ...headersSetBefore }, body: {} as Record<string, unknown> };
  const res = {
    headersSent: false,
    setHeader: (name: string, value: string) => void (answer.headers[name] = value),
    getHeader: (name: string) => answer.headers[name],
    removeHeader: (name: string) => void delete answer.headers[name],
    status: (status: number) => ((answer.status = status), res),
    json: (body: Record<string, unknown>) => ((answer.body = body), res),
  };
  const host = { switchToHttp: () => ({ getResponse: () => res }) } as unknown as ArgumentsHost;
  new AllExceptionsFilter().catch(exception, host);
  return answer;
}

describe('AllExceptionsFilter', () => {
  const sut = answerTo;

  it("puts a domain error's own code beside the product's message", () => {
    expect(sut(new ConflictException(coded('MEDIA_IN_USE', 'This file is used by a story')))).toMatchObject({
      status: 409,
      body: { statusCode: 409, code: 'MEDIA_IN_USE', message: 'This file is used by a story', error: 'Conflict' },
    });
    expect(sut(new GoneException(coded('DISCOUNT_CODES_GONE', 'All gone'))).body.code).toBe('DISCOUNT_CODES_GONE');
  });

  it('gives a 429 its code and Retry-After: RATE_LIMITED unless the refusal names its own', () => {
    const limited = sut(new TooManyRequestsException(30, 'Too many messages'));
    expect(limited).toMatchObject({
      status: 429,
      headers: { 'Retry-After': '30' },
      body: { code: 'RATE_LIMITED', message: 'Too many messages' },
    });
    const again = sut(new TooManyRequestsException(60, 'Already received', 'DISCOUNT_ALREADY_RECEIVED'));
    expect(again.body).toMatchObject({ code: 'DISCOUNT_ALREADY_RECEIVED', message: 'Already received' });
  });

  it('sends JSON in place of the type and attachment name a CSV export set before it failed', () => {
    const answer = sut(new BadRequestException('confirmed must be true or false'), {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="subscribers.csv"',
    });
    expect(answer.headers).toEqual({ 'Content-Type': 'application/json; charset=utf-8' });
    expect(answer.status).toBe(400);
  });

  it('codes an error that names none by its status', () => {
    expect(sut(new NotFoundException('Story not found')).body).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Story not found',
      error: 'Not Found',
    });
    expect(sut(Object.assign(new Error('too large'), { status: 413 })).body.code).toBe('PAYLOAD_TOO_LARGE');
    expect(sut(new Error('boom')).body).toEqual({
      statusCode: 500,
      code: 'INTERNAL_ERROR',
      message: 'Internal server error',
      error: 'Internal Server Error',
    });
  });

  it('codes validation errors VALIDATION_FAILED and unique violations DUPLICATE_VALUE', () => {
    expect(sut(FieldErrors.of('name', 'Name is required')).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { name: ['Name is required'] },
    });
    const duplicate = new QueryFailedError('INSERT', [], Object.assign(new Error('dup'), { code: 'SQLITE_CONSTRAINT_UNIQUE' }));
    expect(sut(duplicate)).toMatchObject({ status: 409, body: { code: 'DUPLICATE_VALUE' } });
  });

  it('never passes on a code it does not declare', () => {
    expect(sut(new ConflictException({ code: 'ER_DUP_ENTRY', message: 'Taken' })).body.code).toBe('CONFLICT');
  });
});
