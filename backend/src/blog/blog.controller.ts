import { Body, Controller, Inject, Param, Query, Req } from '@nestjs/common';
import { ApiConflictResponse, ApiGoneResponse, ApiNotFoundResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  AdminAction,
  AdminCreate,
  AdminDelete,
  AdminGet,
  AdminReplace,
  AdminReplaceSingleton,
  INVALID_ID,
  PublicGet,
  PublicList,
  SecretLinkGet,
} from '../common/http/routes.decorator';
import { siteOrigin } from '../common/http/site-origin';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.module';
import { CreatedStoryPreviewLinkDto, StoryPreviewLinkResponseDto } from './dto/story-preview-link.dto';
import type { Request } from 'express';
import type { AuthenticatedAdmin } from '../common/auth/authenticated-admin';
import { CurrentAdmin } from '../common/auth/current-admin.decorator';
import { onEveryRead } from '../common/content/public-responses';
import { type CursorPage } from '../common/pagination/paginated';
import { IdParam } from '../common/validation/id-param.decorator';
import { BlogService } from './blog.service';
import { StoryViews } from './story-views';
import { CreateBlogPostDto, UpdateBlogPostDto } from './dto/blog-post-body.dto';
import { BlogPostQueryDto } from './dto/blog-post-query.dto';
import { BlogPostResponseDto, BlogPostSummaryDto, BlogStatsResponseDto } from './dto/blog-post-response.dto';
import { StoryRevisionResponseDto } from './dto/story-revision-response.dto';
import { SaveStoryWorkingCopyDto, StoryWorkingCopyResponseDto } from './dto/story-working-copy.dto';
import { StoryWorkingCopies } from './story-working-copies';

