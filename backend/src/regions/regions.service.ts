import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { REGIONS, type Region } from '../common/domain/constants';
import { todayIn } from '../common/domain/zoned-time';
import { SettingsService } from '../settings/settings.service';
import { RegionListDto, RegionResponseDto, toRegionResponse } from './dto/region-response.dto';
import type { UpdateRegionDto } from './dto/update-region.dto';
import { RegionCopyRow } from './entities/region-copy.entity';
import { defaultRegionCopy, type RegionCopy } from './regions.constants';

const isRegion = (key: string): key is Region => (REGIONS as readonly string[]).includes(key);

@Injectable()
export class RegionsService {
  constructor(
    @InjectRepository(RegionCopyRow) private readonly rows: Repository<RegionCopyRow>,
    private readonly settings: SettingsService,
  ) {}

  /** Every region; one never saved (a database seeded before regions existed) shows its first copy. */
  async list(now = new Date()): Promise<RegionListDto> {
    const rows = await this.rows.find();
    const items = await Promise.all(
      REGIONS.map(async (key) => {
        const row = rows.find((r) => r.region === key);
        return row ? toRegionResponse(key, row, row.updatedAt) : toRegionResponse(key, await this.defaultOf(key, now), null);
      }),
    );
    return { items };
  }

  async update(key: string, dto: UpdateRegionDto): Promise<RegionResponseDto> {
    if (!isRegion(key)) throw new NotFoundException(`No such region: ${key}`);
    const row =
      (await this.rows.findOneBy({ region: key })) ?? this.rows.create({ region: key, ...(await this.defaultOf(key, new Date())) });
    const changes = Object.fromEntries(
      Object.entries(dto)
        .filter(([, value]) => value !== undefined)
        .map(([field, value]) => [field, typeof value === 'string' ? value.trim() : value]),
    );
    const saved = await this.rows.save(this.rows.merge(row, changes));
    return toRegionResponse(key, saved, saved.updatedAt);
  }

  /** A region the first start did not seed (a database migrated without it) has the copy that invents nothing. */
  private async defaultOf(key: Region, now: Date): Promise<RegionCopy> {
    return defaultRegionCopy(key, todayIn(await this.settings.timeZoneOf(key), now), false);
  }
}
