import { PartialType } from '@nestjs/swagger';
import { CreateFaqEntryDto } from './create-faq-entry.dto';

/** PATCH body: any subset of the create fields (e.g. `{ sortOrder: 3 }` to move a question). */
export class UpdateFaqEntryDto extends PartialType(CreateFaqEntryDto, { skipNullProperties: false }) {}
