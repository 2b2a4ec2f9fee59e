import { HttpStatus } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/**
 * The stable, machine-readable `code` of every error answer (docs/architecture.md §7). The `message` beside it is
 * the product's text for people and may be reworded; a client that reacts to an error reads the code.
 */
export const ERROR_CODES = {
  // Any answer of its status that names no code of its own.
  BAD_REQUEST: 'The request is malformed',
  INVALID_HOST: 'The Host header is not a valid host name',
  VALIDATION_FAILED: 'A field is invalid; `errors` lists the messages per field',
  UNAUTHORIZED: 'No valid admin token',
  FORBIDDEN: 'Not allowed',
  NOT_FOUND: 'No such record or route',
  CONFLICT: 'The request conflicts with the current state',
  DUPLICATE_VALUE: 'A record with the same unique value already exists',
  REQUEST_TIMEOUT: 'The request took too long to arrive; the connection is closed',
  GONE: 'The thing asked for is gone',
  PAYLOAD_TOO_LARGE: 'The body or file is larger than allowed',
  UNSUPPORTED_MEDIA_TYPE: 'The body or file is of a type not accepted',
  RATE_LIMITED: 'Too many requests; `Retry-After` says when to try again',
  INTERNAL_ERROR: 'An unexpected error on the server',
  SERVICE_UNAVAILABLE: 'The database is unreachable, read-only or not ready; `Retry-After` says when to try again',
  INSUFFICIENT_STORAGE: 'The server is out of storage space',
  // Domain errors.
  INVALID_CREDENTIALS: 'Wrong username or password',
  ACCOUNT_DISABLED: 'The account is disabled; the owner can enable it',
  NOT_PERMITTED: "The member's role does not allow this",
  TWO_FACTOR_SETUP_REQUIRED: 'The owner requires two-factor authentication: set it up before anything else',
  INVITATION_GONE: 'The invitation was used already or has expired',
  PREVIEW_LINK_GONE: "The story's preview link has expired or was revoked",
  USERNAME_TAKEN: 'Another member has this username',
  LAST_OWNER: 'The park needs at least one enabled owner',
  OWN_ACCOUNT: 'A member cannot do this to their own account',
  SECOND_FACTOR_REQUIRED: 'The account has two-factor authentication: send the code too',
  INVALID_SECOND_FACTOR_CODE: 'Wrong two-factor code',
  SECOND_FACTOR_ALREADY_ON: 'Two-factor authentication is already on',
  SECOND_FACTOR_ALREADY_OFF: 'Two-factor authentication is already off',
  SECOND_FACTOR_KEY_MISMATCH:
    "The server's second-factor key cannot decrypt the account's two-factor data (503): the operator restores the key or turns two-factor off",
  CHANGED_MEANWHILE: 'Another change to the same records was saved at the same time; try again',
  SEARCH_STAFF_ONLY: 'Searching stories is for staff only',
  SLUG_RESERVED: 'The slug is reserved for a page',
  SLUG_TAKEN: 'Another story has this slug',
  REGION_KEY_TAKEN: 'Another region has this key',
  REGION_HAS_RECORDS: 'Records still belong to the region: close it for the season instead of deleting it',
  LAST_REGION: 'The site needs at least one region',
  OPERATING_NIGHT_EXISTS: 'The region already has an operating night on that date',
  MEDIA_IN_USE: 'The media item is still used by a record',
  MAIL_NOT_FAILED: 'Only a failed e-mail can be sent again',
  MAIL_NOT_CONFIGURED: 'E-mail is not configured (SMTP_URL), so nothing can be sent',
  SUBSCRIPTION_LINK_INVALID: 'The confirmation or unsubscribe link is unknown, used or expired',
  MAIL_NOT_DISCARDABLE: 'Only an e-mail not sent yet can be discarded',
  NOT_NOTE_AUTHOR: 'Only the author of a note may edit it',
  NOTE_LOCKED: 'A note can be edited only in the first 15 minutes after it was written',
  AUDITION_FULL: 'The audition session has no free place left',
  AUDITION_TOO_LATE: 'An audition booking can be changed or cancelled only up to 24 hours before it starts',
  AUDITION_HAS_BOOKINGS: 'Applicants have booked the audition session: it cannot be deleted or shrunk below them',
  DISCOUNT_ALREADY_RECEIVED: 'The visitor already received a discount code in the last 24 hours',
  DISCOUNT_CODES_GONE: "Today's discount codes are gone",
  DISCOUNT_CODE_REDEEMED: 'The discount code was already redeemed',
  DISCOUNT_CODE_EXPIRED: 'The discount code has expired',
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The code of an error that names none: by its status. */
const CODE_OF_STATUS: Partial<Record<number, ErrorCode>> = {
  [HttpStatus.BAD_REQUEST]: 'BAD_REQUEST',
  [HttpStatus.UNAUTHORIZED]: 'UNAUTHORIZED',
  [HttpStatus.FORBIDDEN]: 'FORBIDDEN',
  [HttpStatus.NOT_FOUND]: 'NOT_FOUND',
  [HttpStatus.REQUEST_TIMEOUT]: 'REQUEST_TIMEOUT',
  [HttpStatus.CONFLICT]: 'CONFLICT',
  [HttpStatus.GONE]: 'GONE',
  [HttpStatus.PAYLOAD_TOO_LARGE]: 'PAYLOAD_TOO_LARGE',
  [HttpStatus.UNSUPPORTED_MEDIA_TYPE]: 'UNSUPPORTED_MEDIA_TYPE',
  [HttpStatus.TOO_MANY_REQUESTS]: 'RATE_LIMITED',
  [HttpStatus.SERVICE_UNAVAILABLE]: 'SERVICE_UNAVAILABLE',
  [HttpStatus.INSUFFICIENT_STORAGE]: 'INSUFFICIENT_STORAGE',
};

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}

export function codeOfStatus(status: number): ErrorCode {
  return CODE_OF_STATUS[status] ?? (status < 500 ? 'BAD_REQUEST' : 'INTERNAL_ERROR');
}

/** The body of a domain error, for Nest's exceptions: `throw new ConflictException(coded('MEDIA_IN_USE', message))`. */
export function coded(code: ErrorCode, message: string): { code: ErrorCode; message: string } {
  return { code, message };
}

/** Every error answer (the exception filter writes it; the OpenAPI document states it for each error response). */
export class ErrorResponseDto {
  @ApiProperty({ example: 404 })
  statusCode!: number;

  @ApiProperty({
    enum: Object.keys(ERROR_CODES),
    enumName: 'ErrorCode',
    description: Object.entries(ERROR_CODES)
      .map(([code, meaning]) => `- \`${code}\`: ${meaning}`)
      .join('\n'),
  })
  code!: ErrorCode;

  @ApiProperty({
    description: "The product's message for people (for a 400, every validation message)",
    oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
  })
  message!: string | string[];

  @ApiProperty({ example: 'Not Found', description: 'The HTTP reason phrase' })
  error!: string;

  @ApiPropertyOptional({
    description: 'With VALIDATION_FAILED: the messages per field',
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
  })
  errors?: Record<string, string[]>;
}
