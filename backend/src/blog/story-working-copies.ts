import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { currentFlow } from '../common/logging/request-flow';
import { toStoryWorkingCopyResponse, type StoryWorkingCopyFieldsDto, type StoryWorkingCopyResponseDto } from './dto/story-working-copy.dto';
import { StoryWorkingCopy } from './entities/story-working-copy.entity';

/** Whose working copy: a story's (one for the story, whoever types), or the new story one member is writing. */
export type WorkingCopyOf = { postId: number } | { newStoryOf: number };

const ownerKey = (of: WorkingCopyOf) => ('postId' in of ? `post:${of.postId}` : `new:${of.newStoryOf}`);
const NO_WORKING_COPY = 'No unsaved working copy';

/**
 * Autosaved story forms. The story itself is only changed by saving it, which drops its working copy; reopening the
 * editor offers the copy that is left.
 */
@Injectable()
export class StoryWorkingCopies {
  constructor(@InjectRepository(StoryWorkingCopy) private readonly copies: Repository<StoryWorkingCopy>) {}

  async save(of: WorkingCopyOf, fields: StoryWorkingCopyFieldsDto): Promise<StoryWorkingCopyResponseDto> {
    const author = currentFlow().actor;
    const { content, ...rest } = fields;
    const owner = ownerKey(of);
    const values = {
      owner,
      authorId: author?.id ?? null,
      authorUsername: author?.username.slice(0, 100) ?? null,
      content: content ?? '',
      fields: JSON.stringify(rest),
      updatedAt: new Date(),
    };
    // Autosaves are many and say nothing new about the story: the audit log records the story's saves.
    await this.copies
      .createQueryBuilder()
      .insert()
      .values(values)
      .orUpdate(['authorId', 'authorUsername', 'content', 'fields', 'updatedAt'], ['owner'])
      .callListeners(false)
      .execute();
    return toStoryWorkingCopyResponse(await this.copies.findOneByOrFail({ owner }));
  }

  /** The copy, or null when there is none (the usual case: the editor asks each time it opens). */
  async read(of: WorkingCopyOf): Promise<StoryWorkingCopyResponseDto | null> {
    const copy = await this.copies.findOneBy({ owner: ownerKey(of) });
    return copy ? toStoryWorkingCopyResponse(copy) : null;
  }

  /** Drops the copy; with `required`, a 404 when there is none. */
  async discard(of: WorkingCopyOf, required = false): Promise<void> {
    const { affected } = await this.copies.delete({ owner: ownerKey(of) });
    if (required && !affected) throw new NotFoundException(NO_WORKING_COPY);
  }
}
