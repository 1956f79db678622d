import { Body, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminController } from '../../common/admin/admin-controller.decorator.js';
import { SimpleRestQuery, withContentRange } from '../../common/admin/simple-rest.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { BlogAdminService } from './blog-admin.service.js';
import { BlogMessages } from './blog-errors.js';
import { BlogPostInputDto } from './dto/blog-post-input.dto.js';
import { BlogPostAdminDto, BlogPostAdminListItemDto } from './dto/blog-post.dto.js';

const NOT_FOUND = { description: `BLOG_POST_NOT_FOUND «${BlogMessages.NOT_FOUND}»` };
const INVALID = {
  description: `VALIDATION_ERROR con \`errors\` por campo (al crear sin título o contenido: «${BlogMessages.CREATE_INCOMPLETE}»)`,
};

/** Blog admin (spec 2): super admins write, publish and delete posts. Every write is audited. */
@AdminController('blog-posts', 'super_admin')
export class BlogAdminController {
  constructor(private readonly blog: BlogAdminService) {}

  @Get()
  @ApiOperation({
    summary: 'Posts (borradores incluidos)',
    description:
      'ra-data-simple-rest. Filtros: q (título), published, tag. Orden: createdAt, updatedAt, publishedAt, title. Sin contenido.',
  })
  @ApiOkResponse({
    type: [BlogPostAdminListItemDto],
    headers: { 'Content-Range': { description: 'blog-posts <primero>-<último>/<total>' } },
  })
  @ApiBadRequestResponse({ description: 'VALIDATION_ERROR (sort, range o filter)' })
  async list(@Query() query: SimpleRestQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<BlogPostAdminListItemDto[]> {
    const { list, rows, total } = await this.blog.list(query);
    return withContentRange(reply, 'blog-posts', list, rows, total);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Un post con su contenido' })
  @ApiOkResponse({ type: BlogPostAdminDto })
  @ApiNotFoundResponse(NOT_FOUND)
  get(@Param('id') id: string): Promise<BlogPostAdminDto> {
    return this.blog.get(id);
  }

  @Post()
  @ApiOperation({ summary: 'Crear un post', description: 'El autor es quien lo crea. El slug sale del título (único: -2, -3…).' })
  @ApiCreatedResponse({ type: BlogPostAdminDto })
  @ApiBadRequestResponse(INVALID)
  create(@CurrentUser() user: AuthUser, @Body() dto: BlogPostInputDto): Promise<BlogPostAdminDto> {
    return this.blog.create(user, dto);
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Editar, publicar o pasar a borrador',
    description: 'Solo cambia lo enviado; un título nuevo recalcula el slug.',
  })
  @ApiOkResponse({ type: BlogPostAdminDto })
  @ApiBadRequestResponse(INVALID)
  @ApiNotFoundResponse(NOT_FOUND)
  update(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() dto: BlogPostInputDto): Promise<BlogPostAdminDto> {
    return this.blog.update(id, dto, user);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Eliminar un post', description: 'Responde el post eliminado.' })
  @ApiOkResponse({ type: BlogPostAdminDto })
  @ApiNotFoundResponse(NOT_FOUND)
  remove(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<BlogPostAdminDto> {
    return this.blog.remove(id, user);
  }
}
