import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { deleteOr404, findOr404, idNotFound } from '../common/database/rows-or-404';
import type { RegionActiveListQueryDto } from '../common/content/region-active-list-query.dto';
import { regionActivePage, type Viewer } from '../common/content/region-active-page';
import { reorderRegion, type RegionOrderDto } from '../common/content/region-order';
import { type Page } from '../common/pagination/paginated';
import type { CreateTestimonialDto } from './dto/create-testimonial.dto';
import { TestimonialResponseDto, toTestimonialResponse } from './dto/testimonial-response.dto';
import type { UpdateTestimonialDto } from './dto/update-testimonial.dto';
import { Testimonial } from './entities/testimonial.entity';

@Injectable()
export class TestimonialsService {
  constructor(@InjectRepository(Testimonial) private readonly testimonials: Repository<Testimonial>) {}

  /** In the order staff set; newest first among equals, so a fresh review shows up first in the carousel. */
  async list(query: RegionActiveListQueryDto, viewer: Viewer): Promise<Page<TestimonialResponseDto>> {
    const page = await regionActivePage(this.testimonials, query, viewer, { sortOrder: 'ASC', createdAt: 'DESC', id: 'DESC' });
    return { ...page, items: page.items.map(toTestimonialResponse) };
  }

  async create(dto: CreateTestimonialDto): Promise<TestimonialResponseDto> {
    const saved = await this.testimonials.save(this.testimonials.create(withDefaults(dto)));
    return this.get(saved.id);
  }

  /** PUT: the body replaces the testimonial; rating and active left out go back to 5 and true. */
  async replace(id: number, dto: CreateTestimonialDto): Promise<TestimonialResponseDto> {
    const testimonial = await findOr404(this.testimonials, { id }, notFound);
    await this.testimonials.save(this.testimonials.merge(testimonial, withDefaults(dto)));
    return this.get(id);
  }

  /** PATCH: only the fields sent change. */
  async update(id: number, dto: UpdateTestimonialDto): Promise<TestimonialResponseDto> {
    const changes = Object.fromEntries(Object.entries(dto).filter(([, value]) => value !== undefined));
    const testimonial = await findOr404(this.testimonials, { id }, notFound);
    await this.testimonials.save(this.testimonials.merge(testimonial, changes));
    return this.get(id);
  }

  reorder(ids: number[]): Promise<RegionOrderDto> {
    return reorderRegion(this.testimonials, ids, 'testimonial');
  }

  async remove(id: number): Promise<void> {
    await deleteOr404(this.testimonials, { id }, notFound);
  }

  private async get(id: number): Promise<TestimonialResponseDto> {
    return toTestimonialResponse(await findOr404(this.testimonials, { id }, notFound));
  }
}

function withDefaults(dto: CreateTestimonialDto): Omit<Testimonial, 'id' | 'createdAt' | 'sortOrder'> {
  return { ...dto, rating: dto.rating ?? 5, active: dto.active ?? true };
}

const notFound = idNotFound('Testimonial');
