import {
  BadRequestException,
  createParamDecorator,
  Injectable,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import busboy from 'busboy';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { FieldErrors } from '../common/validation/field-errors';
import { detectTypeAmong } from '../media/upload/media-type';

export const APPLICATION_FILE_KINDS = ['headshot', 'resume'] as const;
export type ApplicationFileKind = (typeof APPLICATION_FILE_KINDS)[number];

/** Each file's limit; small enough to be held in memory while the application is checked. */
export const APPLICATION_FILE_MAX_BYTES = 5 * 1024 * 1024;

const RULES: Record<ApplicationFileKind, { accepted: string[]; label: string; wrongType: string }> = {
  headshot: { accepted: ['jpg', 'png', 'webp'], label: 'The headshot', wrongType: 'The headshot must be a JPEG, PNG or WebP image' },
  resume: { accepted: ['pdf'], label: 'The résumé', wrongType: 'The résumé must be a PDF' },
};

export interface ApplicationFile {
  content: Buffer;
  mimeType: string;
  extension: string;
  /** The name on the applicant's computer, for the download's file name. */
  originalName: string;
}

export type ApplicationFiles = Partial<Record<ApplicationFileKind, ApplicationFile>>;

type FilesRequest = Request & { applicationFiles?: ApplicationFiles };

/**
 * The application form may come as JSON (no files) or as multipart/form-data: the application as JSON in the field
 * `application`, and the optional files `headshot` (JPEG/PNG/WebP) and `resume` (PDF), each at most 5 MB, their type
 * decided from their content. The JSON becomes the body the validation pipe checks; the files go to @ApplicationUploads().
 */
@Injectable()
export class ApplicationFilesInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<FilesRequest>();
    if (req.is('multipart/form-data')) {
      const { application, files } = await readForm(req);
      req.body = parseApplication(application);
      req.applicationFiles = await checkTypes(files);
    }
    return next.handle();
  }
}

/** The files ApplicationFilesInterceptor received (none for a JSON submission). */
export const ApplicationUploads = createParamDecorator(
  (_: unknown, context: ExecutionContext): ApplicationFiles => context.switchToHttp().getRequest<FilesRequest>().applicationFiles ?? {},
);

interface RawFile {
  chunks: Buffer[];
  originalName: string;
}

function readForm(req: Request): Promise<{ application: string | undefined; files: Map<ApplicationFileKind, RawFile> }> {
  return new Promise((resolve, reject) => {
    const parser = busboy({
      headers: req.headers,
      defParamCharset: 'utf8',
      limits: { fileSize: APPLICATION_FILE_MAX_BYTES + 1, files: 2, fields: 1, fieldSize: 64 * 1024, parts: 3 },
    });
    let application: string | undefined;
    const files = new Map<ApplicationFileKind, RawFile>();
    let failed = false;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      req.unpipe(parser);
      req.resume();
      reject(error);
    };
    parser.on('field', (name, value) => {
      if (name === 'application') application = value;
    });
    parser.on('file', (name, stream, info) => {
      const kind = APPLICATION_FILE_KINDS.find((k) => k === name);
      if (!kind || files.has(kind)) return void stream.resume();
      const file: RawFile = { chunks: [], originalName: info.filename ?? '' };
      files.set(kind, file);
      stream.on('data', (chunk: Buffer) => file.chunks.push(chunk));
      stream.on('limit', () => fail(new PayloadTooLargeException(`${RULES[kind].label} is too large: the limit is 5 MB`)));
    });
    parser.on('error', (error: Error) => fail(new BadRequestException(`Malformed multipart body: ${error.message}`)));
    parser.on('close', () => {
      if (!failed) resolve({ application, files });
    });
    req.on('aborted', () => fail(new BadRequestException('Upload aborted by the client')));
    req.pipe(parser);
  });
}

function parseApplication(application: string | undefined): unknown {
  if (application === undefined) throw new BadRequestException('Send the application as JSON in a multipart field named "application"');
  try {
    return JSON.parse(application) as unknown;
  } catch {
    throw new BadRequestException('The "application" field is not valid JSON');
  }
}

async function checkTypes(files: Map<ApplicationFileKind, RawFile>): Promise<ApplicationFiles> {
  const checked: ApplicationFiles = {};
  for (const [kind, raw] of files) {
    const content = Buffer.concat(raw.chunks);
    if (content.length === 0) continue; // an empty file input sends an empty part
    const type = await detectTypeAmong(content, RULES[kind].accepted);
    if (!type) throw FieldErrors.of(kind, RULES[kind].wrongType);
    checked[kind] = { content, ...type, originalName: raw.originalName };
  }
  return checked;
}
