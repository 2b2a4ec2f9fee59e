import { Body, Controller, Inject, Query, Req } from '@nestjs/common';
import { ApiConflictResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AdminCreate, AdminList } from '../common/http/routes.decorator';
import { siteOrigin } from '../common/http/site-origin';
import type { Page } from '../common/pagination/paginated';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.module';
import { AnnouncementsService } from './announcements.service';
import { AnnouncementQueryDto, AnnouncementResponseDto, CreateAnnouncementDto } from './dto/announcement.dto';

@ApiTags('mailing-list')
@Controller('announcements')
export class AnnouncementsController {
  constructor(
    private readonly announcements: AnnouncementsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @AdminList({
    permission: 'announcements',
    summary: 'List announcements, newest first, with how many of their mails are sent',
    record: AnnouncementResponseDto,
  })
  list(@Query() query: AnnouncementQueryDto): Promise<Page<AnnouncementResponseDto>> {
    return this.announcements.list(query);
  }

  @AdminCreate({
    permission: 'announcements',
    summary: "Send an announcement to a region's confirmed subscribers",
    description:
      'Each copy is queued in the mail outbox (sent once, retried); `progress` counts them. Every copy has its unsubscribe link.',
    record: AnnouncementResponseDto,
  })
  @ApiConflictResponse({ description: 'E-mail is not configured (code MAIL_NOT_CONFIGURED)' })
  create(@Body() dto: CreateAnnouncementDto, @Req() req: Request): Promise<AnnouncementResponseDto> {
    return this.announcements.announce(dto, siteOrigin(this.config, req));
  }
}
