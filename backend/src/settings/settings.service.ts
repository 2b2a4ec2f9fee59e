import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.module';
import type { Viewer } from '../common/content/region-active-page';
import { EMPTY_SETTINGS, SettingsResponseDto, toSettingsResponse } from './dto/settings-response.dto';
import type { UpdateSettingsDto } from './dto/update-settings.dto';
import { SiteSettings } from './entities/site-settings.entity';
import { checkVendorFraming, NonPublicAddressError, type FramingVerdict } from './vendor-framing';
import { FieldErrors } from '../common/validation/field-errors';
import { PublicReadCache } from '../common/content/public-read-cache';
import type { OutsideTag, PolicySettings } from '../common/http/security-headers';
import { DEFAULT_PARK_NAME } from './settings.constants';

/** A contact detail the park has not given is stored empty, and the site leaves it out. */
const blankIfNone = (value: string | null | undefined): string => value?.trim() ?? '';

/** The settings live in one row. */
const SETTINGS_ID = 1;
/** The whole framing check, redirects included, answers within this or counts as unreachable. */
const VENDOR_CHECK_DEADLINE_MS = 5_000;

@Injectable()
export class SettingsService {
  private readonly logger = new Logger(SettingsService.name);

  constructor(
    @InjectRepository(SiteSettings) private readonly settings: Repository<SiteSettings>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly cache: PublicReadCache,
  ) {}

  /**
   * What the settings add to every response's Content-Security-Policy: the ticketing site's origin (framed besides
   * our own and the video players; null while none is set) and the outside tags that are on. It is the public read
   * cache's: dropped by a save on this replica (or on any, with Redis), and never older than that cache's bound otherwise.
   */
  policySettings(): Promise<PolicySettings> {
    return this.cache.read('settings:policy', async () => {
      const row = await this.settings.findOne({
        select: { id: true, ticketingUrl: true, ga4MeasurementId: true, metaPixelId: true },
        where: { id: SETTINGS_ID },
      });
      const outsideTags: OutsideTag[] = [];
      if (row?.ga4MeasurementId) outsideTags.push('ga4');
      if (row?.metaPixelId) outsideTags.push('meta-pixel');
      return { ticketingOrigin: row?.ticketingUrl ? new URL(row.ticketingUrl).origin : null, outsideTags };
    });
  }

  /** The park's name, as the header and the mails say it; `manager` reads it inside a write's transaction. */
  async parkName(manager: EntityManager = this.settings.manager): Promise<string> {
    const row = await manager.findOne(SiteSettings, { select: { id: true, parkName: true }, where: { id: SETTINGS_ID } });
    return row?.parkName || DEFAULT_PARK_NAME;
  }

  /**
   * Before anything was saved (no seed), the site gets empty values rather than an error. The ticketing check's
   * verdict is for staff only: visitors need just whether the site may be framed.
   */
  async get(viewer: Viewer): Promise<SettingsResponseDto> {
    const settings = await this.current();
    if (!viewer.isAdmin) delete settings.ticketingCheck;
    return settings;
  }

  private async current(): Promise<SettingsResponseDto> {
    const row = await this.settings.findOneBy({ id: SETTINGS_ID });
    return row ? toSettingsResponse(row) : { ...EMPTY_SETTINGS };
  }

  /** Replaces the whole document (creating the row on first save); a new ticketing URL is checked for framing first. */
  async replace(dto: UpdateSettingsDto): Promise<SettingsResponseDto> {
    const ticketingUrl = dto.ticketingUrl ?? null;
    this.checkAllowList(ticketingUrl);
    const framing = await this.framingOf(ticketingUrl);
    const stored = await this.current();
    await this.settings.save(
      this.settings.create({
        id: SETTINGS_ID,
        parkName: dto.parkName?.trim() ?? stored.parkName,
        tagline: blankIfNone(dto.tagline),
        logoUrl: dto.logoUrl ?? null,
        phone: blankIfNone(dto.phone),
        groupsPhone: dto.groupsPhone ?? null,
        infoEmail: blankIfNone(dto.infoEmail),
        groupsEmail: blankIfNone(dto.groupsEmail),
        jobsEmail: blankIfNone(dto.jobsEmail),
        facebookUrl: dto.facebookUrl ?? null,
        instagramUrl: dto.instagramUrl ?? null,
        tiktokUrl: dto.tiktokUrl ?? null,
        youtubeUrl: dto.youtubeUrl ?? null,
        twitterUrl: dto.twitterUrl ?? null,
        ticketingUrl,
        ticketingEmbeddable: framing === 'allows-framing',
        ticketingCheck: framing,
        ticketingTakesCampaign: dto.ticketingTakesCampaign ?? stored.ticketingTakesCampaign,
        ga4MeasurementId: dto.ga4MeasurementId ?? null,
        metaPixelId: dto.metaPixelId ?? null,
      }),
    );
    return this.current();
  }

  /** Saving the other settings keeps a good verdict; a new URL, or one that failed the check, is asked again. */
  private async framingOf(url: string | null): Promise<FramingVerdict | null> {
    if (!url) return null;
    const stored = await this.current();
    if (stored.ticketingUrl === url && stored.ticketingEmbeddable) return 'allows-framing';
    try {
      const { verdict, detail } = await checkVendorFraming(url, {
        deadlineMs: VENDOR_CHECK_DEADLINE_MS,
        extraCa: this.config.ticketingCheckCa,
        allowedLoopback: this.config.ticketingCheckTestLoopback,
      });
      const line = `Ticketing site ${new URL(url).origin}: ${verdict} (${detail})`;
      if (verdict === 'allows-framing') this.logger.log(line);
      else this.logger.warn(line);
      return verdict;
    } catch (error) {
      if (!(error instanceof NonPublicAddressError)) throw error;
      throw FieldErrors.of('ticketingUrl', `Ticketing URL must be on the public internet; ${error.message}.`);
    }
  }

  /** TICKETING_ORIGINS is an optional allow-list: when the operator sets it, other origins are refused. */
  private checkAllowList(url: string | null): void {
    const allowed = this.config.ticketingOrigins;
    if (!url || !allowed.length) return;
    const origin = new URL(url).origin;
    if (allowed.includes(origin)) return;
    const message = `Ticketing URL must be on an origin allowed by the TICKETING_ORIGINS setting (${allowed.join(', ')}); ${origin} is not.`;
    throw FieldErrors.of('ticketingUrl', message);
  }
}
