import type { Type } from '@nestjs/common';
import { BodyOf } from '../validation/body-of.decorator';
import { IdParam } from '../validation/id-param.decorator';
import { AdminChange, AdminCreate, AdminDelete, type Operation } from './routes.decorator';

/** The service behind a collection's admin routes, which pass each call straight through to it. */
export interface AdminCollectionService<CreateBody, UpdateBody, Item> {
  create(dto: CreateBody): Promise<Item>;
  update(id: number, dto: UpdateBody): Promise<Item>;
  remove(id: number): Promise<void>;
}

/** A collection as its admin routes see it: the bodies they validate, the record they answer, and each route's documentation. */
export interface AdminCollection<CreateBody, UpdateBody, Item> {
  bodies: { create: Type<CreateBody>; update: Type<UpdateBody> };
  record: Type<Item>;
  /** The 404 of a route by id. */
  notFound: string;
  create: Operation;
  update: Operation;
  remove: Operation;
}

/**
 * The admin routes of a content collection: POST creates a record, PATCH `:id` changes the fields sent, DELETE `:id`
 * deletes one. The controller extends the class this returns and supplies `service`; its other routes stand beside.
 */
export function AdminCollectionRoutes<CreateBody, UpdateBody, Item>({
  bodies,
  record,
  notFound,
  ...docs
}: AdminCollection<CreateBody, UpdateBody, Item>) {
  abstract class AdminCollectionController {
    protected abstract readonly service: AdminCollectionService<CreateBody, UpdateBody, Item>;

    @AdminCreate(docs.create, record)
    create(@BodyOf(bodies.create) dto: CreateBody): Promise<Item> {
      return this.service.create(dto);
    }

    @AdminChange(docs.update, record, notFound)
    update(@IdParam() id: number, @BodyOf(bodies.update) dto: UpdateBody): Promise<Item> {
      return this.service.update(id, dto);
    }

    @AdminDelete(docs.remove, notFound)
    remove(@IdParam() id: number): Promise<void> {
      return this.service.remove(id);
    }
  }
  return AdminCollectionController;
}