@ApiTags('blog')
@Controller('blog-posts')
export class BlogController {
  constructor(
    private readonly blog: BlogService,
    private readonly storyViews: StoryViews,
    private readonly workingCopies: StoryWorkingCopies,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @PublicList({
    summary: 'List stories, newest first',
    description:
      'Items are summaries without the content (read one story by slug for it). Visitors get published stories only, whatever the query says. ' +
      'With an admin token: every post (drafts too), honouring the published, region, category and search filters.',
    record: BlogPostSummaryDto,
    invalid: "Invalid filter or paging value, or 'search is only available to staff' for a visitor",
    cache: 'stories',
    page: { description: 'One page of stories; nextCursor fetches the next', cursor: true },
  })
  list(@Query() query: BlogPostQueryDto, @CurrentAdmin('stories') admin?: AuthenticatedAdmin): Promise<CursorPage<BlogPostSummaryDto>> {
    return this.blog.list(query, admin);
  }

  // Declared before ':id' so that /blog-posts/stats is not read as a story's slug.
  @AdminGet('stats', {
    permission: 'stories',
    summary: 'Story counts and total views for the admin stat cards',
    description: 'Counts every story, drafts included: in all, and per region (every region of the regions table, in its order).',
    response: BlogStatsResponseDto,
  })
  stats(): Promise<BlogStatsResponseDto> {
    return this.blog.stats();
  }

  // Declared before ':id' as well; a story cannot take the slug working-copy.
  @AdminGet('working-copy', {
    permission: 'stories',
    summary: 'The autosaved form of the new story the member is writing',
    description: 'What the editor autosaved for a story not created yet; null when there is none.',
    response: { type: StoryWorkingCopyResponseDto, description: 'The working copy, or null' },
  })
  async newStoryWorkingCopy(@CurrentAdmin() admin: AuthenticatedAdmin): Promise<StoryWorkingCopyResponseDto | null> {
    return this.workingCopies.read(await this.blog.workingCopyOf(undefined, admin));
  }

  @AdminReplaceSingleton({
    path: 'working-copy',
    permission: 'stories',
    summary: 'Autosave the form of the new story the member is writing',
    description: 'Kept until the story is created (or the copy discarded). The fields need not be valid yet.',
    record: StoryWorkingCopyResponseDto,
  })
  async saveNewStoryWorkingCopy(
    @Body() dto: SaveStoryWorkingCopyDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<StoryWorkingCopyResponseDto> {
    return this.workingCopies.save(await this.blog.workingCopyOf(undefined, admin), dto.fields);
  }

  @AdminDelete({
    path: 'working-copy',
    permission: 'stories',
    summary: 'Discard the working copy of the new story',
    notFound: 'No unsaved working copy',
  })
  async discardNewStoryWorkingCopy(@CurrentAdmin() admin: AuthenticatedAdmin): Promise<void> {
    await this.workingCopies.discard(await this.blog.workingCopyOf(undefined, admin), true);
  }

  @SecretLinkGet('preview/:token', {
    summary: 'Read a story through its preview link',
    description:
      'No sign-in: the token of a preview link (POST /api/blog-posts/{id}/preview-links) opens the story as it is now, draft or ' +
      'scheduled, until the link expires (7 days) or is revoked (410, code PREVIEW_LINK_GONE). Never cached; counts no view.',
    response: BlogPostResponseDto,
    notFound: 'No such preview link',
  })
  @ApiGoneResponse({ description: 'The link expired or was revoked (PREVIEW_LINK_GONE)' })
  preview(@Param('token') token: string): Promise<BlogPostResponseDto> {
    return this.blog.preview(token);
  }

  // The path parameter is named like the one of PUT and DELETE on the same path, as OpenAPI requires of one path.
  @PublicGet(':id', {
    summary: 'Read one story by slug',
    description:
      'Visitors read published stories; a read counts one view per visitor per hour, written within seconds. Admins may also read drafts (not counted).',
    response: BlogPostResponseDto,
    notFound: 'Story not found (unknown, or unpublished for a visitor)',
    cache: 'story',
  })
  @ApiParam({ name: 'id', description: "The story's slug", type: String })
  async findBySlug(
    @Param('id') slug: string,
    @Req() req: Request,
    @CurrentAdmin('stories') admin?: AuthenticatedAdmin,
  ): Promise<BlogPostResponseDto> {
    const story = await this.blog.findBySlug(slug, admin);
    // Every visitor's read counts, the ones answered from the cache too.
    if (!admin) onEveryRead(req, (read) => this.storyViews.countView(slug, read));
    return story;
  }

  @AdminCreate({
    permission: 'stories',
    summary: 'Create a story',
    record: BlogPostResponseDto,
    invalid: 'Invalid fields (e.g. "Title is required"), or a server-owned field such as views',
  })
  @ApiConflictResponse({ description: 'The slug is taken' })
  create(@Body() dto: CreateBlogPostDto, @CurrentAdmin() admin: AuthenticatedAdmin): Promise<BlogPostResponseDto> {
    return this.blog.create(dto, admin);
  }

  @AdminReplace({
    permission: 'stories',
    summary: 'Replace a story',
    description: 'Same payload as create; title, slug, excerpt and content are required.',
    record: BlogPostResponseDto,
    notFound: 'Story not found',
    invalid: 'Invalid fields or id',
  })
  @ApiConflictResponse({ description: 'The slug is taken by another story' })
  update(@IdParam() id: number, @Body() dto: UpdateBlogPostDto): Promise<BlogPostResponseDto> {
    return this.blog.update(id, dto);
  }

  @AdminGet(':id/revisions', {
    permission: 'stories',
    summary: "A story's revisions, newest first",
    description: 'One per save (create, update, restore), with who saved it and the fields; the newest 50 are kept.',
    response: { type: [StoryRevisionResponseDto] },
  })
  @ApiNotFoundResponse({ description: 'Story not found' })
  revisions(@IdParam() id: number): Promise<StoryRevisionResponseDto[]> {
    return this.blog.listRevisions(id);
  }

  @AdminAction(':id/revisions/:revisionId/restore', {
    permission: 'stories',
    summary: 'Restore a revision of a story',
    description:
      "Puts the revision's title, excerpt, content, region, category, image, distance, read time and featured back, as a new save " +
      '(a new revision). The slug and the publishing state stay as they are.',
    response: BlogPostResponseDto,
    invalid: false,
  })
  @ApiNotFoundResponse({ description: 'Story or revision not found' })
  restore(@IdParam() id: number, @IdParam('revisionId') revisionId: number): Promise<BlogPostResponseDto> {
    return this.blog.restoreRevision(id, revisionId);
  }

  @AdminGet(':id/working-copy', {
    permission: 'stories',
    summary: "A story's autosaved working copy",
    description: 'What the editor autosaved and was not saved into the story yet; null when there is none.',
    response: { type: StoryWorkingCopyResponseDto, description: 'The working copy, or null' },
  })
  @ApiNotFoundResponse({ description: 'Story not found' })
  async workingCopy(@IdParam() id: number, @CurrentAdmin() admin: AuthenticatedAdmin): Promise<StoryWorkingCopyResponseDto | null> {
    return this.workingCopies.read(await this.blog.workingCopyOf(id, admin));
  }

  @AdminReplace({
    path: ':id/working-copy',
    permission: 'stories',
    summary: "Autosave a story's form as its working copy",
    description:
      'Never changes the story (nor its published version): saving the story does, and drops the copy. The fields need not be valid yet.',
    record: StoryWorkingCopyResponseDto,
    notFound: 'Story not found',
  })
  async saveWorkingCopy(
    @IdParam() id: number,
    @Body() dto: SaveStoryWorkingCopyDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<StoryWorkingCopyResponseDto> {
    return this.workingCopies.save(await this.blog.workingCopyOf(id, admin), dto.fields);
  }

  @AdminDelete({
    path: ':id/working-copy',
    permission: 'stories',
    summary: "Discard a story's working copy",
    notFound: 'Story not found, or no unsaved working copy',
  })
  async discardWorkingCopy(@IdParam() id: number, @CurrentAdmin() admin: AuthenticatedAdmin): Promise<void> {
    await this.workingCopies.discard(await this.blog.workingCopyOf(id, admin), true);
  }

  @AdminCreate({
    path: ':id/preview-links',
    permission: 'stories',
    summary: 'Share a preview of a story',
    description:
      'A link that shows the story exactly as its page will look, to anyone holding it, without signing in (noindex), for 7 days ' +
      'or until revoked. The list of links that still work shows it again.',
    record: CreatedStoryPreviewLinkDto,
    invalid: INVALID_ID,
  })
  @ApiNotFoundResponse({ description: 'Story not found' })
  sharePreview(@IdParam() id: number, @Req() req: Request): Promise<CreatedStoryPreviewLinkDto> {
    return this.blog.createPreviewLink(id, siteOrigin(this.config, req));
  }

  @AdminGet(':id/preview-links', {
    permission: 'stories',
    summary: "A story's preview links that still work, newest first, each with its url to share again",
    response: { type: [StoryPreviewLinkResponseDto] },
  })
  @ApiNotFoundResponse({ description: 'Story not found' })
  previewLinks(@IdParam() id: number, @Req() req: Request): Promise<StoryPreviewLinkResponseDto[]> {
    return this.blog.listPreviewLinks(id, siteOrigin(this.config, req));
  }

  @AdminDelete({
    path: ':id/preview-links/:linkId',
    permission: 'stories',
    summary: 'Revoke a preview link',
    description: 'The link stops working at once (410).',
    notFound: 'Story or link not found',
  })
  revokePreview(@IdParam() id: number, @IdParam('linkId') linkId: number): Promise<void> {
    return this.blog.revokePreviewLink(id, linkId);
  }

  @AdminDelete({ permission: 'stories', summary: 'Delete a story', notFound: 'Story not found' })
  remove(@IdParam() id: number): Promise<void> {
    return this.blog.remove(id);
  }
}
