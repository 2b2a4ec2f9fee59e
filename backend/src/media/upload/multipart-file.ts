import { BadRequestException, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import busboy from 'busboy';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { environmentFailure } from '../../common/http/environment-failure';
import { detectMediaType, DETECTION_BYTES, type DetectedType } from './media-type';

/**
 * An upload as the media service gets it. The bytes are always in a temp file, never in a buffer: a 100 MB video must
 * not sit in memory. Whoever receives it (MediaUploadInterceptor) removes the file afterwards; storage may move it first.
 */
export interface ReceivedFile {
  path: string;
  /** The name on the uploader's computer, as sent. */
  originalName: string;
  /** The Content-Type the browser sent: informative only, the type is `type`. */
  declaredMimeType: string;
  size: number;
  /** Decided from the content. */
  type: DetectedType;
}

export interface ReceiveOptions {
  field: string;
  tempDir: string;
  maxBytes: number;
}

/**
 * How long a refused upload's remaining body is still read (and discarded) after the answer: a client that keeps
 * sending sees the 413 instead of a reset connection; one that goes on longer is cut off.
 */
export const REFUSED_BODY_LINGER_MS = 5_000;

export const UNSUPPORTED_TYPE_MESSAGE = 'Unsupported file type: upload a PNG, JPEG, GIF, WebP or SVG image, or an MP4, WebM or MOV video';

/**
 * Streams the one file of a multipart request to a temp file, never holding it in memory: busboy parses
 * the body in chunks, the size limit is enforced as the bytes arrive (busboy's fileSize), and the type
 * is decided from the first bytes. A file over the limit is refused as soon as it passes it, without waiting for the
 * rest of the body; once a file is refused, the rest of the body is read and discarded for REFUSED_BODY_LINGER_MS at
 * most (so the client gets the answer rather than a reset connection) without being written anywhere.
 * On any failure the temp file is removed and a 4xx HttpException is thrown.
 */
export function receiveFile(req: IncomingMessage, options: ReceiveOptions): Promise<ReceivedFile> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      defParamCharset: 'utf8',
      // busboy flags a file that reaches the limit exactly; one byte more tells "too large" from "exactly the limit".
      limits: { fileSize: options.maxBytes + 1, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 40, headerPairs: 100 },
    });
  } catch {
    return Promise.reject(new BadRequestException(`Send the file as multipart/form-data in a field named "${options.field}"`));
  }

  return new Promise<ReceivedFile>((resolve, reject) => {
    let upload:
      | {
          tempPath: string;
          originalName: string;
          declaredMimeType: string;
          source: NodeJS.ReadableStream & { destroy(error?: Error): void };
          sniffer: SignatureSniffer;
          written: Promise<Error | undefined>;
        }
      | undefined;
    let settled = false;

    /** Answers only once the temp file is gone, so a 4xx never leaves anything on disk. */
    const fail = async (error: Error) => {
      if (settled) return;
      settled = true;
      // Not read while the file is cleaned up: the client waits instead of sending more.
      req.unpipe(parser);
      if (upload) {
        upload.source.destroy(error); // stops a write still running; `written` settles once the streams are closed
        await upload.written;
        await rm(upload.tempPath, { force: true });
      }
      req.resume();
      if (!req.complete && req.socket) closeAfterLinger(req);
      reject(error);
    };

    parser.on('file', (name, stream, info) => {
      if (name !== options.field || upload) {
        stream.resume();
        return;
      }
      const tempPath = join(options.tempDir, `${randomBytes(16).toString('hex')}.part`);
      const sniffer = new SignatureSniffer();
      // Settles with the write error, if any, so a full or read-only disk is reported as such (environmentFailure).
      const written = pipeline(stream, sniffer, createWriteStream(tempPath, { flags: 'wx', mode: 0o644 })).then(
        () => undefined,
        async (error: Error) => {
          await rm(tempPath, { force: true });
          return error;
        },
      );
      upload = {
        tempPath,
        originalName: info.filename ?? '',
        declaredMimeType: info.mimeType,
        source: stream,
        sniffer,
        written,
      };
      // Refused at once, without waiting for the rest of the body.
      stream.on('limit', () => void fail(tooLarge(options.maxBytes)));
    });

    parser.on('error', (error: Error) => void fail(new BadRequestException(`Malformed multipart body: ${error.message}`)));

    parser.on('close', () => {
      if (settled) return;
      if (!upload) return void fail(new BadRequestException(`No file uploaded: send it in a multipart field named "${options.field}"`));
      const file = upload;
      void file.written.then((writeError) => {
        if (writeError)
          return fail(environmentFailure(writeError) ? writeError : new BadRequestException('Upload failed while writing the file'));
        if (file.sniffer.bytes === 0) return fail(new BadRequestException('The uploaded file is empty'));
        if (!file.sniffer.detected) return fail(new UnsupportedMediaTypeException(UNSUPPORTED_TYPE_MESSAGE));
        settled = true;
        resolve({
          path: file.tempPath,
          originalName: file.originalName,
          declaredMimeType: file.declaredMimeType,
          size: file.sniffer.bytes,
          type: file.sniffer.detected,
        });
      });
    });

    req.on('aborted', () => void fail(new BadRequestException('Upload aborted by the client')));
    req.pipe(parser);
  });
}

/** What an upload over the limit is told, also when its request declares more than that at once (app.setup.ts). */
export function fileTooLargeMessage(maxBytes: number): string {
  return `File too large: the limit is ${describeBytes(maxBytes)}`;
}

function tooLarge(maxBytes: number): PayloadTooLargeException {
  return new PayloadTooLargeException(fileTooLargeMessage(maxBytes));
}

function closeAfterLinger(req: IncomingMessage): void {
  const socket = req.socket;
  const timer = setTimeout(() => socket.destroy(), REFUSED_BODY_LINGER_MS);
  timer.unref();
  const stop = () => clearTimeout(timer);
  req.once('end', stop);
  socket.once('close', stop);
}

/**
 * Passes the bytes through, keeping the first DETECTION_BYTES to decide the type. Once the head says "not an
 * accepted type", nothing more is passed on (the temp file stops growing; it is deleted later).
 */
class SignatureSniffer extends Transform {
  bytes = 0;
  detected: DetectedType | undefined;
  private head = Buffer.alloc(0);
  private decided = false;

  _transform(chunk: Buffer, _: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.decided) return this.pass(chunk, done);
    this.head = Buffer.concat([this.head, chunk.subarray(0, DETECTION_BYTES - this.head.length)]);
    if (this.head.length < DETECTION_BYTES) return done(null, chunk);
    this.decide().then(() => this.pass(chunk, done), done);
  }

  _flush(done: TransformCallback): void {
    if (this.decided) return done();
    this.decide().then(() => done(), done);
  }

  private pass(chunk: Buffer, done: TransformCallback): void {
    if (this.detected) done(null, chunk);
    else done();
  }

  private async decide(): Promise<void> {
    this.decided = true;
    this.detected = await detectMediaType(this.head);
  }
}

function describeBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}
