import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { TranslatedListQueryDto } from '../common/content/region-active-list-query.dto';
import { inLanguage, translationsToStore } from '../common/content/translations';
import { regionActivePage, type Viewer } from '../common/content/region-active-page';
import { deleteOr404, findOr404, idNotFound } from '../common/database/rows-or-404';
import type { Page } from '../common/pagination/paginated';
import type { CreateFaqEntryDto } from './dto/create-faq-entry.dto';
import { toFaqEntryResponse, type FaqEntryResponseDto } from './dto/faq-entry-response.dto';
import type { UpdateFaqEntryDto } from './dto/update-faq-entry.dto';
import { FaqEntry } from './entities/faq-entry.entity';
import { FAQ_GROUPS, FAQ_TRANSLATED_FIELDS } from './faq.constants';

@Injectable()
export class FaqService {
  constructor(@InjectRepository(FaqEntry) private readonly entries: Repository<FaqEntry>) {}

  /** In the order the page shows them: by group (FAQ_GROUPS), then sortOrder, then id. */
  async list(query: TranslatedListQueryDto, viewer: Viewer): Promise<Page<FaqEntryResponseDto>> {
    const page = await regionActivePage(this.entries, query, viewer, { sortOrder: 'ASC', id: 'ASC' });
    const rank = (entry: FaqEntry) => FAQ_GROUPS.indexOf(entry.group);
    const shown = (entry: FaqEntry) => toFaqEntryResponse(inLanguage(entry, query.language, FAQ_TRANSLATED_FIELDS), viewer);
    return { ...page, items: [...page.items].sort((a, b) => rank(a) - rank(b)).map(shown) };
  }

  async create(dto: CreateFaqEntryDto): Promise<FaqEntryResponseDto> {
    const saved = await this.entries.save(this.entries.create(withDefaults(dto)));
    return this.get(saved.id);
  }

  /** PUT: the body replaces the entry; sortOrder and active left out go back to 0 and true. */
  async replace(id: number, dto: CreateFaqEntryDto): Promise<FaqEntryResponseDto> {
    const entry = await findOr404(this.entries, { id }, notFound);
    await this.entries.save(
      this.entries.merge(entry, { ...withDefaults(dto), translations: translationsToStore(dto.translations, entry.translations) }),
    );
    return this.get(id);
  }

  /** PATCH: only the fields sent change. */
  async update(id: number, dto: UpdateFaqEntryDto): Promise<FaqEntryResponseDto> {
    const changes = Object.fromEntries(Object.entries(dto).filter(([, value]) => value !== undefined));
    const entry = await findOr404(this.entries, { id }, notFound);
    await this.entries.save(
      this.entries.merge(entry, { ...changes, translations: translationsToStore(dto.translations, entry.translations) }),
    );
    return this.get(id);
  }

  async remove(id: number): Promise<void> {
    await deleteOr404(this.entries, { id }, notFound);
  }

  private async get(id: number): Promise<FaqEntryResponseDto> {
    return toFaqEntryResponse(await findOr404(this.entries, { id }, notFound), { isAdmin: true });
  }
}

function withDefaults(dto: CreateFaqEntryDto): Omit<FaqEntry, 'id' | 'createdAt' | 'updatedAt'> {
  return { ...dto, sortOrder: dto.sortOrder ?? 0, active: dto.active ?? true, translations: translationsToStore(dto.translations) };
}

const notFound = idNotFound('FAQ entry');
