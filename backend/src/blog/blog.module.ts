import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { VisitorKeysModule } from '../common/http/visitor-keys.module';
import { MediaModule } from '../media/media.module';
import { MediaReferences } from '../media/media-references';
import { RegionsModule } from '../regions/regions.module';
import { BlogController } from './blog.controller';
import { BlogService } from './blog.service';
import { BlogPost } from './entities/blog-post.entity';
import { StoryViews } from './story-views';
import { StorySchedule } from './story-schedule';
import { StoryRevisions } from './story-revisions';
import { StoryRevision } from './entities/story-revision.entity';
import { StoryWorkingCopy } from './entities/story-working-copy.entity';
import { StoryWorkingCopies } from './story-working-copies';
import { StoryPreviewLink } from './entities/story-preview-link.entity';
import { StoryPreviewLinks } from './story-preview-links';

@Module({
  imports: [
    TypeOrmModule.forFeature([BlogPost, StoryRevision, StoryWorkingCopy, StoryPreviewLink]),
    MediaModule,
    VisitorKeysModule,
    RegionsModule,
  ],
  controllers: [BlogController],
  providers: [BlogService, StoryViews, StorySchedule, StoryRevisions, StoryWorkingCopies, StoryPreviewLinks],
  exports: [BlogService, StoryViews, StorySchedule],
})
export class BlogModule {
  constructor(mediaReferences: MediaReferences) {
    mediaReferences.track({ entity: BlogPost, columns: ['image', 'shareImage'], name: (post) => `the story "${post.title}"` });
  }
}
