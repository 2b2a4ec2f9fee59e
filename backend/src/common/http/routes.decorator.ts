import { applyDecorators, Delete, Get, HttpCode, Patch, Post, Put, type Type } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  type ApiOperationOptions,
} from '@nestjs/swagger';
import { AdminEndpoint } from '../auth/admin-endpoint.decorator';
import { Public } from '../auth/public.decorator';
import { PublicRead } from '../content/cache-headers.interceptor';
import { ApiPaginatedResponse } from '../pagination/paginated';

// Each decorator is a whole route: its HTTP method and path (`:id` unless told), who may call it, and its documentation.
// Responses a route adds (a 409, a 410) stand beside it.

/** The 400 of a body that fails validation (AllExceptionsFilter lists the messages per field). */
export const ApiInvalidBody = () => ApiBadRequestResponse({ description: 'Validation failed; `errors` lists the messages per field' });

/** The 400 of an `:id` that is not a whole number (IdParam). */
export const ApiInvalidId = () => ApiBadRequestResponse({ description: 'The id is not a whole number' });

/** A GET that visitors may call: a visitor's answer may be kept by HTTP caches (PublicRead); staff get their own. */
export const PublicGet = (path: string, operation: ApiOperationOptions) =>
  applyDecorators(Public(), Get(path), ApiOperation(operation), PublicRead());

/** Visitors read one page of records; `invalid` says which query values are a 400. */
export const PublicList = (operation: ApiOperationOptions, record: Type<unknown>, invalid: string) =>
  applyDecorators(PublicGet('/', operation), ApiPaginatedResponse(record), ApiBadRequestResponse({ description: invalid }));

/** Staff read one page of records; a bad filter or paging value is a 400. */
export const AdminList = (summary: string, record: Type<unknown>, path?: string) =>
  applyDecorators(
    Get(path),
    AdminEndpoint(),
    ApiOperation({ summary }),
    ApiPaginatedResponse(record),
    ApiBadRequestResponse({ description: 'Invalid filter or paging value' }),
  );

/** Staff read one record by id. */
export const AdminRead = (summary: string, record: Type<unknown>, notFound: string, path = ':id') =>
  applyDecorators(
    Get(path),
    AdminEndpoint(),
    ApiOperation({ summary }),
    ApiOkResponse({ type: record }),
    ApiInvalidId(),
    ApiNotFoundResponse({ description: notFound }),
  );

/** Staff create (POST) a record with a validated body, and get it back. */
export const AdminCreate = (operation: ApiOperationOptions, record: Type<unknown>, path?: string) =>
  applyDecorators(Post(path), AdminEndpoint(), ApiOperation(operation), ApiCreatedResponse({ type: record }), ApiInvalidBody());

const adminChange = (method: MethodDecorator, operation: ApiOperationOptions, record: Type<unknown>, notFound: string) =>
  applyDecorators(
    method,
    AdminEndpoint(),
    ApiOperation(operation),
    ApiOkResponse({ type: record }),
    ApiInvalidBody(),
    ApiNotFoundResponse({ description: notFound }),
  );

/** Staff replace (PUT) a record by id with a validated body, and get it back. */
export const AdminReplace = (operation: ApiOperationOptions, record: Type<unknown>, notFound: string, path = ':id') =>
  adminChange(Put(path), operation, record, notFound);

/** Staff change (PATCH) some fields of a record by id with a validated body, and get it back. */
export const AdminChange = (operation: ApiOperationOptions, record: Type<unknown>, notFound: string, path = ':id') =>
  adminChange(Patch(path), operation, record, notFound);

/** Staff delete a record by id: 204, or 404 when there is none. */
export const AdminDelete = (summary: string, notFound: string, path = ':id') =>
  applyDecorators(
    Delete(path),
    HttpCode(204),
    AdminEndpoint(),
    ApiOperation({ summary }),
    ApiNoContentResponse({ description: 'Deleted' }),
    ApiInvalidId(),
    ApiNotFoundResponse({ description: notFound }),
  );
