import { Column, Entity, Index } from 'typeorm';
import type { MediaType } from '../../common/domain/constants';
import { IdAndCreatedAtColumns } from '../../common/domain/timestamps';
import { UrlColumn } from '../../common/database/columns';

export const MEDIA_ALT_TEXT_MAX_LENGTH = 250;

export interface MediaMetadata {
  width?: number;
  height?: number;
  duration?: number;
}

@Entity('media_items')
@Index('IDX_media_items_type_created', ['type', 'createdAt'])
// Public reads look a picture's alt text up by the URL a story or attraction stores (the original or its web variant).
@Index('IDX_media_items_url', ['url'])
@Index('IDX_media_items_web_url', ['webUrl'])
@Index('IDX_media_items_content_hash', ['contentHash'])
export class MediaItem extends IdAndCreatedAtColumns {
  @Column({ type: 'varchar', length: 100 }) filename: string;
  @Column({ type: 'varchar', length: 255 }) originalName: string;
  @Column({ type: 'varchar', length: 10 }) type: MediaType;
  @Column({ type: 'varchar', length: 100 }) mimeType: string;
  @UrlColumn() url: string;
  @UrlColumn({ nullable: true }) thumbnailUrl: string | null;
  /** Web-size WebP variant of an image; null for videos. */
  @UrlColumn({ nullable: true }) webUrl: string | null;
  @Column({ type: 'int' }) size: number;
  @Column({ type: 'simple-json', nullable: true }) metadata: MediaMetadata | null;
  /** Describes the picture for people who cannot see it; shown wherever the site uses the file. Null until staff write one. */
  @Column({ type: 'varchar', length: MEDIA_ALT_TEXT_MAX_LENGTH, nullable: true }) altText: string | null;
  /** SHA-256 of the file, hex: an upload of the same bytes reuses this item. Null for files from before it was kept. */
  @Column({ type: 'varchar', length: 64, nullable: true }) contentHash: string | null;
}
