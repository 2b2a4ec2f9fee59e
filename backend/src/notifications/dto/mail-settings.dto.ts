import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { isEmail, IsOptional, ValidateBy } from 'class-validator';
import { EmptyAsNull } from '../../common/validation/optional.decorators';

/** `Name <address>` or a bare address, on one line. */
export function isMailFrom(value: string): boolean {
  if (value.length > 254 || /[\r\n]/.test(value)) return false;
  const named = /^([^<>"]*)<([^<>\s]+)>$/.exec(value.trim());
  return isEmail(named ? named[2] : value.trim());
}

/** An smtp:// or smtps:// URL naming a host (user and password optional). */
export function isSmtpUrl(value: string): boolean {
  if (value.length > 1000) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An http(s) address without a user name or password; stored as its origin. */
export function isPublicAddress(value: string): boolean {
  if (value.length > 300) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password && url.hostname !== '';
  } catch {
    return false;
  }
}

const Optional = (check: (value: string) => boolean, message: string) =>
  applyDecorators(
    EmptyAsNull(),
    IsOptional(),
    ValidateBy({ name: 'mailSetting', validator: { validate: (value) => typeof value === 'string' && check(value) } }, { message }),
  );

/** A field left out keeps its value; null or empty clears it. A field the server's environment sets is refused. */
export class UpdateMailSettingsDto {
  @ApiProperty({
    type: String,
    nullable: true,
    required: false,
    example: 'smtps://park:secret@smtp.example.com:465',
    description: 'Stored encrypted and never shown again; left out, the stored one is kept',
  })
  @Optional(isSmtpUrl, 'SMTP URL must look like smtp://user:password@host:587 or smtps://…')
  smtpUrl?: string | null;

  @ApiProperty({ type: String, nullable: true, required: false, example: 'Haunted Park <no-reply@park.example.com>' })
  @Optional(isMailFrom, 'From address must be an e-mail address, or a name and one: Haunted Park <no-reply@park.example.com>')
  mailFrom?: string | null;

  @ApiProperty({ type: String, nullable: true, required: false, example: 'https://park.example.com' })
  @Optional(isPublicAddress, 'Public address must be the http(s) address of the site, e.g. https://park.example.com')
  publicUrl?: string | null;
}

export class MailSettingsLocksDto {
  @ApiProperty({ description: 'SMTP_URL is set on the server' }) smtpUrl: boolean;
  @ApiProperty({ description: 'MAIL_FROM is set on the server' }) mailFrom: boolean;
  @ApiProperty({ description: 'PUBLIC_URL is set on the server' }) publicUrl: boolean;
}

export class MailSettingsResponseDto {
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'smtps://park@smtp.example.com:465',
    description: 'The mail server without its password',
  })
  smtpServer: string | null;
  @ApiProperty({
    example: 'no-reply@park.example.com',
    description:
      'The sender as set; a bare address goes out named with the park\'s name (settings), e.g. "Haunted Park" <no-reply@park.example.com>',
  })
  mailFrom: string;
  @ApiProperty({ type: String, nullable: true, example: 'https://park.example.com' }) publicUrl: string | null;
  @ApiProperty({ type: MailSettingsLocksDto, description: 'Fields the server environment sets: they win, and cannot be changed here' })
  locked: MailSettingsLocksDto;
}

export class TestMailDto {
  @ApiProperty({ example: 'owner@park.example.com' })
  @ValidateBy(
    { name: 'email', validator: { validate: (value) => typeof value === 'string' && value.length <= 254 && isEmail(value) } },
    { message: 'Please enter a valid email address' },
  )
  to: string;
}

export class TestMailResponseDto {
  @ApiProperty({ description: 'Whether the mail server accepted the test e-mail' }) sent: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'connect ECONNREFUSED 10.0.0.5:587',
    description: "The mail server's answer when it did not",
  })
  error: string | null;
}
