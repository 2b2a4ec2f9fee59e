import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { deleteOr404, findOr404, idNotFound } from '../common/database/rows-or-404';
import type { TranslatedListQueryDto } from '../common/content/region-active-list-query.dto';
import { inLanguage, translationsToStore } from '../common/content/translations';
import type { Language } from '../common/domain/languages';
import { regionActivePage, type Viewer } from '../common/content/region-active-page';
import { reorderRegion, type RegionOrderDto } from '../common/content/region-order';
import { type Page } from '../common/pagination/paginated';
import { MediaReferences } from '../media/media-references';
import { AttractionResponseDto, toAttractionResponse } from './dto/attraction-response.dto';
import type { CreateAttractionDto } from './dto/create-attraction.dto';
import type { UpdateAttractionDto } from './dto/update-attraction.dto';
import { ATTRACTION_TRANSLATED_FIELDS } from './dto/attraction-details.dto';
import { Attraction } from './entities/attraction.entity';

@Injectable()
export class AttractionsService {
  constructor(
    @InjectRepository(Attraction) private readonly attractions: Repository<Attraction>,
    private readonly media: MediaReferences,
  ) {}

  async list(query: TranslatedListQueryDto, viewer: Viewer): Promise<Page<AttractionResponseDto>> {
    const page = await regionActivePage(this.attractions, query, viewer, { sortOrder: 'ASC', id: 'ASC' });
    return { ...page, items: await this.media.withImageAlt(page.items.map((row) => readBy(row, viewer, query.language))) };
  }

  async get(id: number, viewer: Viewer, language?: Language): Promise<AttractionResponseDto> {
    const [attraction] = await this.media.withImageAlt([readBy(await this.find(id, viewer), viewer, language)]);
    return attraction;
  }

  async create(dto: CreateAttractionDto): Promise<AttractionResponseDto> {
    const saved = await this.attractions.save(this.attractions.create(withDefaults(dto)));
    return this.get(saved.id, { isAdmin: true });
  }

  /** PUT: the body replaces the attraction; optional fields left out go back to their defaults. */
  async replace(id: number, dto: CreateAttractionDto): Promise<AttractionResponseDto> {
    const attraction = await this.find(id, { isAdmin: true });
    await this.attractions.save(
      this.attractions.merge(attraction, {
        ...withDefaults(dto),
        translations: translationsToStore(dto.translations, attraction.translations),
      }),
    );
    return this.get(id, { isAdmin: true });
  }

  /** PATCH: only the fields sent change (e.g. toggling featured or active). */
  async update(id: number, dto: UpdateAttractionDto): Promise<AttractionResponseDto> {
    const attraction = await this.find(id, { isAdmin: true });
    await this.attractions.save(this.attractions.merge(attraction, definedOnly(columnsOf(dto, attraction))));
    return this.get(id, { isAdmin: true });
  }

  reorder(ids: number[]): Promise<RegionOrderDto> {
    return reorderRegion(this.attractions, ids, 'attraction');
  }

  async remove(id: number): Promise<void> {
    await deleteOr404(this.attractions, { id }, notFound);
  }

  private find(id: number, viewer: Viewer): Promise<Attraction> {
    return findOr404(this.attractions, viewer.isAdmin ? { id } : { id, active: true }, notFound);
  }
}

type AttractionColumns = Omit<Attraction, 'id' | 'createdAt' | 'updatedAt'>;

const readBy = (row: Attraction, viewer: Viewer, language: Language | undefined) =>
  toAttractionResponse(inLanguage(row, language, ATTRACTION_TRANSLATED_FIELDS), viewer);

function withDefaults(dto: CreateAttractionDto): AttractionColumns {
  const { title, description, image, category, region } = dto;
  return {
    title,
    description,
    image,
    category,
    region,
    featured: dto.featured ?? false,
    active: dto.active ?? true,
    sortOrder: dto.sortOrder ?? 0,
    intensity: dto.intensity ?? null,
    minAge: dto.minAge ?? null,
    adultRequiredUnder: dto.adultRequiredUnder ?? null,
    contentWarnings: dto.contentWarnings ?? [],
    contentNote: dto.contentNote || null,
    wheelchair: dto.accessibility?.wheelchair ?? null,
    accessRouteNote: dto.accessibility?.routeNote || null,
    sensoryNote: dto.accessibility?.sensoryNote || null,
    durationMinutes: dto.durationMinutes ?? null,
    translations: translationsToStore(dto.translations),
  };
}

/**
 * The body as columns: the accessibility object is three columns; an empty note is no note; translations left out are
 * the attraction's own.
 */
function columnsOf({ accessibility, translations, ...dto }: UpdateAttractionDto, current: Attraction): Partial<AttractionColumns> {
  const columns: Partial<AttractionColumns> = {
    ...dto,
    ...(dto.contentNote === '' ? { contentNote: null } : {}),
    translations: translationsToStore(translations, current.translations),
  };
  if (accessibility !== undefined)
    Object.assign(columns, {
      wheelchair: accessibility.wheelchair ?? null,
      accessRouteNote: accessibility.routeNote || null,
      sensoryNote: accessibility.sensoryNote || null,
    });
  return columns;
}

function definedOnly<T extends object>(dto: T): Partial<T> {
  return Object.fromEntries(Object.entries(dto).filter(([, value]) => value !== undefined)) as Partial<T>;
}

const notFound = idNotFound('Attraction');
