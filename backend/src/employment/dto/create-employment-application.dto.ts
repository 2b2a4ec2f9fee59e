import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Equals, IsBoolean, IsEmail, IsIn, IsOptional, Matches, registerDecorator, type ValidationArguments } from 'class-validator';
import {
  AVAILABILITIES,
  POSITION_CATALOGUE,
  POSITION_TYPES,
  REGIONS,
  type Availability,
  type PositionType,
  type Region,
} from '../../common/domain/constants';
import { IsText } from '../../common/validation/is-text.decorator';
import { isCalendarDate, positionSelectionProblem } from '../application-rules';
import { APPLICATION_LIMITS } from '../employment.constants';

function IsPositionSelection(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isPositionSelection',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown, args?: ValidationArguments) =>
          positionSelectionProblem(value, (args?.object as { positionType?: unknown }).positionType) === undefined,
        defaultMessage: (args?: ValidationArguments) =>
          positionSelectionProblem(args?.value, (args?.object as { positionType?: unknown }).positionType) ?? 'Invalid positions',
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

const optionalText = (label: string) => IsText({ label, max: APPLICATION_LIMITS.longText });

export class CreateEmploymentApplicationDto {
  @ApiProperty({ maxLength: APPLICATION_LIMITS.name, example: 'Ichabod' })
  @IsText({ label: 'First name', max: APPLICATION_LIMITS.name, required: 'First name is required' })
  firstName: string;

  @ApiProperty({ maxLength: APPLICATION_LIMITS.name, example: 'Crane' })
  @IsText({ label: 'Last name', max: APPLICATION_LIMITS.name, required: 'Last name is required' })
  lastName: string;

  @ApiProperty({ format: 'email', example: 'ichabod@example.com' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email: string;

  @ApiProperty({ pattern: '^\\d{3}-\\d{3}-\\d{4}$', example: '555-123-4567' })
  @Matches(/^\d{3}-\d{3}-\d{4}$/, { message: 'Phone must be in format: 123-456-7890' })
  phone: string;

  @ApiProperty({ maxLength: APPLICATION_LIMITS.address, example: '1 Hollow Road' })
  @IsText({ label: 'Address', max: APPLICATION_LIMITS.address, required: 'Address is required' })
  address: string;

  @ApiProperty({ maxLength: APPLICATION_LIMITS.city, example: 'Sleepy Hollow' })
  @IsText({ label: 'City', max: APPLICATION_LIMITS.city, required: 'City is required' })
  city: string;

  @ApiProperty({ minLength: 2, maxLength: 2, example: 'NY', description: 'Two-letter state code (stored upper-case)' })
  @IsText({
    label: 'State',
    max: 2,
    required: 'State is required',
    pattern: { regex: /^[A-Za-z]{2}$/, message: 'State must be a 2-letter code such as NY' },
  })
  state: string;

  @ApiProperty({ pattern: '^\\d{5}$', example: '10591' })
  @Matches(/^\d{5}$/, { message: 'Zip code must be 5 digits' })
  zipCode: string;

  @ApiProperty({ enum: REGIONS, enumName: 'Region' })
  @IsIn(REGIONS, { message: `Region must be one of: ${REGIONS.join(', ')}` })
  region: Region;

  @ApiProperty({
    enum: POSITION_TYPES,
    enumName: 'PositionType',
    description: "actor ('Sinister Actor'), operations ('Operations Crew'), entertainment ('Entertainment Acts')",
  })
  @IsIn(POSITION_TYPES, { message: `Position type must be one of: ${POSITION_TYPES.join(', ')}` })
  positionType: PositionType;

  @ApiProperty({
    type: [String],
    minItems: 1,
    example: ['Corn Maze Scarer'],
    description: `At least one, all from the catalogue of the chosen positionType: ${JSON.stringify(POSITION_CATALOGUE)}`,
  })
  @IsPositionSelection()
  specificPositions: string[];

  @ApiProperty({
    enum: AVAILABILITIES,
    enumName: 'Availability',
    description: 'full-time (5+ days/week), part-time (2-4 days/week), weekends (weekends only)',
  })
  @IsIn(AVAILABILITIES, { message: `Availability must be one of: ${AVAILABILITIES.join(', ')}` })
  availability: Availability;

  @ApiProperty({ format: 'date', example: '2025-09-15' })
  @IsCalendarDate('Start date')
  startDate: string;

  @ApiPropertyOptional({ type: String, maxLength: APPLICATION_LIMITS.longText, nullable: true })
  @optionalText('Previous experience')
  previousExperience?: string | null;

  @ApiPropertyOptional({ type: String, maxLength: APPLICATION_LIMITS.longText, nullable: true })
  @optionalText('Special skills')
  specialSkills?: string | null;

  @ApiPropertyOptional({ type: String, maxLength: APPLICATION_LIMITS.longText, nullable: true })
  @optionalText('Performance links')
  performanceLinks?: string | null;

  @ApiProperty({ type: Boolean, description: "Must be true: 'I confirm that I am 18 years or older'" })
  @Equals(true, { message: 'You must be 18 or older to apply' })
  over18: boolean;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: 'canLiftWeight must be true or false' })
  canLiftWeight?: boolean;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: 'comfortableInDark must be true or false' })
  comfortableInDark?: boolean;
}
