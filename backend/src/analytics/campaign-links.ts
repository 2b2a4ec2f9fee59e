import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request } from 'express';
import { Repository } from 'typeorm';
import { deleteOr404, findOr404, idNotFound } from '../common/database/rows-or-404';
import { VisitCount } from '../common/visits/visit-count.entity';
import { VisitCounter } from '../common/visits/visit-counter';
import { toCampaignLinkResponse, type CampaignLinkBodyDto, type CampaignLinkResponseDto } from './dto/campaign-link.dto';
import { CampaignLink } from './entities/campaign-link.entity';

const notFound = idNotFound('campaign link');

/** Staff's short tracking links (/go/{slug}) and what each brought: visitors who followed it, their ticket clicks. */
@Injectable()
export class CampaignLinks {
  constructor(
    @InjectRepository(CampaignLink) private readonly links: Repository<CampaignLink>,
    @InjectRepository(VisitCount) private readonly counts: Repository<VisitCount>,
    private readonly visits: VisitCounter,
  ) {}

  /** Newest first. */
  async list(): Promise<CampaignLinkResponseDto[]> {
    return this.withCounts(await this.links.find({ order: { createdAt: 'DESC', id: 'DESC' } }));
  }

  async create(body: CampaignLinkBodyDto): Promise<CampaignLinkResponseDto> {
    const saved = await this.links.save(this.links.create({ ...body, medium: body.medium ?? '' }));
    return this.get(saved.id);
  }

  async replace(id: number, body: CampaignLinkBodyDto): Promise<CampaignLinkResponseDto> {
    const link = await findOr404(this.links, { id }, notFound);
    await this.links.save(this.links.merge(link, { ...body, medium: body.medium ?? '' }));
    return this.get(id);
  }

  async remove(id: number): Promise<void> {
    await deleteOr404(this.links, { id }, notFound);
  }

  /**
   * Where /go/{slug} sends a visitor: the link's page with its campaign as utm_… parameters (the page keeps them for the
   * visit), the follow counted; the home page for a link that does not exist (any more).
   */
  async follow(slug: string, request: Request): Promise<string> {
    const link = await this.links.findOneBy({ slug });
    if (!link) return '/';
    this.visits.count('link-follow', { path: goPath(slug), campaign: link.campaign, source: link.source, medium: link.medium }, request);
    const target = new URL(link.targetPath, 'http://site.invalid');
    const utm = { utm_source: link.source, utm_medium: link.medium, utm_campaign: link.campaign };
    for (const [name, value] of Object.entries(utm)) if (value) target.searchParams.set(name, value);
    return `${target.pathname}${target.search}${target.hash}`;
  }

  private async get(id: number): Promise<CampaignLinkResponseDto> {
    const [link] = await this.withCounts([await findOr404(this.links, { id }, notFound)]);
    return link;
  }

  private async withCounts(links: CampaignLink[]): Promise<CampaignLinkResponseDto[]> {
    const follows = await this.totals('link-follow', 'path');
    const ticketClicks = await this.totals('ticket-click', 'campaign');
    return links.map((link) =>
      toCampaignLinkResponse(link, { follows: follows.get(goPath(link.slug)) ?? 0, ticketClicks: ticketClicks.get(link.campaign) ?? 0 }),
    );
  }

  /** The all-time totals of `event` per value of `by`. */
  private async totals(event: VisitCount['event'], by: 'path' | 'campaign'): Promise<Map<string, number>> {
    const rows = (await this.counts
      .createQueryBuilder('count')
      .select(`count.${by}`, 'key')
      .addSelect('SUM(count.total)', 'total')
      .where('count.event = :event', { event })
      .groupBy(`count.${by}`)
      .getRawMany()) as { key: string; total: string | number }[];
    return new Map(rows.map((row) => [row.key, Number(row.total)]));
  }
}

function goPath(slug: string): string {
  return `/go/${slug}`;
}
