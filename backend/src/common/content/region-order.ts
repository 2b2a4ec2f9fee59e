import { BadRequestException } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsInt, Min } from 'class-validator';
import { In, type FindOptionsWhere, type Repository } from 'typeorm';
import type { RegionActiveColumns } from './region-active-columns';
import { REGION_ACTIVE_DEFAULT_LIMIT } from './region-active-page';

/** The order staff put a region's records in (attractions, testimonials): every id of the region, first to last. */
export class RegionOrderDto {
  @ApiProperty({ type: [Number], example: [3, 1, 2], description: 'Every id of one region, each once, in the new order' })
  @IsArray({ message: 'ids must be a list of ids' })
  @ArrayMinSize(1, { message: 'ids must name at least one record' })
  @ArrayMaxSize(REGION_ACTIVE_DEFAULT_LIMIT, { message: `ids must name at most ${REGION_ACTIVE_DEFAULT_LIMIT} records` })
  @IsInt({ each: true, message: 'each id must be a whole number' })
  @Min(1, { each: true, message: 'each id must be at least 1' })
  @ArrayUnique({ message: 'ids must name each record once' })
  ids: number[];
}

type Ordered = RegionActiveColumns & { sortOrder: number };

/**
 * Numbers a region's records 0, 1, 2… in the order of `ids`, in one transaction (each changed row audited). The ids
 * must all exist, be of one region and name all of it: a partial list would leave the others' places ambiguous.
 */
export async function reorderRegion<Row extends Ordered>(rows: Repository<Row>, ids: number[], noun: string): Promise<RegionOrderDto> {
  const named = await rows.find({ where: { id: In(ids) } as FindOptionsWhere<Row> });
  const unknown = ids.filter((id) => !named.some((row) => row.id === id));
  if (unknown.length > 0) throw new BadRequestException(`No ${noun} with id ${unknown.join(', ')}`);
  const regions = [...new Set(named.map((row) => row.region))];
  if (regions.length > 1) throw new BadRequestException(`ids must all be ${noun}s of one region, got ${regions.join(' and ')}`);
  const all = await rows.find({ select: { id: true } as never, where: { region: regions[0] } as FindOptionsWhere<Row> });
  const missing = all.map((row) => row.id).filter((id) => !ids.includes(id));
  if (missing.length > 0) throw new BadRequestException(`ids must list every ${noun} of ${regions[0]}; missing: ${missing.join(', ')}`);
  await rows.manager.transaction(async (manager) => {
    const changed = named.filter((row) => row.sortOrder !== ids.indexOf(row.id));
    for (const row of changed) row.sortOrder = ids.indexOf(row.id);
    await manager.save(changed);
  });
  return { ids };
}
