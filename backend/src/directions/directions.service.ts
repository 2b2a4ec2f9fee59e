import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { Region } from '../common/domain/constants';
import type { DirectionsResponseDto, UpdateDirectionsDto } from './dto/directions.dto';
import { RegionDirections } from './entities/region-directions.entity';

/** A maps link phones open in the visitor's maps app, with the route to the coordinates. */
export function directionsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${latitude},${longitude}`)}`;
}

@Injectable()
export class DirectionsService {
  constructor(@InjectRepository(RegionDirections) private readonly rows: Repository<RegionDirections>) {}

  /** A region's directions; empty (nulls) until staff save them. */
  async get(region: Region): Promise<DirectionsResponseDto> {
    return toResponse(region, await this.rows.findOneBy({ region }));
  }

  /** PUT: the body replaces the region's directions; what it leaves out is cleared. */
  async replace(region: Region, dto: UpdateDirectionsDto): Promise<DirectionsResponseDto> {
    const existing = (await this.rows.findOneBy({ region })) ?? this.rows.create({ region });
    const saved = await this.rows.save(
      this.rows.merge(existing, {
        directions: dto.directions?.trim() || null,
        parking: dto.parking?.trim() || null,
        latitude: dto.latitude ?? null,
        longitude: dto.longitude ?? null,
      }),
    );
    return toResponse(region, saved);
  }
}

function toResponse(region: Region, row: RegionDirections | null): DirectionsResponseDto {
  const latitude = row?.latitude ?? null;
  const longitude = row?.longitude ?? null;
  return {
    region,
    directions: row?.directions ?? null,
    parking: row?.parking ?? null,
    latitude,
    longitude,
    directionsUrl: latitude !== null && longitude !== null ? directionsUrl(latitude, longitude) : null,
  };
}
