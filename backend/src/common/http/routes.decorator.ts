import { applyDecorators, Delete, Get, HttpCode, Patch, Post, Put, type Type } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTooManyRequestsResponse,
  type ApiResponseNoStatusOptions,
} from '@nestjs/swagger';
import { AdminEndpoint } from '../auth/admin-endpoint.decorator';
import type { Permission } from '../auth/permissions';
import { Public } from '../auth/public.decorator';
import { PublicCache } from '../content/public-cache.interceptor';
import { ApiPaginatedResponse } from '../pagination/paginated';
import { MAX_ID } from '../validation/id-param.decorator';

// Each decorator is a whole route: its HTTP method and path, who may call it, and its documentation, from one options
// object. Responses a route adds (a 409, a 410), what else it produces (a CSV) and its headers stand beside it.

/** What every route states: its summary, and a description where the summary is not enough. */
interface RouteOptions {
  summary: string;
  description?: string;
}

/** A staff route also states the permission it needs (common/auth/permissions.ts). */
interface AdminRouteOptions extends RouteOptions {
  permission: Permission;
}

/** A route whose path is given in its options: `:id` for one record by default, else the controller's own. */
interface PathOptions {
  path?: string;
}

/** The 200 of a route: the type of its JSON, or the response itself (a nullable schema, a CSV file). */
type OkResponse = Type<unknown> | ApiResponseNoStatusOptions;

const describe = ({ summary, description }: RouteOptions) => ApiOperation({ summary, ...(description ? { description } : {}) });

/** The 400 of a body that fails validation (AllExceptionsFilter lists the messages per field). */
export const ApiInvalidBody = () => ApiBadRequestResponse({ description: 'Validation failed; `errors` lists the messages per field' });

/** What the 400 of an `:id` that is not a record id (IdParam) says. */
export const INVALID_ID = `The id is not a whole number from 1 to ${MAX_ID} written in digits only`;
export const ApiInvalidId = () => ApiBadRequestResponse({ description: INVALID_ID });

const invalidBody = (invalid?: string) => (invalid ? ApiBadRequestResponse({ description: invalid }) : ApiInvalidBody());

const okResponse = (response: OkResponse) => ApiOkResponse(typeof response === 'function' ? { type: response } : response);

/** A route anyone may call, without a token. */
const visitorRoute = (method: MethodDecorator, options: RouteOptions) => applyDecorators(Public(), method, describe(options));

interface PublicReadOptions extends RouteOptions {
  /** What makes it a 400 (a query value, the id). */
  invalid?: string;
  /** The key the visitors' answers are kept under in the public read cache (PublicCacheInterceptor). */
  cache: string;
}

const publicRead = (path: string, { invalid, cache, ...route }: PublicReadOptions) =>
  applyDecorators(
    visitorRoute(Get(path), route),
    PublicCache(cache),
    ...(invalid ? [ApiBadRequestResponse({ description: invalid })] : []),
  );

/** A GET that visitors may call: a visitor's answer is kept (PublicCache); staff get their own. */
export const PublicGet = (path: string, { response, notFound, ...read }: PublicReadOptions & { response: OkResponse; notFound?: string }) =>
  applyDecorators(publicRead(path, read), okResponse(response), ...(notFound ? [ApiNotFoundResponse({ description: notFound })] : []));

/**
 * A GET anyone holding a secret link may call (a story's preview): no token, and its answer is never kept by the
 * public cache, so a revoked or expired link stops working at once.
 */
export const SecretLinkGet = (path: string, { response, notFound, ...route }: RouteOptions & { response: OkResponse; notFound: string }) =>
  applyDecorators(visitorRoute(Get(path), route), okResponse(response), ApiNotFoundResponse({ description: notFound }));

/** Visitors read one page of records (`cursor`: pages chained by nextCursor); `invalid` says which query values are a 400. */
export const PublicList = ({
  record,
  page,
  ...read
}: PublicReadOptions & { invalid: string; record: Type<unknown>; page?: { description: string; cursor: boolean } }) =>
  applyDecorators(publicRead('/', read), ApiPaginatedResponse(record, page?.description, { cursor: page?.cursor }));

/** Visitors send something (a message, an application) that is stored, limited per client address: 201, 400 or 429. */
export const PublicSubmit = ({
  path,
  record,
  invalid,
  tooMany,
  ...route
}: RouteOptions & PathOptions & { record: Type<unknown>; invalid: string; tooMany: string }) =>
  applyDecorators(
    visitorRoute(Post(path), route),
    ApiCreatedResponse({ type: record }),
    ApiBadRequestResponse({ description: invalid }),
    ApiTooManyRequestsResponse({ description: tooMany }),
  );

