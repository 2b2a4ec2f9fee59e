import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { VideoBackground } from './entities/video-background.entity';
import { VideoBackgroundsController } from './video-backgrounds.controller';
import { VideoBackgroundsService } from './video-backgrounds.service';

@Module({
  imports: [TypeOrmModule.forFeature([VideoBackground])],
  controllers: [VideoBackgroundsController],
  providers: [VideoBackgroundsService],
})
export class VideoBackgroundsModule {}
