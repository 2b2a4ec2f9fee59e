import { Injectable, NotFoundException, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ContentVersion } from '../common/content/content-version';
import { DEFAULT_TIME_ZONE } from '../common/domain/constants';
import type { DirectionsResponseDto, UpdateDirectionsDto } from './dto/directions.dto';
import { RegionListDto, RegionResponseDto, toRegionResponse } from './dto/region-response.dto';
import type { UpdateRegionDto } from './dto/update-region.dto';
import { RegionRow } from './entities/region.entity';

/** A maps link phones open in the visitor's maps app, with the route to the coordinates. */
function directionsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${latitude},${longitude}`)}`;
}

/**
 * How long this process trusts the region keys it read: a region added on another replica (or straight in the database)
 * is taken within it, even when no content-change announcement reaches this one.
 */
export const REGION_KEYS_TTL_MS = 1_000;

/** The regions the brand runs sites for: their season, copy, address, clock and the way there. */
@Injectable()
export class RegionsService implements OnApplicationBootstrap {
  private read: { keys: readonly string[]; version: number; at: number } = { keys: [], version: -1, at: 0 };
  private reading: Promise<readonly string[]> | undefined;

  constructor(
    @InjectRepository(RegionRow) private readonly rows: Repository<RegionRow>,
    private readonly contentVersion: ContentVersion,
  ) {}

  /** Reads the keys once at start, so the API document's examples have them; a failed read is retried on first use. */
  async onApplicationBootstrap(): Promise<void> {
    await this.keys().catch(() => undefined);
  }

  /**
   * Every region's key, in the order staff set: what a `region` field or path takes (RegionKey). Read again after any
   * content change (announced to every replica) and at least every REGION_KEYS_TTL_MS.
   */
  keys(): Promise<readonly string[]> {
    const { version, at, keys } = this.read;
    if (version === this.contentVersion.current && Date.now() - at < REGION_KEYS_TTL_MS) return Promise.resolve(keys);
    return (this.reading ??= this.readKeys().finally(() => (this.reading = undefined)));
  }

  /** The keys as last read (none before the first read), for what cannot wait for the database: messages, API examples. */
  get knownKeys(): readonly string[] {
    return this.read.keys;
  }

  /** Every region, in the order staff set. */
  async list(): Promise<RegionListDto> {
    const rows = await this.rows.find({ order: { sortOrder: 'ASC', key: 'ASC' } });
    return { items: rows.map(toRegionResponse) };
  }

  async update(key: string, dto: UpdateRegionDto): Promise<RegionResponseDto> {
    const row = await this.find(key);
    const changes = Object.fromEntries(
      Object.entries(dto)
        .filter(([, value]) => value !== undefined)
        .map(([field, value]) => [field, typeof value === 'string' ? value.trim() : value]),
    );
    return toRegionResponse(await this.rows.save(this.rows.merge(row, changes)));
  }

  /** The IANA time zone the region's operating calendar and dates are kept in. */
  async timeZoneOf(key: string): Promise<string> {
    const row = await this.rows.findOne({ select: { key: true, timeZone: true }, where: { key } });
    return row?.timeZone ?? DEFAULT_TIME_ZONE;
  }

  /** A region's directions, parking and coordinates; nulls until staff save them. */
  async directionsOf(key: string): Promise<DirectionsResponseDto> {
    return toDirectionsResponse(await this.find(key));
  }

  /** PUT: the body replaces the region's directions; what it leaves out is cleared. */
  async replaceDirections(key: string, dto: UpdateDirectionsDto): Promise<DirectionsResponseDto> {
    const row = await this.find(key);
    const saved = await this.rows.save(
      this.rows.merge(row, {
        directions: dto.directions?.trim() || null,
        parking: dto.parking?.trim() || null,
        latitude: dto.latitude ?? null,
        longitude: dto.longitude ?? null,
      }),
    );
    return toDirectionsResponse(saved);
  }

  private async readKeys(): Promise<readonly string[]> {
    const version = this.contentVersion.current;
    const at = Date.now();
    const rows = await this.rows.find({ select: { key: true }, order: { sortOrder: 'ASC', key: 'ASC' } });
    this.read = { keys: rows.map((row) => row.key), version, at };
    return this.read.keys;
  }

  private async find(key: string): Promise<RegionRow> {
    const row = await this.rows.findOneBy({ key });
    if (!row) throw new NotFoundException(`No such region: ${key}`);
    return row;
  }
}

function toDirectionsResponse(row: RegionRow): DirectionsResponseDto {
  const { latitude, longitude } = row;
  return {
    region: row.key as DirectionsResponseDto['region'],
    directions: row.directions,
    parking: row.parking,
    latitude,
    longitude,
    directionsUrl: latitude !== null && longitude !== null ? directionsUrl(latitude, longitude) : null,
  };
}
