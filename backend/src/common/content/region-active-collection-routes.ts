import { Query } from '@nestjs/common';
import type { AuthenticatedAdmin } from '../auth/authenticated-admin';
import { CurrentAdmin } from '../auth/current-admin.decorator';
import { AdminCollectionRoutes, type AdminCollection, type AdminCollectionService } from '../http/admin-collection-routes';
import { AdminReplace, PublicList, type Operation } from '../http/routes.decorator';
import type { Page } from '../pagination/paginated';
import { BodyOf } from '../validation/body-of.decorator';
import { IdParam } from '../validation/id-param.decorator';
import { RegionActiveListQueryDto } from './region-active-list-query.dto';
import type { Viewer } from './region-active-page';

/** The service behind a region-active collection's routes. */
export interface RegionActiveCollectionService<CreateBody, UpdateBody, Item> extends AdminCollectionService<CreateBody, UpdateBody, Item> {
  list(query: RegionActiveListQueryDto, viewer: Viewer): Promise<Page<Item>>;
  replace(id: number, dto: CreateBody): Promise<Item>;
}

export interface RegionActiveCollection<CreateBody, UpdateBody, Item> extends AdminCollection<CreateBody, UpdateBody, Item> {
  /** Names the collection's lists in the public read cache. */
  name: string;
  list: Operation;
  replace: Operation;
}

/**
 * The routes of region content staff switch on and off (attractions, testimonials): anyone lists it (visitors get the
 * active records, from the public read cache), and staff create, replace (PUT `:id` with a create body), change and
 * delete records. The controller extends the class this returns and supplies `service` and `cache`.
 */
export function RegionActiveCollectionRoutes<CreateBody, UpdateBody, Item>(
  collection: RegionActiveCollection<CreateBody, UpdateBody, Item>,
) {
  const { name, bodies, record, notFound } = collection;

  abstract class RegionActiveCollectionController extends AdminCollectionRoutes(collection) {
    protected abstract override readonly service: RegionActiveCollectionService<CreateBody, UpdateBody, Item>;

    @PublicList(collection.list, record, 'Invalid region, active, limit or offset', { cache: name })
    list(@Query() query: RegionActiveListQueryDto, @CurrentAdmin() admin?: AuthenticatedAdmin): Promise<Page<Item>> {
      return this.service.list(query, { isAdmin: !!admin });
    }

    @AdminReplace(collection.replace, record, notFound)
    replace(@IdParam() id: number, @BodyOf(bodies.create) dto: CreateBody): Promise<Item> {
      return this.service.replace(id, dto);
    }
  }
  return RegionActiveCollectionController;
}
