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

export class EmploymentApplicationResponseDto {
  @ApiProperty({ example: 1 }) id: number;
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
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export function toEmploymentApplicationResponse(a: EmploymentApplication): EmploymentApplicationResponseDto {
  return {
    id: a.id,
    firstName: a.firstName,
    lastName: a.lastName,
    email: a.email,
    phone: a.phone,
    address: a.address,
    city: a.city,
    state: a.state,
    zipCode: a.zipCode,
    region: a.region,
    positionType: a.positionType,
    specificPositions: a.specificPositions,
    availability: a.availability,
    startDate: a.startDate,
    previousExperience: a.previousExperience,
    specialSkills: a.specialSkills,
    performanceLinks: a.performanceLinks,
    over18: a.over18,
    canLiftWeight: a.canLiftWeight,
    comfortableInDark: a.comfortableInDark,
    status: a.status,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}
