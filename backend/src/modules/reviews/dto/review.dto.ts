import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsInt, IsNotEmpty, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { PageQuery } from '../../../common/pagination/pagination.js';
import { ReviewMessages } from '../review-errors.js';
import { REVIEW_COMMENT_MAX_LENGTH, REVIEW_REPLY_MAX_LENGTH } from '../review.entity.js';

export const REVIEWS_PAGE_SIZE = 10;
export const REVIEWS_MAX_PAGE_SIZE = 50;

/** Trimmed; blank or null → null (no comment). */
const Comment = (): PropertyDecorator => (target, key) => {
  Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value))(target, key);
  IsOptional()(target, key);
  IsString({ message: ReviewMessages.COMMENT_TEXT })(target, key);
  MaxLength(REVIEW_COMMENT_MAX_LENGTH, { message: ReviewMessages.COMMENT_TOO_LONG })(target, key);
};

/** Trimmed, required, 1 to 1000 characters (registered in this order: the first failure is the message). */
const ReplyText = (): PropertyDecorator => (target, key) => {
  Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))(target, key);
  IsDefined({ message: ReviewMessages.REPLY_REQUIRED })(target, key);
  IsString({ message: ReviewMessages.REPLY_TEXT })(target, key);
  IsNotEmpty({ message: ReviewMessages.REPLY_REQUIRED })(target, key);
  MaxLength(REVIEW_REPLY_MAX_LENGTH, { message: ReviewMessages.REPLY_TOO_LONG })(target, key);
};

/** A rating: an integer from 1 to 5, required on create. */
const Rating =
  (required: boolean): PropertyDecorator =>
  (target, key) => {
    if (required) IsDefined({ message: ReviewMessages.RATING_REQUIRED })(target, key);
    else ValidateIf((_dto, value) => value !== undefined)(target, key);
    IsInt({ message: ReviewMessages.RATING_RANGE })(target, key);
    Min(1, { message: ReviewMessages.RATING_RANGE })(target, key);
    Max(5, { message: ReviewMessages.RATING_RANGE })(target, key);
  };

export class CreateReviewDto {
  @ApiProperty({ minimum: 1, maximum: 5 })
  @Rating(true)
  rating: number;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: REVIEW_COMMENT_MAX_LENGTH, description: 'Texto plano (se recorta).' })
  @Comment()
  comment?: string | null;

  @ApiPropertyOptional({
    format: 'uuid',
    description:
      'La solicitud contratada y completada de la que trata la reseña: la marca «Contratado en Rutalia» si quien escribe es su cliente y ' +
      'la propuesta aceptada es de esta empresa (403/409 si no). Sustituye la valoración y el comentario de una reseña anterior sin verificar.',
  })
  @IsOptional()
  @IsUUID('all', { message: ReviewMessages.REQUEST_ID_INVALID })
  requestId?: string;
}

/** Only what is sent changes; `comment: ''` or `null` removes the comment. */
export class UpdateReviewDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 5 })
  @Rating(false)
  rating?: number;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: REVIEW_COMMENT_MAX_LENGTH })
  @Comment()
  comment?: string | null;
}

/** The company's answer: plain text, trimmed, 1 to 1000 characters. */
export class ReplyReviewDto {
  @ApiProperty({ minLength: 1, maxLength: REVIEW_REPLY_MAX_LENGTH, description: 'Texto plano (se recorta).' })
  @ReplyText()
  text: string;
}

export class ListReviewsQuery extends PageQuery {}

export class ReviewAuthorDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() fullName: string;
}

export class ReviewDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) companyId: string;
  @ApiProperty({ minimum: 1, maximum: 5 }) rating: number;
  @ApiProperty({ type: String, nullable: true }) comment: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: string;
  @ApiProperty({ type: ReviewAuthorDto, description: 'Nunca incluye el email.' }) author: ReviewAuthorDto;
  @ApiProperty({ description: '«Contratado en Rutalia»: la escribió el cliente de un trabajo contratado y completado con esta empresa.' })
  verified: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Respuesta pública de la empresa (una sola vez).' }) reply: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) repliedAt: string | null;
}

export class ReviewPageDto {
  @ApiProperty({ type: [ReviewDto] }) items: ReviewDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

export class MyReviewDto {
  @ApiProperty({ type: ReviewDto, nullable: true }) review: ReviewDto | null;
}

const RATINGS = ['1', '2', '3', '4', '5'];

export class ReviewStatsDto {
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 4.3,
    description: 'Media ponderada (las «Contratado en Rutalia» cuentan el doble), redondeada a 1 decimal; null sin reseñas.',
  })
  average: number | null;
  @ApiProperty() total: number;
  @ApiProperty({ example: 3, description: 'Cuántas son «Contratado en Rutalia».' }) verified: number;
  @ApiProperty({
    type: 'object',
    properties: Object.fromEntries(RATINGS.map((rating) => [rating, { type: 'integer' }])),
    required: RATINGS,
    selfRequired: true,
    example: { 1: 0, 2: 1, 3: 0, 4: 3, 5: 8 },
    description: 'Reseñas por valoración, de 1 a 5.',
  })
  distribution: Record<1 | 2 | 3 | 4 | 5, number>;
}
