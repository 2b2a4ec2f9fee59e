import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { RegionActiveCollectionRoutes } from '../common/content/region-active-collection-routes';
import { CreateTestimonialDto } from './dto/create-testimonial.dto';
import { TestimonialResponseDto } from './dto/testimonial-response.dto';
import { UpdateTestimonialDto } from './dto/update-testimonial.dto';
import { TestimonialsService } from './testimonials.service';

@ApiTags('testimonials')
@Controller('testimonials')
export class TestimonialsController extends RegionActiveCollectionRoutes({
  name: 'testimonials',
  bodies: { create: CreateTestimonialDto, update: UpdateTestimonialDto },
  record: TestimonialResponseDto,
  notFound: 'No such testimonial',
  list: {
    summary: 'List testimonials',
    description:
      'Visitors get active testimonials only. With an admin token: all of them, optionally filtered by `active`. Newest first; default limit 100.',
  },
  create: 'Create a testimonial',
  replace: { summary: 'Replace a testimonial', description: 'rating and active left out go back to their defaults (5 and true).' },
  update: { summary: 'Change some fields of a testimonial', description: 'Only the fields sent change, e.g. `{ "active": false }`.' },
  remove: 'Delete a testimonial',
}) {
  constructor(protected readonly service: TestimonialsService) {
    super();
  }
}
