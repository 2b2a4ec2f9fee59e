import { EventEmitter } from 'node:events';
import { PayloadTooLargeException, UnsupportedMediaTypeException, type CallHandler, type ExecutionContext } from '@nestjs/common';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { lastValueFrom, of, throwError } from 'rxjs';
import { htmlFile, imageFile, isoVideoFile } from '../../../test/support/media-files';
import type { AppConfig } from '../../config/app.config';
import { MediaUploadInterceptor } from './media-upload.interceptor';
import type { ReceivedFile } from './multipart-file';

const BOUNDARY = 'unit-boundary';

/** A request as Node hands it over: headers and a multipart body to stream. */
function multipartRequest(field: string, filename: string, contentType: string, data: Buffer) {
  const request = Object.assign(new PassThrough(), {
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    receivedFile: undefined as ReceivedFile | undefined,
  });
  request.end(
    Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  );
  return request;
}

// The response only needs to tell when it closes: the upload's longer deadline ends then. Each is closed after its
// test, as a real response is; a deadline left running would fire in whatever suite this worker runs a minute later.
const responses: EventEmitter[] = [];
const contextOf = (request: object) => {
  const response = new EventEmitter();
  responses.push(response);
  return { switchToHttp: () => ({ getRequest: () => request, getResponse: () => response }) } as unknown as ExecutionContext;
};
afterEach(() => {
  for (const response of responses.splice(0)) response.emit('close');
});

describe('MediaUploadInterceptor', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'media-upload-'));
  const tempDir = join(dataDir, 'tmp', 'uploads');
  const interceptor = new MediaUploadInterceptor({ dataDir, mediaMaxBytes: 64 * 1024, requestLimits: { uploadMs: 60_000 } } as AppConfig);
  const tempFiles = () => readdirSync(tempDir);
  beforeAll(() => interceptor.onModuleInit());
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('hands the handler the received file (temp path, names, sizes, detected type) and removes it afterwards', async () => {
    const png = await imageFile('png', 30, 20);
    const request = multipartRequest('file', 'Casa — ñ.jpg', 'image/jpeg', png);
    let seen: { file: ReceivedFile; bytes: Buffer } | undefined;
    const handler: CallHandler = {
      handle: () => {
        const file = request.receivedFile as ReceivedFile;
        seen = { file, bytes: readFileSync(file.path) };
        return of('stored');
      },
    };

    const result = await lastValueFrom(await interceptor.intercept(contextOf(request), handler));

    expect(result).toBe('stored');
    expect(seen?.file).toEqual({
      path: expect.stringContaining(tempDir),
      originalName: 'Casa — ñ.jpg',
      declaredMimeType: 'image/jpeg',
      size: png.length,
      type: { kind: 'image', mimeType: 'image/png', extension: 'png' },
    });
    expect(Buffer.compare(seen!.bytes, png)).toBe(0);
    expect(existsSync(seen!.file.path)).toBe(false);
  });

  it('removes the temp file when the handler fails, and passes the failure on', async () => {
    const request = multipartRequest('file', 'clip.mp4', 'video/mp4', isoVideoFile());
    const failure = new Error('storage is down');
    const handler: CallHandler = { handle: () => throwError(() => failure) };
    await expect(lastValueFrom(await interceptor.intercept(contextOf(request), handler))).rejects.toBe(failure);
    expect(tempFiles()).toEqual([]);
  });

  it('refuses a file of another type with 415 before the handler runs, leaving nothing behind', async () => {
    const handle = jest.fn();
    const request = multipartRequest('file', 'logo.png', 'image/png', htmlFile());
    await expect(interceptor.intercept(contextOf(request), { handle })).rejects.toBeInstanceOf(UnsupportedMediaTypeException);
    expect(handle).not.toHaveBeenCalled();
    expect(tempFiles()).toEqual([]);
  });

  it('refuses a file over the limit with 413 as soon as it passes it, leaving nothing behind', async () => {
    const handle = jest.fn();
    const request = multipartRequest('file', 'huge.mp4', 'video/mp4', Buffer.concat([isoVideoFile(), Buffer.alloc(64 * 1024)]));
    await expect(interceptor.intercept(contextOf(request), { handle })).rejects.toEqual(
      new PayloadTooLargeException('File too large: the limit is 64 KB'),
    );
    expect(handle).not.toHaveBeenCalled();
    expect(tempFiles()).toEqual([]);
  });

  it('clears temp files left by a crash over an hour ago at start, and keeps recent ones', async () => {
    const old = join(tempDir, 'old.part');
    const recent = join(tempDir, 'recent.part');
    writeFileSync(old, 'x');
    writeFileSync(recent, 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(old, twoHoursAgo, twoHoursAgo);
    await interceptor.onModuleInit();
    expect(tempFiles()).toEqual(['recent.part']);
    rmSync(recent);
  });
});
