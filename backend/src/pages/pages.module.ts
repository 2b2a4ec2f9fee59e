import { Module } from '@nestjs/common';
import { BlogModule } from '../blog/blog.module';
import { PageServer } from './page-server';

/** The site's pages (PageServer); imported by AppModule when SERVE_PAGES is on. */
@Module({ imports: [BlogModule], providers: [PageServer] })
export class PagesModule {}
