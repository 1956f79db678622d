import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/decorators.js';
import type { Page } from '../../common/pagination/pagination.js';
import { BlogService } from './blog.service.js';
import { BlogPostDto, BlogPostListDto, BlogPostPageDto, type BlogPostSummaryDto } from './dto/blog-post.dto.js';
import { ListBlogPostsQuery, RelatedBlogPostsQuery } from './dto/blog-queries.js';

const NOT_FOUND = 'BLOG_POST_NOT_FOUND «Post no encontrado» (también para borradores)';

/** Public blog reads: the list, one post and its related posts. Drafts are never shown. */
@ApiTags('blog')
@Public()
@Controller('blog/posts')
export class BlogController {
  constructor(private readonly blog: BlogService) {}

  @Get()
  @ApiOperation({
    summary: 'Posts publicados',
    description: 'Del más reciente al más antiguo por fecha de publicación; 6 por página, máximo 24 (un valor mayor se reduce).',
  })
  @ApiOkResponse({ type: BlogPostPageDto })
  @ApiBadRequestResponse({ description: 'VALIDATION_ERROR (page, pageSize)' })
  list(@Query() query: ListBlogPostsQuery): Promise<Page<BlogPostSummaryDto>> {
    return this.blog.list(query);
  }

  @Get(':slug')
  @ApiOperation({ summary: 'Un post publicado', description: 'El contenido es HTML saneado.' })
  @ApiParam({ name: 'slug', example: 'como-preparar-una-mudanza-paso-a-paso' })
  @ApiOkResponse({ type: BlogPostDto })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  get(@Param('slug') slug: string): Promise<BlogPostDto> {
    return this.blog.getPublished(slug);
  }

  @Get(':slug/related')
  @ApiOperation({
    summary: 'Otros posts publicados',
    description: 'En orden aleatorio, nunca el propio post; `limit` 3 por defecto, máximo 6.',
  })
  @ApiParam({ name: 'slug' })
  @ApiOkResponse({ type: BlogPostListDto })
  @ApiBadRequestResponse({ description: 'VALIDATION_ERROR (limit)' })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  async related(@Param('slug') slug: string, @Query() query: RelatedBlogPostsQuery): Promise<BlogPostListDto> {
    return { items: await this.blog.related(slug, query.limit) };
  }
}
