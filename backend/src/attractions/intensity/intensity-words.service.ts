import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { INTENSITY_RANGE } from '../../common/domain/constants';
import type { IntensityWordsDto, IntensityWordsResponseDto } from './intensity-words.dto';
import { IntensityWord } from './intensity-word.entity';

@Injectable()
export class IntensityWordsService {
  constructor(@InjectRepository(IntensityWord) private readonly rows: Repository<IntensityWord>) {}

  async get(): Promise<IntensityWordsResponseDto> {
    const rows = await this.rows.find({ order: { level: 'ASC' } });
    return { labels: rows.map((row) => row.label) };
  }

  /** PUT: the words of every level at once; each saved row is audited by the AuditSubscriber. */
  async replace(dto: IntensityWordsDto): Promise<IntensityWordsResponseDto> {
    const existing = await this.rows.find();
    const changed = dto.labels.flatMap((raw, index) => {
      const level = index + INTENSITY_RANGE.min;
      const label = raw.trim();
      const row = existing.find((candidate) => candidate.level === level) ?? this.rows.create({ level });
      return row.label === label ? [] : [this.rows.merge(row, { label })];
    });
    if (changed.length > 0) await this.rows.save(changed);
    return this.get();
  }
}
