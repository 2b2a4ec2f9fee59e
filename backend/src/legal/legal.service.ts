import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { LegalPageResponseDto, UpdateLegalPageDto } from './dto/legal-page.dto';
import { LegalPage } from './entities/legal-page.entity';
import { LEGAL_PAGES, LEGAL_TEMPLATES, type LegalPageKey } from './legal.constants';

const keyOf = (key: string): LegalPageKey => {
  if (!(LEGAL_PAGES as readonly string[]).includes(key)) throw new NotFoundException(`No such page: ${key}`);
  return key as LegalPageKey;
};

@Injectable()
export class LegalService {
  constructor(@InjectRepository(LegalPage) private readonly pages: Repository<LegalPage>) {}

  /** A page never saved (a database from before legal pages) is its template. */
  async get(key: string): Promise<LegalPageResponseDto> {
    const page = keyOf(key);
    const row = await this.pages.findOneBy({ key: page });
    return row ? toResponse(row) : { key: page, ...LEGAL_TEMPLATES[page], reviewedAt: null };
  }

  async replace(key: string, dto: UpdateLegalPageDto, now = new Date()): Promise<LegalPageResponseDto> {
    const page = keyOf(key);
    const saved = await this.pages.save(this.pages.create({ key: page, title: dto.title.trim(), body: dto.body, reviewedAt: now }));
    return toResponse(saved);
  }
}

function toResponse(row: LegalPage): LegalPageResponseDto {
  return { key: row.key, title: row.title, body: row.body, reviewedAt: row.reviewedAt?.toISOString() ?? null };
}
