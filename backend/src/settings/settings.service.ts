import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.module';
import { EMPTY_SETTINGS, SettingsResponseDto, toSettingsResponse } from './dto/settings-response.dto';
import type { UpdateSettingsDto } from './dto/update-settings.dto';
import { SiteSettings } from './entities/site-settings.entity';

/** The settings live in one row. */
const SETTINGS_ID = 1;

@Injectable()
export class SettingsService {
  constructor(
    @InjectRepository(SiteSettings) private readonly settings: Repository<SiteSettings>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Before anything was saved (no seed), the site gets empty values rather than an error. */
  async get(): Promise<SettingsResponseDto> {
    const row = await this.settings.findOneBy({ id: SETTINGS_ID });
    return row ? toSettingsResponse(row) : { ...EMPTY_SETTINGS };
  }

  /** Replaces the whole document (creating the row on first save). */
  async replace(dto: UpdateSettingsDto): Promise<SettingsResponseDto> {
    this.checkTicketingUrl(dto.ticketingUrl);
    await this.settings.save(
      this.settings.create({
        id: SETTINGS_ID,
        phone: dto.phone,
        groupsPhone: dto.groupsPhone ?? null,
        infoEmail: dto.infoEmail,
        groupsEmail: dto.groupsEmail,
        jobsEmail: dto.jobsEmail,
        newYorkAddress: dto.newYorkAddress,
        floridaAddress: dto.floridaAddress,
        facebookUrl: dto.facebookUrl ?? null,
        instagramUrl: dto.instagramUrl ?? null,
        tiktokUrl: dto.tiktokUrl ?? null,
        youtubeUrl: dto.youtubeUrl ?? null,
        twitterUrl: dto.twitterUrl ?? null,
        ticketingUrl: dto.ticketingUrl ?? null,
      }),
    );
    return this.get();
  }

  /**
   * The /tickets page frames this URL, and the Content-Security-Policy only lets frames load from
   * TICKETING_ORIGINS; any other origin would show a blocked frame, so it is refused here instead.
   */
  private checkTicketingUrl(url: string | null | undefined): void {
    if (!url) return;
    const origin = new URL(url).origin;
    if (this.config.ticketingOrigins.includes(origin)) return;
    const allowed = this.config.ticketingOrigins.join(', ') || 'none';
    const message = `Ticketing URL must be on an origin allowed by the TICKETING_ORIGINS setting (${allowed}); ${origin} is not. Add it to TICKETING_ORIGINS and restart to use it.`;
    throw new BadRequestException({ statusCode: 400, message: [message], error: 'Bad Request', errors: { ticketingUrl: [message] } });
  }
}
