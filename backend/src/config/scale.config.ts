import { ConfigError } from './config-error';

/** REDIS_URL: what several replicas share at once (content version, view de-duplication); unset: each process alone. */
export interface RedisConfig {
  url: string;
  /** Prefix of every key and channel (REDIS_KEY_PREFIX), so several sites or test runs can share one Redis. */
  keyPrefix: string;
}

/** Where uploaded media live (MEDIA_STORAGE): DATA_DIR/uploads, or an S3-compatible bucket. */
export type MediaStorageConfig = { kind: 'local' } | S3StorageConfig;

export interface S3StorageConfig {
  kind: 's3';
  bucket: string;
  region: string;
  /** S3_ENDPOINT: MinIO, R2, B2… (unset: AWS). */
  endpoint: string | undefined;
  /** S3_FORCE_PATH_STYLE: bucket in the path (MinIO, most self-hosted servers) rather than in the host name. */
  forcePathStyle: boolean;
  /** S3_ACCESS_KEY_ID + S3_SECRET_ACCESS_KEY; unset: the SDK's usual chain (AWS_* variables, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /**
   * MEDIA_PUBLIC_URL: the bucket's or CDN's public address; new uploads are linked there and /uploads/<key> redirects
   * there. Unset: the app streams /uploads/<key> from the bucket itself.
   */
  publicUrl: string | undefined;
}

export function parseRedis(env: NodeJS.ProcessEnv): RedisConfig | undefined {
  const raw = env.REDIS_URL;
  if (!raw) return undefined;
  let protocol = '';
  try {
    protocol = new URL(raw).protocol;
  } catch {
    // reported below
  }
  if (protocol !== 'redis:' && protocol !== 'rediss:') {
    throw new ConfigError('REDIS_URL must look like redis://host:6379 or rediss://user:password@host:6380/0');
  }
  const keyPrefix = env.REDIS_KEY_PREFIX ?? 'haunted-park:';
  if (!/^[A-Za-z0-9._:-]{0,64}$/.test(keyPrefix)) {
    throw new ConfigError(`REDIS_KEY_PREFIX must be up to 64 letters, digits or ._:- characters, got "${keyPrefix}"`);
  }
  return { url: raw, keyPrefix };
}

export function parseMediaStorage(env: NodeJS.ProcessEnv): MediaStorageConfig {
  const kind = env.MEDIA_STORAGE || 'local';
  const s3Only = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'MEDIA_PUBLIC_URL'].find((name) => env[name]);
  if (kind === 'local') {
    if (s3Only) throw new ConfigError(`${s3Only} applies to MEDIA_STORAGE=s3; the media are on the local disk (MEDIA_STORAGE=local)`);
    return { kind };
  }
  if (kind !== 's3') throw new ConfigError(`MEDIA_STORAGE must be local or s3, got "${kind}"`);
  const bucket = env.S3_BUCKET;
  if (!bucket || !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new ConfigError(`MEDIA_STORAGE=s3 needs S3_BUCKET, a bucket name such as park-media, got "${bucket ?? ''}"`);
  }
  const keyId = env.S3_ACCESS_KEY_ID;
  const secretKey = env.S3_SECRET_ACCESS_KEY;
  if (!keyId !== !secretKey) throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither');
  const forcePathStyle = env.S3_FORCE_PATH_STYLE || 'false';
  if (forcePathStyle !== 'true' && forcePathStyle !== 'false') {
    throw new ConfigError(`S3_FORCE_PATH_STYLE must be true or false, got "${forcePathStyle}"`);
  }
  return {
    kind,
    bucket,
    region: env.S3_REGION || 'us-east-1',
    endpoint: httpUrl('S3_ENDPOINT', env.S3_ENDPOINT),
    forcePathStyle: forcePathStyle === 'true',
    credentials: keyId && secretKey ? { accessKeyId: keyId, secretAccessKey: secretKey } : undefined,
    publicUrl: httpUrl('MEDIA_PUBLIC_URL', env.MEDIA_PUBLIC_URL)?.replace(/\/+$/, ''),
  };
}

function httpUrl(name: string, raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && !url.search && !url.hash) return raw;
  } catch {
    // reported below
  }
  throw new ConfigError(`${name} must be an http(s) address such as https://media.example.com, got "${raw}"`);
}
