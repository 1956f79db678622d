import { Delete, Get, Param, Query, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminController } from '../../common/admin/admin-controller.decorator.js';
import { SimpleRestQuery, withContentRange } from '../../common/admin/simple-rest.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { AdminReviewDto } from './dto/review-admin.dto.js';
import { ReviewsAdminService } from './reviews-admin.service.js';

/** Backoffice: every review and the deletion of abusive ones. Super admins only. */
@AdminController('reviews', 'super_admin')
export class ReviewsAdminController {
  constructor(private readonly reviews: ReviewsAdminService) {}

  @Get()
  @ApiOperation({
    summary: 'Reseñas (ra-data-simple-rest)',
    description: 'sort: createdAt | rating. filter: companyId, userId, rating (1-5), q (comentario), id.',
  })
  @ApiOkResponse({ type: [AdminReviewDto] })
  async list(@Query() query: SimpleRestQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminReviewDto[]> {
    const { list, rows, total } = await this.reviews.list(query);
    return withContentRange(reply, 'reviews', list, rows, total);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Una reseña' })
  @ApiOkResponse({ type: AdminReviewDto })
  @ApiNotFoundResponse({ description: 'REVIEW_NOT_FOUND' })
  get(@Param('id') id: string): Promise<AdminReviewDto> {
    return this.reviews.get(id);
  }

  @Delete(':id')
  @ApiOperation({
    summary: 'Eliminar una reseña abusiva',
    description: 'Responde la reseña eliminada; queda en la auditoría como review.delete.',
  })
  @ApiOkResponse({ type: AdminReviewDto })
  @ApiNotFoundResponse({ description: 'REVIEW_NOT_FOUND' })
  remove(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<AdminReviewDto> {
    return this.reviews.remove(user, id);
  }
}
