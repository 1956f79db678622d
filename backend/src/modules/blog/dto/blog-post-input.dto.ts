import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import type { BlogPostInput } from '../blog-input.js';

/**
 * Body of `POST` and `PUT /admin/blog-posts`. The fields are only whitelisted here:
 * `parsePostInput` (blog-input.ts) checks and normalises them, so the service enforces the rules
 * whoever calls it.
 */
export class BlogPostInputDto implements BlogPostInput {
  @ApiPropertyOptional({ maxLength: 200, description: 'Obligatorio al crear. Cambiarlo recalcula el slug.' })
  @Allow()
  title?: string;

  @ApiPropertyOptional({ description: 'HTML; se sanea al guardar. Obligatorio al crear.' })
  @Allow()
  content?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500, description: 'Texto plano; vacío = se deriva del contenido.' })
  @Allow()
  excerpt?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'https://ejemplo.es/portada.jpg',
    description: 'URL http(s) o ruta /uploads/….',
  })
  @Allow()
  featuredImage?: string | null;

  @ApiPropertyOptional({
    oneOf: [
      { type: 'string', example: 'mudanzas, consejos' },
      { type: 'array', items: { type: 'string' } },
    ],
  })
  @Allow()
  tags?: string | string[] | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 300 })
  @Allow()
  metaDescription?: string | null;

  @ApiPropertyOptional({ description: 'Publicar fija published_at la primera vez.' })
  @Allow()
  published?: boolean;
}
