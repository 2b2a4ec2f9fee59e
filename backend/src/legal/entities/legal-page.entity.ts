import { Column, Entity, PrimaryColumn } from 'typeorm';
import { UpdatedAt } from '../../common/domain/timestamps';
import type { LegalPageKey, LegalTranslatedField } from '../legal.constants';
import { TranslationsColumn } from '../../common/database/columns';
import type { Translations } from '../../common/content/translations';

/** /privacy and /terms, written by staff in Markdown. */
@Entity('legal_pages')
export class LegalPage {
  @PrimaryColumn({ type: 'varchar', length: 20 }) key: LegalPageKey;
  @Column({ type: 'varchar', length: 100 }) title: string;
  @Column({ type: 'text' }) body: string;
  /** When staff last saved it; null while it is the seeded template nobody reviewed. */
  @Column({ type: 'datetime', precision: 3, nullable: true }) reviewedAt: Date | null;
  /** The title and text in other languages, as far as staff wrote them. */
  @TranslationsColumn() translations: Translations<LegalTranslatedField>;
  @UpdatedAt() updatedAt: Date;
}
