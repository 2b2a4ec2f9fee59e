import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail } from 'class-validator';
import { IsText } from '../../common/validation/is-text.decorator';
import { CONTACT_LIMITS } from '../contact.constants';
import { RegionKey } from '../../common/validation/region-key.decorator';
import { VisitorLanguage } from '../../common/validation/translations.decorator';
import type { Language } from '../../regions/regions.constants';

export class CreateContactDto {
  @ApiProperty({ minLength: 2, maxLength: CONTACT_LIMITS.name, example: 'Wanda Hollow' })
  @IsText({ label: 'Name', max: CONTACT_LIMITS.name, min: { length: 2, message: 'Name must be at least 2 characters' } })
  name: string;

  @ApiProperty({ format: 'email', maxLength: 254, example: 'wanda@example.com' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email: string;

  @ApiProperty({ minLength: 10, maxLength: CONTACT_LIMITS.message, example: 'Do you host school groups in October?' })
  @IsText({
    label: 'Message',
    multiline: true,
    max: CONTACT_LIMITS.message,
    min: { length: 10, message: 'Message must be at least 10 characters' },
  })
  message: string;

  @ApiPropertyOptional({ type: String, nullable: true, default: 'general', maxLength: CONTACT_LIMITS.type, example: 'general' })
  @IsText({
    label: 'Type',
    max: CONTACT_LIMITS.type,
    pattern: { regex: /^[a-z][a-z0-9-]*$/, message: 'Type must be a lowercase word such as general or groups' },
  })
  type?: string | null;

  @RegionKey({ label: 'Region' })
  region: string;

  @VisitorLanguage()
  language?: Language;
}
