import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Page } from '../../common/pagination/pagination.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Public, Roles } from '../../common/auth/decorators.js';
import {
  CreateReviewDto,
  ListReviewsQuery,
  MyReviewDto,
  ReplyReviewDto,
  ReviewDto,
  ReviewPageDto,
  ReviewStatsDto,
  UpdateReviewDto,
} from './dto/review.dto.js';
import { ReviewsService } from './reviews.service.js';

const COMPANY_404 = { description: 'COMPANY_NOT_FOUND «Empresa no encontrada» (también si está suspendida o inactiva)' };

/** Reviews of a company (`:id` is the company id or its `{slug}-{id}`) and of the author. */
@ApiTags('reviews')
@Controller()
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Public()
  @Get('companies/:id/reviews')
  @ApiOperation({
    summary: 'Reseñas de una empresa',
    description: 'Primero las «Contratado en Rutalia», después de la más reciente a la más antigua; 10 por página (máximo 50).',
  })
  @ApiOkResponse({ type: ReviewPageDto })
  @ApiNotFoundResponse(COMPANY_404)
  list(@Param('id') id: string, @Query() query: ListReviewsQuery): Promise<Page<ReviewDto>> {
    return this.reviews.list(id, query);
  }

  @Public()
  @Get('companies/:id/reviews/stats')
  @ApiOperation({
    summary: 'Estadísticas de reseñas',
    description: 'Media ponderada (las «Contratado en Rutalia» cuentan el doble; 1 decimal), total, verificadas y distribución de 1 a 5.',
  })
  @ApiOkResponse({ type: ReviewStatsDto })
  @ApiNotFoundResponse(COMPANY_404)
  stats(@Param('id') id: string): Promise<ReviewStatsDto> {
    return this.reviews.stats(id);
  }

  @Get('companies/:id/reviews/mine')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Mi reseña de una empresa', description: '`{ review: null }` si aún no la has escrito.' })
  @ApiOkResponse({ type: MyReviewDto })
  @ApiUnauthorizedResponse({ description: 'UNAUTHENTICATED' })
  @ApiNotFoundResponse(COMPANY_404)
  async mine(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<MyReviewDto> {
    return { review: await this.reviews.mine(user, id) };
  }

  @Post('companies/:id/reviews')
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Escribir una reseña',
    description:
      'Una por usuario y empresa; no sobre la propia empresa. Con `requestId` (solicitud completada, propuesta aceptada de esta ' +
      'empresa, escrita por su cliente) queda «Contratado en Rutalia», una por solicitud, y sustituye la reseña sin verificar anterior.',
  })
  @ApiCreatedResponse({ type: ReviewDto })
  @ApiBadRequestResponse({ description: 'VALIDATION_ERROR (valoración 1-5, comentario de 1000 caracteres como mucho, requestId uuid)' })
  @ApiUnauthorizedResponse({ description: 'UNAUTHENTICATED' })
  @ApiForbiddenResponse({
    description: 'SELF_REVIEW «No puedes valorar tu propia empresa.»; FORBIDDEN (no eres el cliente de la solicitud); NOT_HIRED_COMPANY',
  })
  @ApiConflictResponse({
    description: 'REVIEW_EXISTS «Ya has escrito una reseña para esta empresa.»; REQUEST_NOT_COMPLETED; REQUEST_ALREADY_REVIEWED',
  })
  @ApiNotFoundResponse({ description: `${COMPANY_404.description}; REQUEST_NOT_FOUND «Solicitud no encontrada» (con requestId)` })
  create(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() dto: CreateReviewDto): Promise<ReviewDto> {
    return this.reviews.create(user, id, dto);
  }

  @Patch('reviews/:id')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Editar mi reseña' })
  @ApiOkResponse({ type: ReviewDto })
  @ApiForbiddenResponse({ description: 'FORBIDDEN (no eres el autor)' })
  @ApiNotFoundResponse({ description: 'REVIEW_NOT_FOUND «Reseña no encontrada»' })
  update(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() dto: UpdateReviewDto): Promise<ReviewDto> {
    return this.reviews.update(user, id, dto);
  }

  @Post('reviews/:id/reply')
  @Roles('company')
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Responder a una reseña',
    description: 'Solo la cuenta de la empresa valorada, una sola vez; la respuesta es pública.',
  })
  @ApiCreatedResponse({ type: ReviewDto })
  @ApiBadRequestResponse({ description: 'VALIDATION_ERROR (texto de 1 a 1000 caracteres)' })
  @ApiUnauthorizedResponse({ description: 'UNAUTHENTICATED' })
  @ApiForbiddenResponse({ description: 'FORBIDDEN «Solo la empresa valorada puede responder a esta reseña.»' })
  @ApiNotFoundResponse({ description: 'REVIEW_NOT_FOUND «Reseña no encontrada»' })
  @ApiConflictResponse({ description: 'REVIEW_ALREADY_REPLIED «Ya has respondido a esta reseña.»' })
  reply(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() dto: ReplyReviewDto): Promise<ReviewDto> {
    return this.reviews.reply(user, id, dto);
  }

  @Delete('reviews/:id')
  @ApiBearerAuth()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Eliminar mi reseña' })
  @ApiNoContentResponse()
  @ApiForbiddenResponse({ description: 'FORBIDDEN (no eres el autor)' })
  @ApiNotFoundResponse({ description: 'REVIEW_NOT_FOUND «Reseña no encontrada»' })
  remove(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    return this.reviews.remove(user, id);
  }
}
