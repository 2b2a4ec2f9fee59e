import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, In, IsNull, Not, Repository, type ObjectLiteral } from 'typeorm';
import { Attraction } from '../attractions/entities/attraction.entity';
import { BlogPost } from '../blog/entities/blog-post.entity';
import { whereContains } from '../common/search/search-query';
import { VideoBackground } from '../video-backgrounds/entities/video-background.entity';
import { MediaItem } from './entities/media-item.entity';

/** A story, an attraction or a video background keeps a file's URL as staff pasted or picked it: a path or an absolute URL. */
const pathOf = (url: string): string => {
  if (url.startsWith('/')) return url;
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

const urlsOf = (item: Pick<MediaItem, 'url' | 'webUrl' | 'thumbnailUrl'>) =>
  [item.url, item.webUrl, item.thumbnailUrl].filter((url): url is string => !!url);

/** Whether a stored reference points at one of the file's URLs (the original or a variant). */
const refersTo = (reference: string | null, urls: string[]) =>
  !!reference && urls.some((url) => reference === url || pathOf(reference) === pathOf(url));

/**
 * Where the site's content uses media files: which content a delete would break, and the alt text to show with a
 * picture. Lives with media because the file is the thing asked about; the content modules only store URLs.
 */
@Injectable()
export class MediaReferences {
  constructor(
    @InjectRepository(MediaItem) private readonly media: Repository<MediaItem>,
    @InjectRepository(BlogPost) private readonly posts: Repository<BlogPost>,
    @InjectRepository(Attraction) private readonly attractions: Repository<Attraction>,
    @InjectRepository(VideoBackground) private readonly videos: Repository<VideoBackground>,
  ) {}

  /**
   * What uses the file, for staff to read ('the story "The Mirror"'). Every URL of a file contains its stored name's
   * random id, so one LIKE per table narrows the rows, and the exact comparison decides.
   */
  async usersOf(item: MediaItem): Promise<string[]> {
    const id = item.filename.replace(/\.[^.]+$/, '');
    const urls = urlsOf(item);
    const candidates = <T extends ObjectLiteral>(repo: Repository<T>, columns: string[]) =>
      whereContains(
        repo.createQueryBuilder('row'),
        columns.map((column) => `row.${column}`),
        id,
      ).getMany();
    const [posts, attractions, videos] = await Promise.all([
      candidates(this.posts, ['image']),
      candidates(this.attractions, ['image']),
      candidates(this.videos, ['videoUrl', 'thumbnailUrl']),
    ]);
    return [
      ...posts.filter((post) => refersTo(post.image, urls)).map((post) => `the story "${post.title}"`),
      ...attractions.filter((attraction) => refersTo(attraction.image, urls)).map((attraction) => `the attraction "${attraction.title}"`),
      ...videos
        .filter((video) => refersTo(video.videoUrl, urls) || refersTo(video.thumbnailUrl, urls))
        .map((video) => `the video background "${video.name}"`),
    ];
  }

  /**
   * The alt text staff wrote for each of these picture URLs that is a media file with one, in one indexed query
   * (public reads call it once per list, and their answers are cached).
   */
  async altTexts(urls: string[]): Promise<Map<string, string>> {
    const candidates = [...new Set(urls.flatMap((url) => [url, pathOf(url)]))];
    const found = new Map<string, string>();
    if (candidates.length === 0) return found;
    const items = await this.media
      .createQueryBuilder('item')
      .select(['item.url', 'item.webUrl', 'item.thumbnailUrl', 'item.altText'])
      .where({ altText: Not(IsNull()) })
      .andWhere(new Brackets((qb) => qb.where({ url: In(candidates) }).orWhere({ webUrl: In(candidates) })))
      .getMany();
    for (const url of urls) {
      const item = items.find((candidate) => refersTo(url, urlsOf(candidate)));
      if (item?.altText) found.set(url, item.altText);
    }
    return found;
  }

  /** The items with `imageAlt` set from their picture's alt text, where the picture is a media file that has one. */
  async withImageAlt<T extends { image: string; imageAlt: string | null }>(items: T[]): Promise<T[]> {
    const alts = await this.altTexts(items.map((item) => item.image));
    return items.map((item) => ({ ...item, imageAlt: alts.get(item.image) ?? item.imageAlt }));
  }
}
