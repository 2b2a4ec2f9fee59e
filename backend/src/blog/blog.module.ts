import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaModule } from '../media/media.module';
import { BlogController } from './blog.controller';
import { BlogService } from './blog.service';
import { BlogPost } from './entities/blog-post.entity';
import { StoryViews } from './story-views';

@Module({
  imports: [TypeOrmModule.forFeature([BlogPost]), MediaModule],
  controllers: [BlogController],
  providers: [BlogService, StoryViews],
  exports: [StoryViews],
})
export class BlogModule {}
