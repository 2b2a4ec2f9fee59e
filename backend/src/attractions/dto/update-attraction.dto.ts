import { PartialType } from '@nestjs/swagger';
import { CreateAttractionDto } from './create-attraction.dto';

/** PATCH body: any subset of the create fields (e.g. `{ featured: true }`). */
export class UpdateAttractionDto extends PartialType(CreateAttractionDto, { skipNullProperties: false }) {}
