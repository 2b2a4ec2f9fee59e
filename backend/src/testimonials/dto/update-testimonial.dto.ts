import { PartialType } from '@nestjs/swagger';
import { CreateTestimonialDto } from './create-testimonial.dto';

/** PATCH body: any subset of the create fields (e.g. `{ active: false }`). */
export class UpdateTestimonialDto extends PartialType(CreateTestimonialDto, { skipNullProperties: false }) {}
