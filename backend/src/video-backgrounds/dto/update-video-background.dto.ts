import { PartialType } from '@nestjs/swagger';
import { CreateVideoBackgroundDto } from './create-video-background.dto';

/** PATCH body: usually `{ isActive }` (the list's toggle), but any field can be edited. */
export class UpdateVideoBackgroundDto extends PartialType(CreateVideoBackgroundDto, { skipNullProperties: false }) {}
