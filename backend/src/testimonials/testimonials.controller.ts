import { Body, Controller, Delete, Get, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminEndpoint } from '../common/auth/admin-endpoint.decorator';
import { AdminChange, AdminDelete, ApiInvalidBody } from '../common/http/admin-routes.decorator';
import type { AuthenticatedAdmin } from '../common/auth/authenticated-admin';
import { CurrentAdmin } from '../common/auth/current-admin.decorator';
import { IdParam } from '../common/validation/id-param.decorator';
import { Public } from '../common/auth/public.decorator';
import { PublicRead } from '../common/content/cache-headers.interceptor';
import { PublicReadCache } from '../common/content/public-read-cache';
import { ApiPaginatedResponse, type Page } from '../common/pagination/paginated';
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

  @Public()
  @Get()
  @ApiOperation({
    summary: 'List testimonials',
    description:
      'Visitors get active testimonials only. With an admin token: all of them, optionally filtered by `active`. Newest first; default limit 100.',
  })
  @ApiPaginatedResponse(TestimonialResponseDto)
  @PublicRead()
  @ApiBadRequestResponse({ description: 'Invalid region, active, limit or offset' })
  list(@Query() query: ListTestimonialsQueryDto, @CurrentAdmin() admin?: AuthenticatedAdmin): Promise<Page<TestimonialResponseDto>> {
    return this.cache.read(`testimonials?${JSON.stringify(query)}`, () => this.testimonials.list(query, { isAdmin: !!admin }), {
      staff: !!admin,
    });
  }

  @Post()
  @AdminEndpoint()
  @ApiOperation({ summary: 'Create a testimonial' })
  @ApiCreatedResponse({ type: TestimonialResponseDto })
  @ApiInvalidBody()
  create(@Body() dto: CreateTestimonialDto): Promise<TestimonialResponseDto> {
    return this.testimonials.create(dto);
  }

  @Put(':id')
  @AdminChange(
    { summary: 'Replace a testimonial', description: 'rating and active left out go back to their defaults (5 and true).' },
    TestimonialResponseDto,
    'No such testimonial',
  )
  replace(@IdParam() id: number, @Body() dto: CreateTestimonialDto): Promise<TestimonialResponseDto> {
    return this.testimonials.replace(id, dto);
  }

  @Patch(':id')
  @AdminChange(
    { summary: 'Change some fields of a testimonial', description: 'Only the fields sent change, e.g. `{ "active": false }`.' },
    TestimonialResponseDto,
    'No such testimonial',
  )
  update(@IdParam() id: number, @Body() dto: UpdateTestimonialDto): Promise<TestimonialResponseDto> {
    return this.testimonials.update(id, dto);
  }

  @Delete(':id')
  @AdminDelete('Delete a testimonial', 'No such testimonial')
  remove(@IdParam() id: number): Promise<void> {
    return this.testimonials.remove(id);
  }
}
