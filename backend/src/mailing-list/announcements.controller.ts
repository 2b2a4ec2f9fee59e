import { Body, Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminCreate, AdminList } from '../common/http/routes.decorator';
import type { Page } from '../common/pagination/paginated';
import { AnnouncementsService } from './announcements.service';
import { AnnouncementQueryDto, AnnouncementResponseDto, CreateAnnouncementDto } from './dto/announcement.dto';

@ApiTags('mailing-list')
@Controller('announcements')
export class AnnouncementsController {
  constructor(private readonly announcements: AnnouncementsService) {}

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
      "Each copy is queued in the mail outbox (sent once, retried); `progress` counts them. Every copy has its unsubscribe link, on the site's public address: until a mail server and that address are set, the copies wait in the outbox, and `progress.waitingFor` says which is missing.",
    record: AnnouncementResponseDto,
  })
  create(@Body() dto: CreateAnnouncementDto): Promise<AnnouncementResponseDto> {
    return this.announcements.announce(dto);
  }
}
