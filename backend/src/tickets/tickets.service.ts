import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { TranslatedListQueryDto } from '../common/content/region-active-list-query.dto';
import { inLanguage, translationsToStore } from '../common/content/translations';
import { regionActivePage, type Viewer } from '../common/content/region-active-page';
import { deleteOr404, findOr404, idNotFound } from '../common/database/rows-or-404';
import type { Page } from '../common/pagination/paginated';
import { FieldErrors } from '../common/validation/field-errors';
import {
  cents,
  TICKET_TYPE_TRANSLATED_FIELDS,
  toTicketTypeResponse,
  type CreateTicketTypeDto,
  type TicketTypeResponseDto,
  type UpdateTicketTypeDto,
} from './dto/ticket-type.dto';
import { TicketType } from './entities/ticket-type.entity';

const notFound = idNotFound('Ticket type');
const STAFF: Viewer = { isAdmin: true };

@Injectable()
export class TicketsService {
  constructor(@InjectRepository(TicketType) private readonly types: Repository<TicketType>) {}

  async list(query: TranslatedListQueryDto, viewer: Viewer): Promise<Page<TicketTypeResponseDto>> {
    const page = await regionActivePage(this.types, query, viewer, { sortOrder: 'ASC', id: 'ASC' });
    const shown = (type: TicketType) => toTicketTypeResponse(inLanguage(type, query.language, TICKET_TYPE_TRANSLATED_FIELDS), viewer);
    return { ...page, items: page.items.map(shown) };
  }

  async create(dto: CreateTicketTypeDto): Promise<TicketTypeResponseDto> {
    const saved = await this.types.save(this.types.create(columnsOf(dto)));
    return toTicketTypeResponse(saved, STAFF);
  }

  /** PATCH: only the fields sent change; the price range is checked as it ends up. */
  async update(id: number, dto: UpdateTicketTypeDto): Promise<TicketTypeResponseDto> {
    const type = await findOr404(this.types, { id }, notFound);
    const changes = Object.fromEntries(Object.entries(dto).filter(([, value]) => value !== undefined)) as UpdateTicketTypeDto;
    const merged = this.types.merge(type, {
      ...changes,
      ...(changes.priceFrom !== undefined ? { priceFromCents: cents(changes.priceFrom) } : {}),
      ...(changes.priceTo !== undefined ? { priceToCents: changes.priceTo === null ? null : cents(changes.priceTo) } : {}),
      ...(changes.priceNote !== undefined ? { priceNote: changes.priceNote?.trim() || null } : {}),
      translations: translationsToStore(changes.translations, type.translations),
    });
    checkRange(merged.priceFromCents, merged.priceToCents);
    return toTicketTypeResponse(await this.types.save(merged), STAFF);
  }

  async remove(id: number): Promise<void> {
    await deleteOr404(this.types, { id }, notFound);
  }
}

function columnsOf(dto: CreateTicketTypeDto): Omit<TicketType, 'id' | 'createdAt' | 'updatedAt'> {
  const priceFromCents = cents(dto.priceFrom);
  const priceToCents = dto.priceTo === undefined || dto.priceTo === null ? null : cents(dto.priceTo);
  checkRange(priceFromCents, priceToCents);
  return {
    name: dto.name.trim(),
    description: dto.description.trim(),
    region: dto.region,
    priceFromCents,
    priceToCents,
    includes: [...new Set(dto.includes)],
    priceNote: dto.priceNote?.trim() || null,
    sortOrder: dto.sortOrder ?? 0,
    active: dto.active ?? true,
    translations: translationsToStore(dto.translations),
  };
}

function checkRange(from: number, to: number | null): void {
  if (to !== null && to < from) throw FieldErrors.of('priceTo', 'Price to must not be below the price from');
}
