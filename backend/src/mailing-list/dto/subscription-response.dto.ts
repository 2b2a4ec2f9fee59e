import { ApiProperty } from '@nestjs/swagger';
import { LANGUAGES, type Language } from '../../common/domain/languages';
import { IdAndCreatedAtDto, idAndCreatedAt } from '../../common/http/id-and-timestamps.dto';
import { pick } from '../../common/http/pick';
import type { Subscriber } from '../entities/subscriber.entity';
import { RegionKey } from '../../common/validation/region-key.decorator';

/** What a visitor is told about a sign-up: never whether the address was already on the list. */
export class SubscriptionResponseDto {
  @ApiProperty({ example: 'wanda@example.com' }) email: string;
  @RegionKey() region: string;
  @ApiProperty({
    description:
      "True when mail is set up, so the confirmation link goes out now; false while the park's e-mail is not set up: the address is kept and the link is sent once it is",
  })
  confirmationSent: boolean;
}

export class ConfirmedSubscriptionResponseDto {
  @ApiProperty({ example: 'wanda@example.com' }) email: string;
  @RegionKey() region: string;
}

export class UnsubscribedResponseDto {
  @ApiProperty({ example: true }) unsubscribed: boolean;
}

/** A subscriber as staff see them. */
export class SubscriberResponseDto extends IdAndCreatedAtDto {
  @ApiProperty({ example: 'wanda@example.com' }) email: string;
  @RegionKey() region: string;
  @ApiProperty({ description: 'Whether the address followed its confirmation link' }) confirmed: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) confirmedAt: string | null;
  @ApiProperty({ description: 'What the visitor agreed to' }) consentText: string;
  @ApiProperty({
    enum: LANGUAGES,
    enumName: 'Language',
    description: 'The language of the page they signed up on: their mails are written in it',
  })
  language: Language;
}

export function toSubscriberResponse(subscriber: Subscriber): SubscriberResponseDto {
  return {
    ...idAndCreatedAt(subscriber),
    ...pick(subscriber, ['email', 'region', 'consentText', 'language']),
    confirmed: subscriber.confirmedAt !== null,
    confirmedAt: subscriber.confirmedAt?.toISOString() ?? null,
  };
}

export class MailStatusResponseDto {
  @ApiProperty({
    description: 'False while no mail server or no public address is set: sign-ups are kept and their links wait in the outbox',
  })
  mailConfigured: boolean;
}
