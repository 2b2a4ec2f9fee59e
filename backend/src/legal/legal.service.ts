import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import type { LegalPageResponseDto, UpdateLegalPageDto } from './dto/legal-page.dto';
import { LegalPage } from './entities/legal-page.entity';
import { LEGAL_PAGES, LEGAL_TEMPLATES, LEGAL_TRANSLATED_FIELDS, type LegalPageKey } from './legal.constants';
import { inLanguage, translationsToStore } from '../common/content/translations';
import type { Viewer } from '../common/content/region-active-page';
import type { Language } from '../common/domain/languages';

const keyOf = (key: string): LegalPageKey => {
  if (!(LEGAL_PAGES as readonly string[]).includes(key)) throw new NotFoundException(`No such page: ${key}`);
  return key as LegalPageKey;
};

/** A legal page as staff last saved it; one never saved is its template. */
export async function legalPageOf(manager: EntityManager, page: LegalPageKey): Promise<LegalPage> {
  const row = await manager.findOneBy(LegalPage, { key: page });
  return row ?? manager.create(LegalPage, { key: page, ...LEGAL_TEMPLATES[page], reviewedAt: null, translations: {} });
}

@Injectable()
export class LegalService {
  constructor(@InjectRepository(LegalPage) private readonly pages: Repository<LegalPage>) {}

  /** A page in `language` (inLanguage), with its translations for staff; one never saved is its template. */
  async get(key: string, viewer: Viewer, language?: Language): Promise<LegalPageResponseDto> {
    const row = await legalPageOf(this.pages.manager, keyOf(key));
    return toResponse(inLanguage(row, language, LEGAL_TRANSLATED_FIELDS), viewer);
  }

  async replace(key: string, dto: UpdateLegalPageDto, now = new Date()): Promise<LegalPageResponseDto> {
    const page = keyOf(key);
    const current = await this.pages.findOneBy({ key: page });
    const saved = await this.pages.save(
      this.pages.create({
        key: page,
        title: dto.title.trim(),
        body: dto.body,
        reviewedAt: now,
        translations: translationsToStore(dto.translations, current?.translations),
      }),
    );
    return toResponse(saved, { isAdmin: true });
  }
}

function toResponse(row: Omit<LegalPage, 'updatedAt'>, viewer: Viewer): LegalPageResponseDto {
  return {
    key: row.key,
    title: row.title,
    body: row.body,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    ...(viewer.isAdmin && { translations: row.translations }),
  };
}
