import { applyDecorators, Delete, Get, HttpCode, Patch, Post, Put, type Type } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTooManyRequestsResponse,
  type ApiOperationOptions,
  type ApiResponseNoStatusOptions,
} from '@nestjs/swagger';
import { AdminEndpoint } from '../auth/admin-endpoint.decorator';
import { Public } from '../auth/public.decorator';
import { PublicCache } from '../content/public-cache.interceptor';
import { ApiPaginatedResponse } from '../pagination/paginated';

// Each decorator is a whole route: its HTTP method and path, who may call it, and its documentation.
// Responses a route adds (a 409, a 410), what else it produces (a CSV) and its headers stand beside it.

/** The summary alone, or the summary and a description. */
export type Operation = string | ApiOperationOptions;
const describe = (operation: Operation) => ApiOperation(typeof operation === 'string' ? { summary: operation } : operation);

/** Where a route differs from the usual: its path (`:id` for one record, else the controller's own), what its 400 says. */
interface RouteOptions {
  path?: string;
  invalid?: string;
}

/** The 400 of a body that fails validation (AllExceptionsFilter lists the messages per field). */
export const ApiInvalidBody = () => ApiBadRequestResponse({ description: 'Validation failed; `errors` lists the messages per field' });

/** What the 400 of an `:id` that is not a whole number (IdParam) says. */
export const INVALID_ID = 'The id is not a whole number';
export const ApiInvalidId = () => ApiBadRequestResponse({ description: INVALID_ID });

const invalidBody = (invalid?: string) => (invalid ? ApiBadRequestResponse({ description: invalid }) : ApiInvalidBody());

/** The 200 of a route: the type of its JSON, or the response itself (a nullable schema, a CSV file). */
const okResponse = (response: Type<unknown> | ApiResponseNoStatusOptions) =>
  ApiOkResponse(typeof response === 'function' ? { type: response } : response);

/**
 * What a visitor's read answers besides its 200: what makes it a 400 (a query value, the id) and what a 404; and the
 * key its answers are kept under in the public read cache.
 */
interface PublicAnswers {
  invalid?: string;
  notFound?: string;
  cache: string;
}

const visitorRead = (path: string, operation: Operation, cache: string) =>
  applyDecorators(Public(), Get(path), describe(operation), PublicCache(cache));

const publicAnswers = ({ invalid, notFound }: Omit<PublicAnswers, 'cache'>) => [
  ...(invalid ? [ApiBadRequestResponse({ description: invalid })] : []),
  ...(notFound ? [ApiNotFoundResponse({ description: notFound })] : []),
];

/** A GET that visitors may call: a visitor's answer is kept (PublicCache); staff get their own. */
export const PublicGet = (
  path: string,
  operation: Operation,
  response: Type<unknown> | ApiResponseNoStatusOptions,
  answers: PublicAnswers,
) => applyDecorators(visitorRead(path, operation, answers.cache), okResponse(response), ...publicAnswers(answers));

/** A POST that answers 200 (a token, a secret, recovery codes, a confirmation); PublicCacheInterceptor marks it no-store. */
export const ExchangePost = (path: string, operation: Operation, response: Type<unknown>) =>
  applyDecorators(Post(path), HttpCode(200), describe(operation), ApiOkResponse({ type: response }));

/** Visitors read one page of records (`cursor`: pages chained by nextCursor); `invalid` says which query values are a 400. */
export const PublicList = (
  operation: Operation,
  record: Type<unknown>,
  invalid: string,
  { cache, page }: { cache: string; page?: { description: string; cursor: boolean } },
) =>
  applyDecorators(
    visitorRead('/', operation, cache),
    ApiPaginatedResponse(record, page?.description, { cursor: page?.cursor }),
    ...publicAnswers({ invalid }),
  );

/** Visitors send something (a message, an application) that is stored, limited per client address: 201, 400 or 429. */
export const PublicSubmit = (operation: Operation, record: Type<unknown>, invalid: string, tooMany: string, { path }: RouteOptions = {}) =>
  applyDecorators(
    Public(),
    Post(path),
    describe(operation),
    ApiCreatedResponse({ type: record }),
    ApiBadRequestResponse({ description: invalid }),
    ApiTooManyRequestsResponse({ description: tooMany }),
  );

