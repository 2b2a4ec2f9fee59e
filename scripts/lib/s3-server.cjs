// A local S3-compatible server for the tests (the s3rver package, on a free loopback port, files in a temp folder),
// so storage code runs against a real S3 API and nothing reaches the internet. CommonJS, like app-process.cjs beside
// it, for the backend suite and the system tests alike.
const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

/** s3rver's fixed credentials: any client must sign with them. */
const S3RVER_KEY = 'S3RVER';

/**
 * @param {{ bucket: string }} options
 * @returns {Promise<{ endpoint: string, bucket: string, env: Record<string, string>, directory: string, close: () => Promise<void> }>}
 */
async function startS3Server({ bucket }) {
  const S3rver = require('s3rver');
  const directory = mkdtempSync(join(tmpdir(), 'haunt-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    directory,
    // The app's settings for this bucket.
    env: {
      MEDIA_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
    },
    close: async () => {
      // Clients keep idle connections open; they would hold close() until they time out.
      const closed = server.close();
      server.httpServer.closeAllConnections();
      await closed;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

module.exports = { startS3Server };
