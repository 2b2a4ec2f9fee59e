import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, Matches, MaxLength } from 'class-validator';
import { RegionKey } from '../../common/validation/region-key.decorator';
import { VisitorLanguage } from '../../common/validation/translations.decorator';
import type { Language } from '../../regions/regions.constants';

export class SubscribeDto {
  @ApiProperty({ format: 'email', maxLength: 254, example: 'wanda@example.com' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254, { message: 'Please enter a valid email address' })
  email: string;

  @RegionKey({ label: 'Region' })
  region: string;

  @VisitorLanguage()
  language?: Language;
}

export class SubscriptionTokenDto {
  @ApiProperty({ description: 'The token of the link the visitor was e-mailed', example: 'kq3N…' })
  @MaxLength(100, { message: 'The link is not valid' })
  @Matches(/^[A-Za-z0-9_-]+$/, { message: 'The link is not valid' })
  token: string;
}
