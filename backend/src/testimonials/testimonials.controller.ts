import { Body, Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminChange, AdminCreate, AdminDelete, AdminReplace, PublicList } from '../common/http/routes.decorator';
import type { AuthenticatedAdmin } from '../common/auth/authenticated-admin';
import { CurrentAdmin } from '../common/auth/current-admin.decorator';
import { IdParam } from '../common/validation/id-param.decorator';
import { PublicReadCache } from '../common/content/public-read-cache';
import { type Page } from '../common/pagination/paginated';
import { CreateTestimonialDto } from './dto/create-testimonial.dto';
import { ListTestimonialsQueryDto } from './dto/list-testimonials-query.dto';
import { TestimonialResponseDto } from './dto/testimonial-response.dto';
import { UpdateTestimonialDto } from './dto/update-testimonial.dto';
import { TestimonialsService } from './testimonials.service';

@ApiTags('testimonials')
@Controller('testimonials')
export class TestimonialsController {
  constructor(
    private readonly testimonials: TestimonialsService,
    private readonly cache: PublicReadCache,
  ) {}

  @PublicList(
    {
      summary: 'List testimonials',
      description:
        'Visitors get active testimonials only. With an admin token: all of them, optionally filtered by `active`. Newest first; default limit 100.',
    },
    TestimonialResponseDto,
    'Invalid region, active, limit or offset',
  )
  list(@Query() query: ListTestimonialsQueryDto, @CurrentAdmin() admin?: AuthenticatedAdmin): Promise<Page<TestimonialResponseDto>> {
    return this.cache.read(`testimonials?${JSON.stringify(query)}`, () => this.testimonials.list(query, { isAdmin: !!admin }), {
      staff: !!admin,
    });
  }

  @AdminCreate({ summary: 'Create a testimonial' }, TestimonialResponseDto)
  create(@Body() dto: CreateTestimonialDto): Promise<TestimonialResponseDto> {
    return this.testimonials.create(dto);
  }

  @AdminReplace(
    { summary: 'Replace a testimonial', description: 'rating and active left out go back to their defaults (5 and true).' },
    TestimonialResponseDto,
    'No such testimonial',
  )
  replace(@IdParam() id: number, @Body() dto: CreateTestimonialDto): Promise<TestimonialResponseDto> {
    return this.testimonials.replace(id, dto);
  }

  @AdminChange(
    { summary: 'Change some fields of a testimonial', description: 'Only the fields sent change, e.g. `{ "active": false }`.' },
    TestimonialResponseDto,
    'No such testimonial',
  )
  update(@IdParam() id: number, @Body() dto: UpdateTestimonialDto): Promise<TestimonialResponseDto> {
    return this.testimonials.update(id, dto);
  }

  @AdminDelete('Delete a testimonial', 'No such testimonial')
  remove(@IdParam() id: number): Promise<void> {
    return this.testimonials.remove(id);
  }
}
