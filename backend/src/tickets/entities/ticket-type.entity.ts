import { Column, Entity, Index } from 'typeorm';
import type { Translations } from '../../common/content/translations';
import { TranslationsColumn } from '../../common/database/columns';
import type { TicketTypeTranslatedField } from '../dto/ticket-type.dto';
import type { AttractionCategory } from '../../common/domain/constants';
import { UpdatedAt } from '../../common/domain/timestamps';
import { RegionActiveColumns } from '../../common/content/region-active-columns';

/** A kind of ticket a region sells (General Admission, VIP Fast Pass) with its price; prices are kept in cents. */
@Entity('ticket_types')
@Index('IDX_ticket_types_region_active', ['region', 'active'])
export class TicketType extends RegionActiveColumns {
  @Column({ type: 'varchar', length: 80 }) name: string;
  @Column({ type: 'varchar', length: 300 }) description: string;
  @Column({ type: 'int' }) priceFromCents: number;
  /** The top of the price range ("$35 – $45" as nights differ); null: one price. */
  @Column({ type: 'int', nullable: true }) priceToCents: number | null;
  /** The attraction categories the ticket admits to: the attractions page's inclusion notes name the types from these. */
  @Column({ type: 'simple-array' }) includes: AttractionCategory[];
  /** E.g. "Halloween weekend: $10 more". */
  @Column({ type: 'varchar', length: 200, nullable: true }) priceNote: string | null;
  @Column({ type: 'int', default: 0 }) sortOrder: number;
  /** The name, description and price note in other languages, as far as staff wrote them. */
  @TranslationsColumn() translations: Translations<TicketTypeTranslatedField>;
  @UpdatedAt() updatedAt: Date;
}
