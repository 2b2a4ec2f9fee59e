import { createWriteStream, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../config/scale.config';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE, PUBLIC_FILE_MODE } from '../config/data-dir';
import { PRIVATE_PREFIX } from '../media/storage/private-files';
import { S3Storage } from '../media/storage/s3.storage';
import { contentTypeOfKey } from '../media/upload/media-type';

/** What the media part of an archive holds: `uploads/` (the public media) and `private/` (applicants' files). */
export interface MediaCount {
  uploads: number;
  private: number;
}

/**
 * Our objects of the bucket (MEDIA_STORAGE=s3): the media at its root, applicants' files under `private/`. Anything
 * else in the bucket (another prefix, a name we never generate) is not the app's and stays out of backups and restores.
 */
async function listOurKeys(storage: S3Storage, bucket: string): Promise<{ uploads: string[]; private: string[] }> {
  const keys = { uploads: [] as string[], private: [] as string[] };
  let token: string | undefined;
  do {
    const page = await storage.client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    for (const { Key: key } of page.Contents ?? []) {
      if (!key) continue;
      if (key.startsWith(PRIVATE_PREFIX) && isKey(key.slice(PRIVATE_PREFIX.length))) keys.private.push(key.slice(PRIVATE_PREFIX.length));
      else if (isKey(key)) keys.uploads.push(key);
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

/** Our generated names only (no folder, no half-written `.part`). */
const isKey = (name: string) => /^[a-z0-9][a-z0-9._-]{0,99}$/i.test(name) && !name.includes('..') && !name.endsWith('.part');

/** Downloads every object of ours into `<staging>/uploads` and `<staging>/private` (0600, as the local private files are). */
export async function downloadBucket(config: S3StorageConfig, staging: string): Promise<MediaCount> {
  const storage = new S3Storage(config);
  try {
    const keys = await listOurKeys(storage, config.bucket);
    for (const [folder, prefix, mode] of [
      ['uploads', '', PUBLIC_FILE_MODE],
      ['private', PRIVATE_PREFIX, PRIVATE_FILE_MODE],
    ] as const) {
      mkdirSync(join(staging, folder), { recursive: true, mode: PRIVATE_DIR_MODE });
      for (const key of keys[folder]) {
        const object = await storage.client.send(new GetObjectCommand({ Bucket: config.bucket, Key: prefix + key }));
        await pipeline(object.Body as Readable, createWriteStream(join(staging, folder, key), { flags: 'wx', mode }));
      }
    }
    return { uploads: keys.uploads.length, private: keys.private.length };
  } finally {
    storage.client.destroy();
  }
}

/** Uploads the archive's `uploads/` and `private/` files into the bucket, under the keys the app reads them by. */
export async function uploadToBucket(config: S3StorageConfig, staging: string): Promise<MediaCount> {
  const count: MediaCount = { uploads: 0, private: 0 };
  for (const [folder, prefix] of [
    ['uploads', ''],
    ['private', PRIVATE_PREFIX],
  ] as const) {
    const dir = join(staging, folder);
    if (!existsSync(dir)) continue;
    const storage = new S3Storage(config, prefix);
    try {
      for (const key of readdirSync(dir).filter(isKey).sort()) {
        await storage.copy(join(dir, key), key, contentTypeOfKey(key));
        count[folder]++;
      }
    } finally {
      storage.client.destroy();
    }
  }
  return count;
}

/** "the bucket park-media holds 12 media files", or undefined when it holds none of ours. */
export async function describeBucket(config: S3StorageConfig): Promise<string | undefined> {
  const storage = new S3Storage(config);
  try {
    const keys = await listOurKeys(storage, config.bucket);
    const count = keys.uploads.length + keys.private.length;
    return count ? `the bucket ${config.bucket} holds ${count} media files` : undefined;
  } finally {
    storage.client.destroy();
  }
}

/** Deletes every object of ours from the bucket (restore --force), a thousand a request. */
export async function emptyBucket(config: S3StorageConfig): Promise<void> {
  const storage = new S3Storage(config);
  try {
    const keys = await listOurKeys(storage, config.bucket);
    const all = [...keys.uploads, ...keys.private.map((key) => PRIVATE_PREFIX + key)];
    for (let i = 0; i < all.length; i += 1000) {
      const batch = all.slice(i, i + 1000).map((Key) => ({ Key }));
      await storage.client.send(new DeleteObjectsCommand({ Bucket: config.bucket, Delete: { Objects: batch, Quiet: true } }));
    }
  } finally {
    storage.client.destroy();
  }
}
