import { ApiProperty } from '@nestjs/swagger';

/** A published post in lists (`GET /blog/posts`, `GET /blog/posts/:slug/related`). */
export class BlogPostSummaryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'como-preparar-una-mudanza-paso-a-paso' }) slug: string;
  @ApiProperty() title: string;
  @ApiProperty({ description: 'Texto plano; si el autor no escribió uno, los primeros ~160 caracteres del contenido terminados en «…».' })
  excerpt: string;
  @ApiProperty({ type: String, nullable: true, example: '/uploads/demo/blog/portada.svg' }) featuredImage: string | null;
  @ApiProperty({ type: [String] }) tags: string[];
  @ApiProperty({ example: 'Admin', description: 'Nombre completo del autor, o «Admin» si el post no tiene autor.' }) authorName: string;
  @ApiProperty({ type: String, format: 'date-time' }) publishedAt: string;
  @ApiProperty({ example: 4, description: 'Minutos de lectura a 200 palabras por minuto (mínimo 1).' }) readingMinutes: number;
}

/** One published post (`GET /blog/posts/:slug`). */
export class BlogPostDto extends BlogPostSummaryDto {
  @ApiProperty({ description: 'HTML saneado.' }) content: string;
  @ApiProperty({ type: String, nullable: true }) metaDescription: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: string;
}

export class BlogPostPageDto {
  @ApiProperty({ type: [BlogPostSummaryDto] }) items: BlogPostSummaryDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

export class BlogPostListDto {
  @ApiProperty({ type: [BlogPostSummaryDto] }) items: BlogPostSummaryDto[];
}

/** A row of the backoffice list (`GET /admin/blog-posts`): drafts too, the excerpt as written. */
export class BlogPostAdminListItemDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() slug: string;
  @ApiProperty() title: string;
  @ApiProperty({ type: String, nullable: true }) excerpt: string | null;
  @ApiProperty({ type: String, nullable: true }) featuredImage: string | null;
  @ApiProperty({ type: [String] }) tags: string[];
  @ApiProperty({ type: String, nullable: true }) metaDescription: string | null;
  @ApiProperty() published: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Fecha de la primera publicación.' }) publishedAt:
    string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) authorId: string | null;
  @ApiProperty({ example: 'Admin' }) authorName: string;
  @ApiProperty({ type: String, nullable: true }) authorEmail: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: string;
  @ApiProperty({ type: String, nullable: true, example: '/blog/como-preparar-una-mudanza', description: 'Solo si está publicado.' })
  publicUrl: string | null;
}

/** One post as the backoffice sees it (`GET/POST/PUT/DELETE /admin/blog-posts[/:id]`): with its content. */
export class BlogPostAdminDto extends BlogPostAdminListItemDto {
  @ApiProperty({ description: 'HTML saneado.' }) content: string;
}