/**
 * A POST that answers 200 (a token, a secret, recovery codes, a confirmation); PublicCacheInterceptor marks it no-store.
 * Staff only with a `permission`; without one it must be marked @Public().
 */
export const ExchangePost = (
  path: string,
  { response, permission, ...route }: RouteOptions & { response: Type<unknown>; permission?: Permission },
) =>
  applyDecorators(
    Post(path),
    HttpCode(200),
    describe(route),
    ApiOkResponse({ type: response }),
    ...(permission ? [AdminEndpoint(permission)] : []),
  );

/** A staff route: the method, the token and permission it needs (AdminEndpoint) and its summary. */
const adminRoute = (method: MethodDecorator, { permission, ...route }: AdminRouteOptions) =>
  applyDecorators(method, AdminEndpoint(permission), describe(route));

/** Staff read one page of records; a bad filter or paging value is a 400. */
export const AdminList = ({
  path,
  record,
  invalid = 'Invalid filter or paging value',
  ...route
}: AdminRouteOptions & PathOptions & { record: Type<unknown>; invalid?: string }) =>
  applyDecorators(adminRoute(Get(path), route), ApiPaginatedResponse(record), ApiBadRequestResponse({ description: invalid }));

/** Staff read one record by id. */
export const AdminRead = ({
  path = ':id',
  record,
  notFound,
  ...route
}: AdminRouteOptions & PathOptions & { record: Type<unknown>; notFound: string }) =>
  applyDecorators(
    adminRoute(Get(path), route),
    ApiOkResponse({ type: record }),
    ApiInvalidId(),
    ApiNotFoundResponse({ description: notFound }),
  );

/**
 * Staff read something that is not a record by id, e.g. the totals on the admin stat cards, or a code by its text;
 * `response` is the type of the JSON, or the 200 itself when the answer is not JSON (a CSV file).
 */
export const AdminGet = (path: string, { response, ...route }: AdminRouteOptions & { response: OkResponse }) =>
  applyDecorators(adminRoute(Get(path), route), okResponse(response));

/**
 * Staff run an action that is not a plain create (a bulk add, a redeem, a logout): 200 with what it did, and the 400 of
 * its validated body; `invalid: false` for an action that takes no body.
 */
export const AdminAction = (
  path: string,
  { response, invalid, ...route }: AdminRouteOptions & { response: Type<unknown>; invalid?: string | false },
) =>
  applyDecorators(
    adminRoute(Post(path), route),
    HttpCode(200),
    ApiOkResponse({ type: response }),
    ...(invalid === false ? [] : [invalidBody(invalid)]),
  );

interface WriteOptions extends AdminRouteOptions, PathOptions {
  record: Type<unknown>;
  /** The 400 of the validated body, when it says more than the usual one. */
  invalid?: string;
}

const adminWrite = (method: MethodDecorator, { record, invalid, ...route }: Omit<WriteOptions, 'path'>) =>
  applyDecorators(adminRoute(method, route), ApiOkResponse({ type: record }), invalidBody(invalid));

/** Staff create (POST) a record with a validated body and get it back; an import of records gets back what it made. */
export const AdminCreate = ({ path, record, invalid, ...route }: WriteOptions) =>
  applyDecorators(adminRoute(Post(path), route), ApiCreatedResponse({ type: record }), invalidBody(invalid));

/** Staff replace (PUT) a record by id with a validated body, and get it back. */
export const AdminReplace = ({ path = ':id', notFound, ...write }: WriteOptions & { notFound: string }) =>
  applyDecorators(adminWrite(Put(path), write), ApiNotFoundResponse({ description: notFound }));

/** Staff replace (PUT) a document there is always exactly one of (the site settings) with a validated body, and get it back. */
export const AdminReplaceSingleton = ({ path, ...write }: WriteOptions) => adminWrite(Put(path), write);

/** Staff change (PATCH) some fields of a record by id with a validated body, and get it back. */
export const AdminChange = ({ path = ':id', notFound, ...write }: WriteOptions & { notFound: string }) =>
  applyDecorators(adminWrite(Patch(path), write), ApiNotFoundResponse({ description: notFound }));

/** Staff delete a record by id (or by another key the path names): 204, or 404 when there is none. */
export const AdminDelete = ({ path = ':id', notFound, ...route }: AdminRouteOptions & PathOptions & { notFound: string }) =>
  applyDecorators(
    adminRoute(Delete(path), route),
    HttpCode(204),
    ApiNoContentResponse({ description: 'Deleted' }),
    ...(path.includes(':id') ? [ApiInvalidId()] : []),
    ApiNotFoundResponse({ description: notFound }),
  );
