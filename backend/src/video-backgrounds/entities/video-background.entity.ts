import { Column, Entity, Index } from 'typeorm';
import type { VideoPage } from '../../common/domain/constants';
import { IdAndCreatedAtColumns } from '../../common/domain/timestamps';
import { UrlColumn } from '../../common/database/columns';

/** The API calls `name` "title" and `active` "isActive" (docs/product.md §3). */
@Entity('video_backgrounds')
@Index('IDX_video_backgrounds_page_active', ['page', 'active'])
export class VideoBackground extends IdAndCreatedAtColumns {
  @Column({ type: 'varchar', length: 30 }) page: VideoPage;
  @UrlColumn() videoUrl: string;
  @UrlColumn({ nullable: true }) thumbnailUrl: string | null;
  @Column({ type: 'varchar', length: 200 }) name: string;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ type: 'boolean', default: false }) active: boolean;
}
