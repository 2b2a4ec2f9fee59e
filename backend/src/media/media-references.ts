import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { Brackets, DataSource, In, IsNull, Not, Repository, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { whereContains } from '../common/search/search-query';
import { MediaItem } from './entities/media-item.entity';

/**
 * Content that keeps media URLs: its entity, the columns holding them, and how staff name a row ('the story "The
 * Mirror"'). Each content module declares its own (MediaReferences.track), so media knows no content module.
 */
export interface MediaUse<Row extends ObjectLiteral> {
  entity: EntityTarget<Row>;
  columns: (keyof Row & string)[];
  name: (row: Row) => string;
}

/** One column of tracked content that keeps media URLs. */
export interface UrlField {
  entity: EntityTarget<ObjectLiteral>;
  column: string;
}

/** A story, an attraction or a video background keeps a file's URL as staff pasted or picked it: a path or an absolute URL. */
const pathOf = (url: string): string => {
  if (url.startsWith('/')) return url;
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

const urlsOf = (item: Pick<MediaItem, 'url' | 'webUrl' | 'thumbnailUrl'>) =>
  [item.url, item.webUrl, item.thumbnailUrl].filter((url): url is string => !!url);

/** Whether a stored reference points at one of the file's URLs (the original or a variant). */
const refersTo = (reference: string | null, urls: string[]) =>
  !!reference && urls.some((url) => reference === url || pathOf(reference) === pathOf(url));

/**
 * Where the site's content uses media files: which content a delete would break, and the alt text to show with a
 * picture. Lives with media because the file is the thing asked about; the content modules only store URLs.
 */
@Injectable()
export class MediaReferences {
  private readonly uses: MediaUse<ObjectLiteral>[] = [];

  constructor(
    @InjectRepository(MediaItem) private readonly media: Repository<MediaItem>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Counts this content's rows among a file's users from now on (called once by the content's module). */
  track<Row extends ObjectLiteral>(use: MediaUse<Row>): void {
    this.uses.push(use as unknown as MediaUse<ObjectLiteral>);
  }

  /**
   * What uses the file, for staff to read ('the story "The Mirror"'). Every URL of a file contains its stored name's
   * random id, so one LIKE per table narrows the rows, and the exact comparison decides.
   */
  async usersOf(item: MediaItem): Promise<string[]> {
    const id = item.filename.replace(/\.[^.]+$/, '');
    const urls = urlsOf(item);
    const rowsUsing = async ({ entity, columns, name }: MediaUse<ObjectLiteral>) => {
      const rows = await whereContains(
        this.dataSource.getRepository(entity).createQueryBuilder('row'),
        columns.map((column) => `row.${column}`),
        id,
      ).getMany();
      return rows.filter((row) => columns.some((column) => refersTo(row[column] as string | null, urls))).map(name);
    };
    return (await Promise.all(this.uses.map(rowsUsing))).flat();
  }

  /**
   * The values starting with `prefix` (a path such as '/images/') that tracked content keeps, each with the columns
   * holding it: one LIKE per column (a start-up step asks, once; no index needed).
   */
  async valuesStartingWith(prefix: string): Promise<Map<string, UrlField[]>> {
    const found = new Map<string, UrlField[]>();
    for (const { entity, columns } of this.uses) {
      for (const column of columns) {
        const rows = await this.dataSource
          .getRepository(entity)
          .createQueryBuilder('row')
          .select(`row.${column}`, 'value')
          .distinct(true)
          .where(`row.${column} LIKE :prefix`, { prefix: `${prefix}%` })
          .getRawMany<{ value: string }>();
        // LIKE ignores case on both databases; the prefix does not.
        for (const { value } of rows) if (value.startsWith(prefix)) found.set(value, [...(found.get(value) ?? []), { entity, column }]);
      }
    }
    return new Map([...found].sort(([a], [b]) => (a < b ? -1 : 1)));
  }

  /**
   * Points each field holding exactly `from` at `to`, all in one transaction; returns how many values changed. The rows
   * keep their `updatedAt`: the content is the same, only where its file lives changed.
   */
  async replaceUrls(replacements: { from: string; to: string; fields: UrlField[] }[]): Promise<number> {
    if (replacements.length === 0) return 0;
    return this.dataSource.transaction(async (manager) => {
      let changed = 0;
      for (const { from, to, fields } of replacements) {
        for (const { entity, column } of fields) {
          const updatedAt = manager.connection.getMetadata(entity).updateDateColumn;
          const result = await manager
            .createQueryBuilder()
            .update(entity)
            .set({
              [column]: to,
              // Assigned to itself, TypeORM adds no CURRENT_TIMESTAMP and MySQL no ON UPDATE.
              ...(updatedAt && { [updatedAt.propertyName]: () => manager.connection.driver.escape(updatedAt.databaseName) }),
            })
            .where({ [column]: from })
            .execute();
          changed += result.affected ?? 0;
        }
      }
      return changed;
    });
  }

  /**
   * The alt text staff wrote for each of these picture URLs that is a media file with one, in one indexed query
   * (public reads call it once per list, and their answers are cached).
   */
  async altTexts(urls: string[]): Promise<Map<string, string>> {
    const candidates = [...new Set(urls.flatMap((url) => [url, pathOf(url)]))];
    const found = new Map<string, string>();
    if (candidates.length === 0) return found;
    const items = await this.media
      .createQueryBuilder('item')
      .select(['item.url', 'item.webUrl', 'item.thumbnailUrl', 'item.altText'])
      .where({ altText: Not(IsNull()) })
      .andWhere(new Brackets((qb) => qb.where({ url: In(candidates) }).orWhere({ webUrl: In(candidates) })))
      .getMany();
    for (const url of urls) {
      const item = items.find((candidate) => refersTo(url, urlsOf(candidate)));
      if (item?.altText) found.set(url, item.altText);
    }
    return found;
  }

  /** The items with `imageAlt` set from their picture's alt text, where the picture is a media file that has one. */
  async withImageAlt<T extends { image: string; imageAlt: string | null }>(items: T[]): Promise<T[]> {
    const alts = await this.altTexts(items.map((item) => item.image));
    return items.map((item) => ({ ...item, imageAlt: alts.get(item.image) ?? item.imageAlt }));
  }
}
