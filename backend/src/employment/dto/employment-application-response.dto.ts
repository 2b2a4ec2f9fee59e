import { ApiProperty } from '@nestjs/swagger';
import {
  APPLICATION_STATUSES,
  AVAILABILITIES,
  POSITION_TYPES,
  REGIONS,
  type ApplicationStatus,
  type Availability,
  type PositionType,
  type Region,
} from '../../common/domain/constants';
import type { EmploymentApplication } from '../entities/employment-application.entity';
import { IdAndTimestampsDto, idAndTimestamps } from '../../common/http/id-and-timestamps.dto';
import { pick } from '../../common/http/pick';

export class EmploymentApplicationResponseDto extends IdAndTimestampsDto {
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty() email: string;
  @ApiProperty({ example: '555-123-4567' }) phone: string;
  @ApiProperty() address: string;
  @ApiProperty() city: string;
  @ApiProperty({ example: 'NY' }) state: string;
  @ApiProperty({ example: '10591' }) zipCode: string;
  @ApiProperty({ enum: REGIONS, enumName: 'Region' }) region: Region;
  @ApiProperty({ enum: POSITION_TYPES, enumName: 'PositionType' }) positionType: PositionType;
  @ApiProperty({ type: [String] }) specificPositions: string[];
  @ApiProperty({ enum: AVAILABILITIES, enumName: 'Availability' }) availability: Availability;
  @ApiProperty({ format: 'date', example: '2025-09-15' }) startDate: string;
  @ApiProperty({ type: String, nullable: true }) previousExperience: string | null;
  @ApiProperty({ type: String, nullable: true }) specialSkills: string | null;
  @ApiProperty({ type: String, nullable: true }) performanceLinks: string | null;
  @ApiProperty() over18: boolean;
  @ApiProperty() canLiftWeight: boolean;
  @ApiProperty() comfortableInDark: boolean;
  @ApiProperty({ enum: APPLICATION_STATUSES, enumName: 'ApplicationStatus' }) status: ApplicationStatus;
}

export function toEmploymentApplicationResponse(a: EmploymentApplication): EmploymentApplicationResponseDto {
  return {
    ...idAndTimestamps(a),
    ...pick(a, ['firstName', 'lastName', 'email', 'phone', 'address', 'city', 'state', 'zipCode', 'region']),
    ...pick(a, ['positionType', 'specificPositions', 'availability', 'startDate']),
    ...pick(a, ['previousExperience', 'specialSkills', 'performanceLinks', 'over18', 'canLiftWeight', 'comfortableInDark', 'status']),
  };
}
