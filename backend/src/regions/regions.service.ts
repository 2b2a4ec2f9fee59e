import type { RegionLanguages } from '../../../frontend/src/server-renderer';
import { inLanguage, translationsOf, translationsToStore } from '../common/content/translations';
import type { Viewer } from '../common/content/region-active-page';
import { ConflictException, Injectable, NotFoundException, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import { AuditLog } from '../audit/audit-log';
import { ContentVersion } from '../common/content/content-version';
import { DEFAULT_TIME_ZONE } from '../common/domain/constants';
import { coded } from '../common/http/error-codes';
import { FieldErrors } from '../common/validation/field-errors';
import type { CreateRegionDto, RenameRegionDto } from './dto/create-region.dto';
import type { DirectionsResponseDto, UpdateDirectionsDto } from './dto/directions.dto';
import { RegionListDto, RegionResponseDto, toRegionResponse } from './dto/region-response.dto';
import type { UpdateRegionDto } from './dto/update-region.dto';
import { RegionRedirectRow } from './entities/region-redirect.entity';
import { RegionRow } from './entities/region.entity';
import { moveRegionRecords, regionRecordsSummary } from './region-records';
import { regionKeyFromName, regionKeyProblem } from '../common/domain/region-keys';
import {
  DIRECTIONS_TRANSLATED_FIELDS,
  newRegionCopy,
  REGION_COPY_TRANSLATED_FIELDS,
  type Language,
  type RegionTranslatedField,
} from './regions.constants';

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
  private read: RegionKeysRead = { keys: [], languages: [], timeZones: new Map(), redirects: new Map(), version: -1, at: 0 };
  private reading: Promise<RegionKeysRead> | undefined;

  constructor(
    @InjectRepository(RegionRow) private readonly rows: Repository<RegionRow>,
    private readonly contentVersion: ContentVersion,
    private readonly audit: AuditLog,
  ) {}

  /** Reads the keys once at start, so the API document's examples have them; a failed read is retried on first use. */
  async onApplicationBootstrap(): Promise<void> {
    await this.keys().catch(() => undefined);
  }

  /** Every region's key, in the order staff set: what a `region` field or path takes (RegionKey). */
  async keys(): Promise<readonly string[]> {
    return (await this.current()).keys;
  }

  /** Every region's key and the languages its pages speak, in the order staff set: what the pages' addresses are made of. */
  async languages(): Promise<readonly RegionLanguages[]> {
    return (await this.current()).languages;
  }

  /**
   * The address `url` had under a region's old key, now under its key of today (`/lone-star/faq` for `/texas/faq`, also
   * `?region=texas` on a shared page); undefined when it names no old key.
   */
  async movedUrl(url: string): Promise<string | undefined> {
    const { redirects } = await this.current();
    if (redirects.size === 0) return undefined;
    const parsed = new URL(url, 'http://site');
    const [, first, ...rest] = parsed.pathname.split('/');
    const moved = redirects.get(first ?? '');
    const queried = parsed.searchParams.get('region');
    const movedQuery = queried === null ? undefined : redirects.get(queried);
    if (!moved && !movedQuery) return undefined;
    if (moved) parsed.pathname = ['', moved, ...rest].join('/');
    if (movedQuery) parsed.searchParams.set('region', movedQuery);
    return `${parsed.pathname}${parsed.search}`;
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

  /** A region staff add: after the others, announced (coming soon) with the copy every region starts with. */
  async create(dto: CreateRegionDto): Promise<RegionResponseDto> {
    const name = dto.name.trim();
    const key = checkedKey(dto.key?.trim() ?? regionKeyFromName(name));
    return this.rows.manager
      .transaction(async (manager) => {
        const regions = manager.getRepository(RegionRow);
        await refuseTakenKey(manager, key);
        const existing = await regions.find({
          select: { key: true, timeZone: true, sortOrder: true },
          order: { sortOrder: 'ASC', key: 'ASC' },
        });
        // A key that was another region's before a rename is this region's now: its old addresses lead here.
        await manager.delete(RegionRedirectRow, { oldKey: key });
        const row = regions.create({
          key,
          name,
          ...newRegionCopy(name),
          status: dto.status ?? 'coming-soon',
          sortOrder: Math.max(-1, ...existing.map((region) => region.sortOrder)) + 1,
          timeZone: dto.timeZone ?? existing[0]?.timeZone ?? DEFAULT_TIME_ZONE,
          address: '',
          area: name,
          stateCode: null,
          employmentLocation: null,
          firstCrewLine: null,
          icon: null,
          heroImage: null,
          homeVideo: null,
          comingSoonFeatures: null,
          languages: ['en'],
          translations: {},
          directions: null,
          parking: null,
          latitude: null,
          longitude: null,
        });
        return toRegionResponse(await regions.save(row));
      })
      .finally(() => this.forgetRead());
  }

  /** Deletes a region nothing belongs to; one with records is closed for the season instead (409 with the reason). */
  async remove(key: string): Promise<void> {
    await this.rows.manager
      .transaction(async (manager) => {
        const row = await findIn(manager, key);
        if ((await manager.count(RegionRow)) <= 1) {
          throw new ConflictException(
            coded('LAST_REGION', `${row.name} is the only region, and the site needs one; close it for the season instead`),
          );
        }
        const records = await regionRecordsSummary(manager, key);
        if (records) {
          throw new ConflictException(coded('REGION_HAS_RECORDS', `${row.name} has ${records}; close it for the season instead`));
        }
        await manager.delete(RegionRedirectRow, { key });
        await manager.remove(row);
      })
      .finally(() => this.forgetRead());
  }

  /**
   * Gives a region a new key in one transaction: its row, every record of it, and a redirect from the old key (earlier
   * redirects to the old key now lead to the new one).
   */
  async rename(key: string, dto: RenameRegionDto): Promise<RegionResponseDto> {
    const newKey = checkedKey(dto.key.trim());
    return this.rows.manager
      .transaction(async (manager) => {
        const row = await findIn(manager, key);
        if (newKey === key) return toRegionResponse(row);
        await refuseTakenKey(manager, newKey);
        await manager.createQueryBuilder().update(RegionRow).set({ key: newKey }).where({ key }).execute();
        await moveRegionRecords(manager, key, newKey);
        await manager.delete(RegionRedirectRow, { oldKey: newKey });
        await manager.createQueryBuilder().update(RegionRedirectRow).set({ key: newKey }).where({ key }).execute();
        await manager.insert(RegionRedirectRow, { oldKey: key, key: newKey });
        // The query builder's updates are not seen by the audit subscriber: the rename records itself.
        await this.audit.record(manager, {
          action: 'rename',
          recordType: 'region-row',
          recordId: newKey,
          label: row.name,
          changes: [{ field: 'key', from: key, to: newKey }],
        });
        return toRegionResponse(await findIn(manager, newKey));
      })
      .finally(() => this.forgetRead());
  }

  async update(key: string, dto: UpdateRegionDto): Promise<RegionResponseDto> {
    const row = await this.find(key);
    const { translations, ...fields } = dto;
    const changes = Object.fromEntries(
      Object.entries(fields)
        .filter(([, value]) => value !== undefined)
        .map(([field, value]) => [field, typeof value === 'string' ? value.trim() : value]),
    );
    if (dto.comingSoonFeatures) {
      changes.comingSoonFeatures = dto.comingSoonFeatures.map(({ title, text, icon }) => ({
        title: title.trim(),
        text: text.trim(),
        icon,
      }));
    }
    const saved = await this.rows.save(
      this.rows.merge(row, changes, {
        translations: translationsToStore<RegionTranslatedField>(translations, row.translations, REGION_COPY_TRANSLATED_FIELDS),
      }),
    );
    this.forgetRead();
    return toRegionResponse(saved);
  }

  /**
   * What mails and messages call a region: its name as staff last saved it (the key for an unknown one). Read from the
   * row, not the cached keys, so a caller inside a transaction never waits on another flow's read.
   */
  async nameOf(key: string): Promise<string> {
    const row = await this.rows.findOne({ select: { key: true, name: true }, where: { key } });
    return row?.name ?? key;
  }

  /**
   * The IANA time zone the region's operating calendar and dates are kept in; without a region (or for a key no region
   * has now), the park's clock: its first region's, the default zone before any region exists.
   */
  async timeZoneOf(key?: string): Promise<string> {
    // The keys as read, while fresh; else the rows in the caller's own flow (as nameOf: never another flow's read).
    const { keys, timeZones } = this.fresh() ?? (await this.readClocks());
    return timeZones.get(key ?? '') ?? timeZones.get(keys[0] ?? '') ?? DEFAULT_TIME_ZONE;
  }

  /** A region's directions, parking and coordinates in `language` (inLanguage), with the translations for staff; nulls until staff save them. */
  async directionsOf(key: string, viewer: Viewer, language?: Language): Promise<DirectionsResponseDto> {
    return toDirectionsResponse(inLanguage(await this.find(key), language, DIRECTIONS_TRANSLATED_FIELDS), viewer);
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
        translations: translationsToStore(dto.translations, row.translations, DIRECTIONS_TRANSLATED_FIELDS),
      }),
    );
    return toDirectionsResponse(saved, { isAdmin: true });
  }

  /** The keys, clocks and redirects, read again after any content change (announced to every replica) and at least every REGION_KEYS_TTL_MS. */
  private current(): Promise<RegionKeysRead> {
    return Promise.resolve(this.fresh() ?? (this.reading ??= this.readKeys().finally(() => (this.reading = undefined))));
  }

  private fresh(): RegionKeysRead | undefined {
    const { version, at } = this.read;
    return version === this.contentVersion.current && Date.now() - at < REGION_KEYS_TTL_MS ? this.read : undefined;
  }

  /** This process's own change is seen at once, whichever way it reached the service. */
  private forgetRead(): void {
    this.read = { ...this.read, at: 0 };
  }

  private async readClocks(): Promise<Pick<RegionKeysRead, 'keys' | 'timeZones' | 'languages'>> {
    const rows = await this.rows.find({
      select: { key: true, timeZone: true, languages: true },
      order: { sortOrder: 'ASC', key: 'ASC' },
    });
    return {
      keys: rows.map((row) => row.key),
      timeZones: new Map(rows.map((row) => [row.key, row.timeZone])),
      languages: rows.map(({ key, languages }) => ({ key, languages })),
    };
  }

  private async readKeys(): Promise<RegionKeysRead> {
    const version = this.contentVersion.current;
    const at = Date.now();
    const clocks = await this.readClocks();
    const redirects = await this.rows.manager.find(RegionRedirectRow, { select: { oldKey: true, key: true } });
    this.read = { ...clocks, redirects: new Map(redirects.map((redirect) => [redirect.oldKey, redirect.key])), version, at };
    return this.read;
  }

  private find(key: string): Promise<RegionRow> {
    return findIn(this.rows.manager, key);
  }
}

