import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Not, Repository } from 'typeorm';
import { pageWindow, paginated, type Page } from '../common/pagination/paginated';
import { MailOutboxService } from '../notifications/mail-outbox.service';
import { RegionsService } from '../regions/regions.service';
import { SettingsService } from '../settings/settings.service';
import {
  toAnnouncementResponse,
  type AnnouncementQueryDto,
  type AnnouncementResponseDto,
  type CreateAnnouncementDto,
} from './dto/announcement.dto';
import { Announcement } from './entities/announcement.entity';
import { Subscriber } from './entities/subscriber.entity';
import { announcementMail } from './mailing-list-mails';
import { storedTranslations } from '../common/content/translations';
import { announcementAbout } from './mailing-list.constants';

/**
 * Announcements to a region's confirmed subscribers. Each copy is queued in the mail outbox in the transaction that
 * records the announcement, so it is sent once by whichever replica claims it, retried while the mail server fails,
 * and a restart in the middle resumes where it stopped; the progress is the outbox's count of its copies.
 */
@Injectable()
export class AnnouncementsService {
  constructor(
    @InjectRepository(Announcement) private readonly announcements: Repository<Announcement>,
    private readonly outbox: MailOutboxService,
    private readonly settings: SettingsService,
    private readonly regions: RegionsService,
  ) {}

  /**
   * Sends an announcement (e.g. "Florida is open") to the region's confirmed subscribers: queued always, so without a
   * mail server (or the site's public address) its copies wait in the outbox, and the answer says what for.
   */
  async announce(dto: CreateAnnouncementDto): Promise<AnnouncementResponseDto> {
    const subject = dto.subject.trim();
    const body = dto.body.trim();
    const translations = storedTranslations(dto.translations ?? {});
    const regionName = await this.regions.nameOf(dto.region);
    const id = await this.announcements.manager.transaction(async (manager) => {
      const recipients = await manager.find(Subscriber, {
        where: { region: dto.region, confirmedAt: Not(IsNull()) },
        order: { id: 'ASC' },
      });
      const parkName = await this.settings.parkName(manager);
      const saved = await manager.save(
        manager.create(Announcement, { region: dto.region, subject, body, translations, recipients: recipients.length }),
      );
      for (const subscriber of recipients)
        await this.outbox.queueMail(manager, subscriber.email, announcementAbout(saved.id), () =>
          announcementMail(subscriber, saved, { parkName, regionName }),
        );
      return saved.id;
    });
    this.outbox.nudge();
    const [announcement] = await this.withProgress([await this.announcements.findOneByOrFail({ id })]);
    return announcement;
  }

  async list(query: AnnouncementQueryDto): Promise<Page<AnnouncementResponseDto>> {
    const window = pageWindow(query);
    const [rows, total] = await this.announcements.findAndCount({
      where: query.region ? { region: query.region } : {},
      order: { id: 'DESC' },
      take: window.limit,
      skip: window.offset,
    });
    return paginated(await this.withProgress(rows), total, window);
  }

  private async withProgress(rows: Announcement[]): Promise<AnnouncementResponseDto[]> {
    const counts = await this.outbox.countsAbout(rows.map((row) => announcementAbout(row.id)));
    // Every copy carries its unsubscribe link, made on the site's public address.
    const waitingFor = await this.outbox.pendingMailWaitsFor(true);
    return rows.map((row) => {
      const { sent, pending, failed } = counts.get(announcementAbout(row.id))!;
      return toAnnouncementResponse(row, { sent, pending, failed, waitingFor: pending > 0 ? waitingFor : null });
    });
  }
}
