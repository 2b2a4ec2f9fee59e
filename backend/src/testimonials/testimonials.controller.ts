import { Body, Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthenticatedAdmin } from '../common/auth/authenticated-admin';
import { CurrentAdmin } from '../common/auth/current-admin.decorator';
import { INVALID_REGION_ACTIVE_LIST, RegionActiveListQueryDto } from '../common/content/region-active-list-query.dto';
import { AdminChange, AdminCreate, AdminDelete, AdminReplace, AdminReplaceSingleton, PublicList } from '../common/http/routes.decorator';
import { RegionOrderDto } from '../common/content/region-order';
import type { Page } from '../common/pagination/paginated';
import { IdParam } from '../common/validation/id-param.decorator';
import { CreateTestimonialDto } from './dto/create-testimonial.dto';
import { TestimonialResponseDto } from './dto/testimonial-response.dto';
import { UpdateTestimonialDto } from './dto/update-testimonial.dto';
import { TestimonialsService } from './testimonials.service';

const NOT_FOUND = 'No such testimonial';

@ApiTags('testimonials')
@Controller('testimonials')
export class TestimonialsController {
  constructor(private readonly testimonials: TestimonialsService) {}

  @PublicList({
    summary: 'List testimonials',
    description:
      'Visitors get active testimonials only. With an admin token: all of them, optionally filtered by `active`. In the order staff set (sortOrder), then newest first; default limit 100.',
    record: TestimonialResponseDto,
    invalid: INVALID_REGION_ACTIVE_LIST,
    cache: 'testimonials',
  })
  list(
    @Query() query: RegionActiveListQueryDto,
    @CurrentAdmin('testimonials') admin?: AuthenticatedAdmin,
  ): Promise<Page<TestimonialResponseDto>> {
    return this.testimonials.list(query, { isAdmin: !!admin });
  }

  @AdminCreate({ permission: 'testimonials', summary: 'Create a testimonial', record: TestimonialResponseDto })
  create(@Body() dto: CreateTestimonialDto): Promise<TestimonialResponseDto> {
    return this.testimonials.create(dto);
  }

  @AdminReplaceSingleton({
    path: 'order',
    permission: 'testimonials',
    summary: 'Reorder the testimonials of a region',
    description:
      'Every testimonial id of one region, each once, first to last; they get sortOrder 0, 1, 2… in one transaction. An unknown id, a repeated one, ids of two regions or a list missing some of the region: 400.',
    record: RegionOrderDto,
  })
  reorder(@Body() dto: RegionOrderDto): Promise<RegionOrderDto> {
    return this.testimonials.reorder(dto.ids);
  }

  @AdminReplace({
    permission: 'testimonials',
    summary: 'Replace a testimonial',
    description: 'rating and active left out go back to their defaults (5 and true).',
    record: TestimonialResponseDto,
    notFound: NOT_FOUND,
  })
  replace(@IdParam() id: number, @Body() dto: CreateTestimonialDto): Promise<TestimonialResponseDto> {
    return this.testimonials.replace(id, dto);
  }

  @AdminChange({
    permission: 'testimonials',
    summary: 'Change some fields of a testimonial',
    description: 'Only the fields sent change, e.g. `{ "active": false }`.',
    record: TestimonialResponseDto,
    notFound: NOT_FOUND,
  })
  update(@IdParam() id: number, @Body() dto: UpdateTestimonialDto): Promise<TestimonialResponseDto> {
    return this.testimonials.update(id, dto);
  }

  @AdminDelete({ permission: 'testimonials', summary: 'Delete a testimonial', notFound: NOT_FOUND })
  remove(@IdParam() id: number): Promise<void> {
    return this.testimonials.remove(id);
  }
}
