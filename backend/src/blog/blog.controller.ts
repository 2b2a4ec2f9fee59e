import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthenticatedAdmin } from '../common/auth/authenticated-admin';
import { CurrentAdmin } from '../common/auth/current-admin.decorator';
import { Public } from '../common/auth/public.decorator';
import { ApiPaginatedResponse, type Page } from '../common/pagination/paginated';
import { IdParam } from '../common/validation/id-param.decorator';
import { BlogService } from './blog.service';
import { CreateBlogPostDto, UpdateBlogPostDto } from './dto/blog-post-body.dto';
import { BlogPostQueryDto } from './dto/blog-post-query.dto';
import { BlogPostResponseDto, BlogPostSummaryDto, BlogStatsResponseDto } from './dto/blog-post-response.dto';

const UNAUTHORIZED = 'Missing, invalid or expired admin token';

@ApiTags('blog')
@Controller('blog-posts')
export class BlogController {
  constructor(private readonly blog: BlogService) {}

  @Public()
  @Get()
  @ApiOperation({
    summary: 'List stories, newest first',
    description:
      'Items are summaries without the content (read one story by slug for it). Visitors get published stories only, whatever the query says. ' +
      'With an admin token: every post (drafts too), honouring the published, region, category and search filters.',
  })
  @ApiPaginatedResponse(BlogPostSummaryDto)
  @ApiBadRequestResponse({ description: "Invalid filter or paging value, or 'search is only available to staff' for a visitor" })
  list(@Query() query: BlogPostQueryDto, @CurrentAdmin() admin?: AuthenticatedAdmin): Promise<Page<BlogPostSummaryDto>> {
    return this.blog.list(query, admin);
  }

  // Declared before ':slug' so that /blog-posts/stats is not read as a story's slug.
  @Get('stats')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Story counts and total views for the admin stat cards', description: 'Counts every story, drafts included.' })
  @ApiOkResponse({ type: BlogStatsResponseDto })
  @ApiUnauthorizedResponse({ description: UNAUTHORIZED })
  stats(): Promise<BlogStatsResponseDto> {
    return this.blog.stats();
  }

  @Public()
  @Get(':slug')
  @ApiOperation({ summary: 'Read one story by slug', description: 'Visitors read published stories and each read counts a view; admins may also read drafts (not counted).' })
  @ApiOkResponse({ type: BlogPostResponseDto })
  @ApiNotFoundResponse({ description: 'Story not found (unknown, or unpublished for a visitor)' })
  findBySlug(@Param('slug') slug: string, @CurrentAdmin() admin?: AuthenticatedAdmin): Promise<BlogPostResponseDto> {
    return this.blog.findBySlug(slug, admin);
  }

  @Post()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Create a story' })
  @ApiCreatedResponse({ type: BlogPostResponseDto })
  @ApiBadRequestResponse({ description: 'Invalid fields (e.g. "Title is required"), or a server-owned field such as views' })
  @ApiUnauthorizedResponse({ description: UNAUTHORIZED })
  @ApiConflictResponse({ description: 'The slug is taken' })
  create(@Body() dto: CreateBlogPostDto): Promise<BlogPostResponseDto> {
    return this.blog.create(dto);
  }

  @Put(':id')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Replace a story', description: 'Same payload as create; title, slug, excerpt and content are required.' })
  @ApiOkResponse({ type: BlogPostResponseDto })
  @ApiBadRequestResponse({ description: 'Invalid fields or id' })
  @ApiUnauthorizedResponse({ description: UNAUTHORIZED })
  @ApiNotFoundResponse({ description: 'Story not found' })
  @ApiConflictResponse({ description: 'The slug is taken by another story' })
  update(@IdParam() id: number, @Body() dto: UpdateBlogPostDto): Promise<BlogPostResponseDto> {
    return this.blog.update(id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Delete a story' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiBadRequestResponse({ description: 'Invalid id' })
  @ApiUnauthorizedResponse({ description: UNAUTHORIZED })
  @ApiNotFoundResponse({ description: 'Story not found' })
  remove(@IdParam() id: number): Promise<void> {
    return this.blog.remove(id);
  }
}
