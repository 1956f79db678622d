import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Min } from 'class-validator';
import { PageQuery, ToOptionalNumber } from '../../../common/pagination/pagination.js';

/** Spec 9: blog page size 6, related posts 3. A larger pageSize or limit is reduced to the cap. */
export const BLOG_PAGE_SIZE = 6;
export const BLOG_MAX_PAGE_SIZE = 24;
export const RELATED_DEFAULT = 3;
export const RELATED_MAX = 6;

export const LIMIT_MESSAGE = 'El límite debe ser un número entero mayor o igual que 1.';

/** `GET /blog/posts?page&pageSize`. */
export class ListBlogPostsQuery extends PageQuery {}

/** `GET /blog/posts/:slug/related?limit`. */
export class RelatedBlogPostsQuery {
  @ApiPropertyOptional({
    minimum: 1,
    maximum: RELATED_MAX,
    default: RELATED_DEFAULT,
    description: `Un valor mayor que ${RELATED_MAX} se reduce a ${RELATED_MAX}.`,
  })
  @ToOptionalNumber()
  @IsOptional()
  @Min(1, { message: LIMIT_MESSAGE })
  @IsInt({ message: LIMIT_MESSAGE })
  limit?: number;
}
