import { Module } from '@nestjs/common';
import { BlogModule } from '../blog/blog.module';
import { RegionsModule } from '../regions/regions.module';
import { PageServer } from './page-server';
import { PageVisitsController } from './page-visits.controller';

/** The site's pages (PageServer) and what their beacon reports; imported by AppModule when SERVE_PAGES is on. */
@Module({ imports: [BlogModule, RegionsModule], controllers: [PageVisitsController], providers: [PageServer] })
export class PagesModule {}
