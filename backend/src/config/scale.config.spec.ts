import { ConfigError } from './config-error';
import { parseMediaStorage, parseRedis } from './scale.config';

describe('parseRedis (REDIS_URL, REDIS_KEY_PREFIX)', () => {
  it('is off without REDIS_URL, as npm start runs', () => {
    expect(parseRedis({})).toBeUndefined();
  });

  it('takes redis:// and rediss:// URLs with the default or a given key prefix', () => {
    expect(parseRedis({ REDIS_URL: 'redis://cache:6379' })).toEqual({ url: 'redis://cache:6379', keyPrefix: 'haunted-park:' });
    expect(parseRedis({ REDIS_URL: 'rediss://u:p@cache:6380/2', REDIS_KEY_PREFIX: 'park-b:' })).toEqual({
      url: 'rediss://u:p@cache:6380/2',
      keyPrefix: 'park-b:',
    });
  });

  it.each([['http://cache:6379'], ['cache:6379']])('refuses %s naming the expected form', (url) => {
    expect(() => parseRedis({ REDIS_URL: url })).toThrow(
      new ConfigError('REDIS_URL must look like redis://host:6379 or rediss://user:password@host:6380/0'),
    );
  });

  it('refuses a key prefix with spaces', () => {
    expect(() => parseRedis({ REDIS_URL: 'redis://cache', REDIS_KEY_PREFIX: 'a b' })).toThrow(/REDIS_KEY_PREFIX must be/);
  });
});

describe('parseMediaStorage (MEDIA_STORAGE and the S3_* settings)', () => {
  const s3 = { MEDIA_STORAGE: 's3', S3_BUCKET: 'park-media' };

  it('is the local disk by default, and refuses S3 settings there (they would be silently ignored)', () => {
    expect(parseMediaStorage({})).toEqual({ kind: 'local' });
    expect(() => parseMediaStorage({ S3_BUCKET: 'park-media' })).toThrow(
      'S3_BUCKET applies to MEDIA_STORAGE=s3; the media are on the local disk (MEDIA_STORAGE=local)',
    );
  });

  it('reads a bucket with the SDK’s credential chain, or with explicit keys, an endpoint and a public URL', () => {
    expect(parseMediaStorage(s3)).toEqual({
      kind: 's3',
      bucket: 'park-media',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
      publicUrl: undefined,
    });
    expect(
      parseMediaStorage({
        ...s3,
        S3_REGION: 'auto',
        S3_ENDPOINT: 'http://minio:9000',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        MEDIA_PUBLIC_URL: 'https://media.example.com/park/',
      }),
    ).toEqual({
      kind: 's3',
      bucket: 'park-media',
      region: 'auto',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      publicUrl: 'https://media.example.com/park',
    });
  });

  it.each([
    [{ MEDIA_STORAGE: 'disk' }, 'MEDIA_STORAGE must be local or s3, got "disk"'],
    [{ MEDIA_STORAGE: 's3' }, 'MEDIA_STORAGE=s3 needs S3_BUCKET, a bucket name such as park-media, got ""'],
    [{ ...s3, S3_ACCESS_KEY_ID: 'key' }, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither'],
    [{ ...s3, S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE must be true or false, got "yes"'],
    [{ ...s3, S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT must be an http(s) address such as https://media.example.com, got "minio:9000"'],
    [{ ...s3, MEDIA_PUBLIC_URL: 'https://cdn.example.com/?a=1' }, 'MEDIA_PUBLIC_URL must be an http(s) address'],
  ])('refuses %j', (env, message) => {
    expect(() => parseMediaStorage(env)).toThrow(message);
  });
});
