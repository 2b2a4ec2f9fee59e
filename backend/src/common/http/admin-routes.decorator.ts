import { applyDecorators, HttpCode, type Type } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminEndpoint } from '../auth/admin-endpoint.decorator';
import { ApiPaginatedResponse } from '../pagination/paginated';

/** The 400 of a body that fails validation (AllExceptionsFilter lists the messages per field). */
export const ApiInvalidBody = () => ApiBadRequestResponse({ description: 'Validation failed; `errors` lists the messages per field' });

const ApiInvalidId = () => ApiBadRequestResponse({ description: 'The id is not a whole number' });

/** Staff read one page of records; a bad filter or paging value is a 400. */
export const AdminList = (summary: string, record: Type<unknown>) =>
  applyDecorators(
    AdminEndpoint(),
    ApiOperation({ summary }),
    ApiPaginatedResponse(record),
    ApiBadRequestResponse({ description: 'Invalid filter or paging value' }),
  );

/** Staff read one record by id. */
export const AdminRead = (summary: string, record: Type<unknown>, notFound: string) =>
  applyDecorators(
    AdminEndpoint(),
    ApiOperation({ summary }),
    ApiOkResponse({ type: record }),
    ApiInvalidId(),
    ApiNotFoundResponse({ description: notFound }),
  );

/** Staff change (PATCH) or replace (PUT) a record by id with a validated body, and get it back. */
export const AdminChange = (operation: { summary: string; description?: string }, record: Type<unknown>, notFound: string) =>
  applyDecorators(
    AdminEndpoint(),
    ApiOperation(operation),
    ApiOkResponse({ type: record }),
    ApiInvalidBody(),
    ApiNotFoundResponse({ description: notFound }),
  );

/** Staff delete a record by id: 204, or 404 when there is none. */
export const AdminDelete = (summary: string, notFound: string) =>
  applyDecorators(
    HttpCode(204),
    AdminEndpoint(),
    ApiOperation({ summary }),
    ApiNoContentResponse({ description: 'Deleted' }),
    ApiInvalidId(),
    ApiNotFoundResponse({ description: notFound }),
  );
