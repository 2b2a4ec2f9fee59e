import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayUnique,
  Equals,
  IsArray,
  IsEmail,
  IsInt,
  IsOptional,
  Matches,
  Max,
  Min,
  registerDecorator,
  type ValidationArguments,
} from 'class-validator';
import { AVAILABILITIES, POSITION_CATALOGUE, type Availability } from '../../common/domain/constants';
import { isCalendarDate, positionSelectionProblem } from '../application-rules';
import { APPLICATION_LIMITS, JOB_POSTING_REQUIRED, MAX_AVAILABLE_NIGHTS } from '../employment.constants';
import { OptionalText, RequiredText } from '../../common/validation/text-field.decorator';
import { EnumField } from '../../common/validation/enum-field.decorator';
import { OptionalBoolean } from '../../common/validation/optional-boolean.decorator';
import { RegionKey } from '../../common/validation/region-key.decorator';
import { VisitorLanguage } from '../../common/validation/translations.decorator';
import type { Language } from '../../regions/regions.constants';

function IsPositionSelection(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isPositionSelection',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        // The posting's catalogue is checked once the posting is read (EmploymentService.submit).
        validate: (value: unknown) => positionSelectionProblem(value, undefined) === undefined,
        defaultMessage: (args?: ValidationArguments) => positionSelectionProblem(args?.value, undefined) ?? 'Invalid positions',
      },
    });
}

function IsCalendarDate(label: string): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isCalendarDate',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown) => isCalendarDate(value),
        defaultMessage: (args?: ValidationArguments) =>
          args?.value === undefined || args.value === null || args.value === ''
            ? `${label} is required`
            : `${label} must be a valid date (YYYY-MM-DD)`,
      },
    });
}

function IsCalendarDateEach(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isCalendarDateEach',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown) => !Array.isArray(value) || value.every(isCalendarDate),
        defaultMessage: () => 'Each available night must be a date (YYYY-MM-DD)',
      },
    });
}

export class CreateEmploymentApplicationDto {
  @RequiredText({ label: 'First name', max: APPLICATION_LIMITS.name }, { example: 'Ichabod' })
  firstName: string;

  @RequiredText({ label: 'Last name', max: APPLICATION_LIMITS.name }, { example: 'Crane' })
  lastName: string;

  @ApiProperty({ format: 'email', example: 'ichabod@example.com' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email: string;

  @ApiProperty({ pattern: '^\\d{3}-\\d{3}-\\d{4}$', example: '555-123-4567' })
  @Matches(/^\d{3}-\d{3}-\d{4}$/, { message: 'Phone must be in format: 123-456-7890' })
  phone: string;

  @RequiredText({ label: 'Address', max: APPLICATION_LIMITS.address }, { example: '1 Hollow Road' })
  address: string;

  @RequiredText({ label: 'City', max: APPLICATION_LIMITS.city }, { example: 'Sleepy Hollow' })
  city: string;

  @RequiredText(
    { label: 'State', max: 2, pattern: { regex: /^[A-Za-z]{2}$/, message: 'State must be a 2-letter code such as NY' } },
    { minLength: 2, example: 'NY', description: 'Two-letter state code (stored upper-case)' },
  )
  state: string;

  @ApiProperty({ pattern: '^\\d{5}$', example: '10591' })
  @Matches(/^\d{5}$/, { message: 'Zip code must be 5 digits' })
  zipCode: string;

  @RegionKey({ label: 'Region' })
  region: string;

  @VisitorLanguage()
  language?: Language;

  @ApiProperty({
    example: 1,
    description: 'An open job posting of the chosen region (GET /api/job-postings?region=…): a closed one is refused (409)',
  })
  @IsInt({ message: JOB_POSTING_REQUIRED })
  @Min(1, { message: JOB_POSTING_REQUIRED })
  @Max(2_147_483_647, { message: JOB_POSTING_REQUIRED })
  jobPostingId: number;

  @ApiProperty({
    type: [String],
    minItems: 1,
    example: ['Corn Maze Scarer'],
    description: `At least one, all from the catalogue of the posting's position type: ${JSON.stringify(POSITION_CATALOGUE)}`,
  })
  @IsPositionSelection()
  specificPositions: string[];

  @EnumField(AVAILABILITIES, 'Availability', {
    enumName: 'Availability',
    description: 'full-time (5+ days/week), part-time (2-4 days/week), weekends (weekends only)',
  })
  availability: Availability;

  @ApiProperty({ format: 'date', example: '2025-09-15' })
  @IsCalendarDate('Start date')
  startDate: string;

  @ApiPropertyOptional({
    type: [String],
    example: ['2026-10-02', '2026-10-03'],
    maxItems: MAX_AVAILABLE_NIGHTS,
    description: "Operating nights of the region's calendar (YYYY-MM-DD) the applicant can work; each must be one",
  })
  @IsOptional()
  @IsArray({ message: 'Available nights must be a list of dates' })
  @ArrayMaxSize(MAX_AVAILABLE_NIGHTS, { message: `At most ${MAX_AVAILABLE_NIGHTS} available nights` })
  @ArrayUnique({ message: 'Each available night may be chosen only once' })
  @IsCalendarDateEach()
  availableNights?: string[];

  @OptionalText({ label: 'Previous experience', multiline: true, max: APPLICATION_LIMITS.longText })
  previousExperience?: string | null;

  @OptionalText({ label: 'Special skills', multiline: true, max: APPLICATION_LIMITS.longText })
  specialSkills?: string | null;

  @OptionalText({ label: 'Performance links', multiline: true, max: APPLICATION_LIMITS.longText })
  performanceLinks?: string | null;

  @ApiProperty({ type: Boolean, description: "Must be true: 'I confirm that I am 18 years or older'" })
  @Equals(true, { message: 'You must be 18 or older to apply' })
  over18: boolean;

  @OptionalBoolean('canLiftWeight', { default: false })
  canLiftWeight?: boolean;

  @OptionalBoolean('comfortableInDark', { default: false })
  comfortableInDark?: boolean;
}