/** Staff read one page of records; a bad filter or paging value is a 400. */
export const AdminList = (
  operation: Operation,
  record: Type<unknown>,
  { path, invalid = 'Invalid filter or paging value' }: RouteOptions = {},
) =>
  applyDecorators(
    Get(path),
    AdminEndpoint(),
    describe(operation),
    ApiPaginatedResponse(record),
    ApiBadRequestResponse({ description: invalid }),
  );

/** Staff read one record by id. */
export const AdminRead = (operation: Operation, record: Type<unknown>, notFound: string, { path = ':id' }: RouteOptions = {}) =>
  applyDecorators(
    Get(path),
    AdminEndpoint(),
    describe(operation),
    ApiOkResponse({ type: record }),
    ApiInvalidId(),
    ApiNotFoundResponse({ description: notFound }),
  );

/**
 * Staff read something that is not a record by id, e.g. the totals on the admin stat cards, or a code by its text;
 * `response` is the type of the JSON, or the 200 itself when the answer is not JSON (a CSV file).
 */
export const AdminGet = (path: string, operation: Operation, response: Type<unknown> | ApiResponseNoStatusOptions) =>
  applyDecorators(Get(path), AdminEndpoint(), describe(operation), okResponse(response));

/**
 * Staff run an action that is not a plain create (a bulk add, a redeem, a logout): 200 with what it did, and the 400 of
 * its validated body; `invalid: false` for an action that takes no body.
 */
export const AdminAction = (path: string, operation: Operation, response: Type<unknown>, { invalid }: { invalid?: string | false } = {}) =>
  applyDecorators(ExchangePost(path, operation, response), AdminEndpoint(), ...(invalid === false ? [] : [invalidBody(invalid)]));

/** Staff create (POST) a record with a validated body and get it back; an import of records gets back what it made. */
export const AdminCreate = (operation: Operation, record: Type<unknown>, { path, invalid }: RouteOptions = {}) =>
  applyDecorators(Post(path), AdminEndpoint(), describe(operation), ApiCreatedResponse({ type: record }), invalidBody(invalid));

const adminWrite = (method: MethodDecorator, operation: Operation, record: Type<unknown>, invalid?: string) =>
  applyDecorators(method, AdminEndpoint(), describe(operation), ApiOkResponse({ type: record }), invalidBody(invalid));

const adminChange = (method: MethodDecorator, operation: Operation, record: Type<unknown>, notFound: string, invalid?: string) =>
  applyDecorators(adminWrite(method, operation, record, invalid), ApiNotFoundResponse({ description: notFound }));

/** Staff replace (PUT) a record by id with a validated body, and get it back. */
export const AdminReplace = (operation: Operation, record: Type<unknown>, notFound: string, { path = ':id', invalid }: RouteOptions = {}) =>
  adminChange(Put(path), operation, record, notFound, invalid);

/** Staff replace (PUT) a document there is always exactly one of (the site settings) with a validated body, and get it back. */
export const AdminReplaceSingleton = (operation: Operation, document: Type<unknown>, { path, invalid }: RouteOptions = {}) =>
  adminWrite(Put(path), operation, document, invalid);

/** Staff change (PATCH) some fields of a record by id with a validated body, and get it back. */
export const AdminChange = (operation: Operation, record: Type<unknown>, notFound: string, { path = ':id', invalid }: RouteOptions = {}) =>
  adminChange(Patch(path), operation, record, notFound, invalid);

/** Staff delete a record by id: 204, or 404 when there is none. */
export const AdminDelete = (operation: Operation, notFound: string, { path = ':id' }: RouteOptions = {}) =>
  applyDecorators(
    Delete(path),
    HttpCode(204),
    AdminEndpoint(),
    describe(operation),
    ApiNoContentResponse({ description: 'Deleted' }),
    ApiInvalidId(),
    ApiNotFoundResponse({ description: notFound }),
  );