interface RegionKeysRead {
  keys: readonly string[];
  /** Each region's key and the languages its pages speak, in the regions' order. */
  languages: readonly RegionLanguages[];
  timeZones: ReadonlyMap<string, string>;
  /** Old key to the key of today. */
  redirects: ReadonlyMap<string, string>;
  version: number;
  at: number;
}

async function findIn(manager: EntityManager, key: string): Promise<RegionRow> {
  const row = await manager.findOneBy(RegionRow, { key });
  if (!row) throw new NotFoundException(`No such region: ${key}`);
  return row;
}

/** A key staff chose or the name made, or a 400 saying what a key may be. */
function checkedKey(key: string): string {
  if (key === '')
    throw FieldErrors.of('key', 'Key is required: the name has no letters or digits to make one from, so choose a key such as texas');
  const problem = regionKeyProblem(key);
  if (problem) throw FieldErrors.of('key', problem);
  return key;
}

async function refuseTakenKey(manager: EntityManager, key: string): Promise<void> {
  const taken = await manager.findOneBy(RegionRow, { key });
  if (taken) {
    throw new ConflictException(coded('REGION_KEY_TAKEN', `The key "${key}" is ${taken.name}'s; choose another key`));
  }
}

function toDirectionsResponse(row: RegionRow, viewer: Viewer): DirectionsResponseDto {
  const { latitude, longitude } = row;
  return {
    region: row.key as DirectionsResponseDto['region'],
    directions: row.directions,
    parking: row.parking,
    latitude,
    longitude,
    directionsUrl: latitude !== null && longitude !== null ? directionsUrl(latitude, longitude) : null,
    ...(viewer.isAdmin && { translations: translationsOf(row.translations, DIRECTIONS_TRANSLATED_FIELDS) }),
  };
}
