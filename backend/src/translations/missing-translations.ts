import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { roleMay } from '../common/auth/permissions';
import { untranslatedFields } from '../common/content/translations';
import type { UserRole } from '../common/domain/constants';
import type { MissingTranslationsQueryDto, MissingTranslationsResponseDto, UntranslatedRecordDto } from './dto/missing-translations.dto';
import { TRANSLATED_CONTENT } from './translated-content';

/**
 * What of a region's content a language still lacks: per kind how much is translated, and each record with a text
 * written in English and not in the language. A member sees the kinds their role may change.
 */
@Injectable()
export class MissingTranslations {
  constructor(private readonly dataSource: DataSource) {}

  async of({ region, language }: MissingTranslationsQueryDto, role: UserRole): Promise<MissingTranslationsResponseDto> {
    const progress: MissingTranslationsResponseDto['progress'] = [];
    const untranslated: UntranslatedRecordDto[] = [];
    for (const content of TRANSLATED_CONTENT.filter((kind) => roleMay(role, kind.permission))) {
      const rows = await content.rows(this.dataSource.manager, region);
      let translated = 0;
      for (const row of rows) {
        const missing = untranslatedFields(row, language, content.fields);
        if (missing.length === 0) translated += 1;
        else untranslated.push({ kind: content.kind, id: content.id(row), name: content.name(row), active: content.active(row), missing });
      }
      progress.push({ kind: content.kind, records: rows.length, translated });
    }
    // What visitors see first: a shown record's English on a Spanish page is what a translator fixes first.
    untranslated.sort((a, b) => Number(b.active) - Number(a.active));
    return { region, language, progress, untranslated };
  }
}
