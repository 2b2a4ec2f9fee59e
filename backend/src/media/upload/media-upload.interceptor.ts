import {
  createParamDecorator,
  Inject,
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type OnModuleInit,
} from '@nestjs/common';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { from, lastValueFrom, type Observable } from 'rxjs';
import type { AppConfig } from '../../config/app.config';
import { APP_CONFIG } from '../../config/config.module';
import { allowSlowBody } from '../../common/http/request-deadline';
import { receiveFile, type ReceivedFile } from './multipart-file';

export const UPLOAD_FIELD = 'file';
/** Temp files older than this at start-up were left by a crash mid-upload. */
const STALE_TEMP_MS = 60 * 60 * 1000;

type UploadRequest = IncomingMessage & { receivedFile?: ReceivedFile };

/**
 * Receives the multipart upload of a route (after the guard has let the admin in) and hands the handler a ReceivedFile
 * through @UploadedMedia(): streamed to a temp file with the size limit and the content type checked on the way
 * (4xx otherwise, nothing left behind). Once the handler is done, answered or failed, the temp file is gone.
 */
@Injectable()
export class MediaUploadInterceptor implements NestInterceptor, OnModuleInit {
  private readonly tempDir: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.tempDir = join(config.dataDir, 'tmp', 'uploads');
  }

  async onModuleInit(): Promise<void> {
    await mkdir(this.tempDir, { recursive: true });
    const now = Date.now();
    for (const name of await readdir(this.tempDir)) {
      const path = join(this.tempDir, name);
      const info = await stat(path).catch(() => undefined);
      if (info && now - info.mtimeMs > STALE_TEMP_MS) await rm(path, { force: true });
    }
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<UploadRequest>();
    allowSlowBody(request, context.switchToHttp().getResponse<ServerResponse>(), this.config.requestLimits.uploadMs);
    const file = await receiveFile(request, { field: UPLOAD_FIELD, tempDir: this.tempDir, maxBytes: this.config.mediaMaxBytes });
    request.receivedFile = file;
    const handled = async () => {
      try {
        return await lastValueFrom(next.handle(), { defaultValue: undefined });
      } finally {
        await rm(file.path, { force: true });
      }
    };
    return from(handled());
  }
}

/** The file MediaUploadInterceptor received for this request. */
export const UploadedMedia = createParamDecorator((_: unknown, context: ExecutionContext): ReceivedFile => {
  const file = context.switchToHttp().getRequest<UploadRequest>().receivedFile;
  if (!file) throw new Error('@UploadedMedia() needs @UseInterceptors(MediaUploadInterceptor) on the route');
  return file;
});
