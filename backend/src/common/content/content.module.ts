import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { BodyEncoder } from '../http/body-encoder';
import { ContentChangeInterceptor } from './content-change.interceptor';
import { PublicCacheInterceptor } from './public-cache.interceptor';
import { ContentVersion } from './content-version';
import { PublicReadCache } from './public-read-cache';

@Global()
@Module({
  providers: [
    ContentVersion,
    PublicReadCache,
    BodyEncoder,
    { provide: APP_INTERCEPTOR, useClass: ContentChangeInterceptor },
    { provide: APP_INTERCEPTOR, useClass: PublicCacheInterceptor },
  ],
  exports: [ContentVersion, PublicReadCache, BodyEncoder],
})
export class ContentModule {}
