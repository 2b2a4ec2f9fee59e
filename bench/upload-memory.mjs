#!/usr/bin/env node
// Memory of the server during five parallel 100 MB uploads to POST /api/media (docs/architecture.md §10:
// uploads stream to storage; a 100 MB video never sits whole in memory). Samples the server process's
// resident set size (VmRSS) every 20 ms and reports its growth over the idle baseline.
//
//   node bench/upload-memory.mjs                 5 × 100 MB
//   UPLOADS=3 UPLOAD_MB=50 node bench/upload-memory.mjs
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { buildStale } from '../scripts/build-stale.mjs';
import { makeDataDir, startApp } from '../scripts/lib/app-process.cjs';

const UPLOADS = Number(process.env.UPLOADS || 5);
const UPLOAD_BYTES = Number(process.env.UPLOAD_MB || 100) * 1_000_000;
const CHUNK = 64 * 1024;
const MB = (bytes) => `${(bytes / 1_000_000).toFixed(1)} MB`;

function rss(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}

/** A multipart body streamed chunk by chunk: an MP4 header (what the server checks) followed by filler. */
function multipartBody(boundary, index) {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench-${index}.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  // ISO base media file: an 'ftyp' box with the isom brand, then an 'mdat' box holding the rest.
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 28]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2mp41')]);
  const filler = randomBytes(CHUNK);
  let sent = 0;
  let stage = 0;
  return new ReadableStream({
    pull(controller) {
      if (stage === 0) {
        const mdat = Buffer.alloc(8);
        mdat.writeUInt32BE(UPLOAD_BYTES - ftyp.length);
        mdat.write('mdat', 4);
        controller.enqueue(Buffer.concat([head, ftyp, mdat]));
        sent = ftyp.length + mdat.length;
        stage = 1;
      } else if (sent < UPLOAD_BYTES) {
        const size = Math.min(CHUNK, UPLOAD_BYTES - sent);
        controller.enqueue(size === CHUNK ? filler : filler.subarray(0, size));
        sent += size;
      } else {
        controller.enqueue(tail);
        controller.close();
      }
    },
  });
}

if (!buildStale({ workspaces: ['backend'] })) process.exit(1);
const dataDir = makeDataDir('haunt-bench-upload-');
const password = randomBytes(16).toString('hex');
const app = await startApp({ dataDir, env: { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: password } });
try {
  const login = await fetch(`${app.baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  const { token } = await login.json();
  if (!token) throw new Error(`login failed: ${login.status}`);

  const pid = app.child.pid;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const baseline = rss(pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rss(pid))), 20);

  const started = Date.now();
  const results = await Promise.all(
    Array.from({ length: UPLOADS }, async (_, index) => {
      const boundary = `----bench${randomBytes(8).toString('hex')}`;
      const response = await fetch(`${app.baseUrl}/api/media`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
        body: multipartBody(boundary, index),
        duplex: 'half',
      });
      const body = await response.json();
      return { status: response.status, size: body.size, message: body.message };
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  clearInterval(sampler);

  console.log(`${UPLOADS} parallel uploads of ${MB(UPLOAD_BYTES)} each to POST /api/media`);
  for (const [index, result] of results.entries()) {
    console.log(
      `  upload ${index + 1}: HTTP ${result.status}${result.size ? `, stored ${MB(result.size)}` : ''}${result.message ? ` (${result.message})` : ''}`,
    );
  }
  console.log(`  total ${MB(UPLOADS * UPLOAD_BYTES)} in ${seconds.toFixed(1)} s (${MB((UPLOADS * UPLOAD_BYTES) / seconds)}/s)`);
  console.log(`  server RSS: baseline ${MB(baseline)}, peak ${MB(peak)}, growth ${MB(peak - baseline)}`);
  console.log(`  (a server holding the files in memory would grow by at least ${MB(UPLOADS * UPLOAD_BYTES)})`);
  if (results.some((result) => result.status !== 201)) process.exitCode = 1;
} finally {
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
