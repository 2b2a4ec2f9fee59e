import type { FindOptionsOrder, FindOptionsWhere, Repository } from 'typeorm';
import { pageWindow, paginated, type Page } from '../pagination/paginated';
import type { RegionActiveColumns } from './region-active-columns';
import type { RegionActiveListQueryDto } from './region-active-list-query.dto';

/** Such a list cannot grow much: one page of up to 100 covers a region. */
export const REGION_ACTIVE_DEFAULT_LIMIT = 100;

/** Who is asking: visitors only ever see active records, staff see everything. */
export interface Viewer {
  isAdmin: boolean;
}

/**
 * One page of region content staff switch on and off (attractions, testimonials): visitors get the active records
 * only, whatever the query says; staff get all of them, optionally filtered by `active`.
 */
export async function regionActivePage<Row extends RegionActiveColumns>(
  rows: Repository<Row>,
  query: RegionActiveListQueryDto,
  viewer: Viewer,
  order: FindOptionsOrder<Row>,
): Promise<Page<Row>> {
  const window = pageWindow(query, REGION_ACTIVE_DEFAULT_LIMIT);
  const where: { region?: string; active?: boolean } = {};
  if (query.region) where.region = query.region;
  if (!viewer.isAdmin) where.active = true;
  else if (query.active !== undefined) where.active = query.active;
  const [items, total] = await rows.findAndCount({
    where: where as FindOptionsWhere<Row>,
    order,
    take: window.limit,
    skip: window.offset,
  });
  return paginated(items, total, window);
}
