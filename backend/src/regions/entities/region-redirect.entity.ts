import { Column, Entity, PrimaryColumn } from 'typeorm';
import { CreatedAt } from '../../common/domain/timestamps';
import { REGION_TEXT_MAX } from '../regions.constants';

/**
 * A key a region had before staff renamed it: its old addresses answer 301 to the same page under `key`. `key` is
 * always a region's key of today (a chain of renames is stored as its end).
 */
@Entity('region_redirects')
export class RegionRedirectRow {
  @PrimaryColumn({ type: 'varchar', length: REGION_TEXT_MAX.key }) oldKey: string;
  @Column({ type: 'varchar', length: REGION_TEXT_MAX.key }) key: string;
  @CreatedAt() createdAt: Date;
}
