import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { OnApplicationShutdown } from '@nestjs/common';
import type { S3StorageConfig } from '../../config/scale.config';
import { assertStorageKey, type MediaStorage, type StoredObject } from './media-storage';

/** Uploaded in parts of this size, two at a time: a 100 MB video holds at most ~16 MB in memory. */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;
/** Keys are generated and never rewritten, so the bucket's copies may be cached for a year, as the local files are. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Media in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2), keys at the bucket's root. */
export class S3Storage implements MediaStorage, OnApplicationShutdown {
  readonly client: S3Client;

  /** `prefix`: a folder of the bucket, e.g. `private/`, which /uploads/<key> (keys without a slash) never reaches. */
  constructor(
    private readonly config: S3StorageConfig,
    private readonly prefix = '',
  ) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
    });
  }

  /** Closes the client's kept-alive connections. */
  onApplicationShutdown(): void {
    this.client.destroy();
  }

  async save(source: string | Readable, key: string, contentType: string): Promise<void> {
    await this.upload(typeof source === 'string' ? createReadStream(source) : source, key, contentType);
    if (typeof source === 'string') await rm(source, { force: true });
  }

  copy(path: string, key: string, contentType: string): Promise<void> {
    return this.upload(createReadStream(path), key, contentType);
  }

  private async upload(body: Readable, key: string, contentType: string): Promise<void> {
    assertStorageKey(key);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.config.bucket, Key: this.prefix + key, Body: body, ContentType: contentType, CacheControl: IMMUTABLE },
      partSize: PART_BYTES,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: false,
    });
    await upload.done();
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.prefix + key }));
  }

  /** MEDIA_PUBLIC_URL's address when set; else /uploads/<key>, which the app answers from the bucket. */
  url(key: string): string {
    assertStorageKey(key);
    return this.config.publicUrl ? `${this.config.publicUrl}/${key}` : `/uploads/${key}`;
  }

  readonly remote = { open: this.open.bind(this), redirectUrl: this.redirectUrl.bind(this) };

  /** Where /uploads/<key> sends a browser instead of streaming the object (MEDIA_PUBLIC_URL), if anywhere. */
  redirectUrl(key: string): string | undefined {
    return this.config.publicUrl && this.url(key);
  }

  async open(key: string, range?: string): Promise<StoredObject | undefined> {
    assertStorageKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: this.prefix + key, Range: range }));
      return {
        body: object.Body as Readable,
        contentType: object.ContentType,
        contentLength: object.ContentLength,
        contentRange: object.ContentRange,
        etag: object.ETag,
        lastModified: object.LastModified,
      };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async read(key: string): Promise<Readable | undefined> {
    return (await this.open(key))?.body;
  }

  async exists(key: string): Promise<boolean> {
    assertStorageKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.prefix + key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    error instanceof NotFound ||
    (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
  );
}
