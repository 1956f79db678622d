import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { NewsletterMessages } from '../newsletter-errors.js';

const TOKEN_MAX_LENGTH = 256;

/** `POST /newsletter`: stored trimmed and in lower case (unique case-insensitively anyway). */
export class SubscribeDto {
  @ApiProperty({ example: 'ana@example.com', maxLength: 254 })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsEmail({}, { message: 'El email no es válido.' }) // decorators apply bottom-up: checked last
  @MaxLength(254, { message: 'El email no puede superar 254 caracteres.' })
  @IsString({ message: 'El email debe ser un texto.' })
  @IsNotEmpty({ message: 'El email es obligatorio.' })
  @IsDefined({ message: 'El email es obligatorio.' })
  email: string;
}

/** `POST /newsletter/confirm`: the token of the mailed link. */
export class ConfirmDto {
  @ApiProperty()
  @MaxLength(TOKEN_MAX_LENGTH, { message: NewsletterMessages.TOKEN_INVALID })
  @IsString({ message: NewsletterMessages.TOKEN_INVALID })
  @IsNotEmpty({ message: NewsletterMessages.TOKEN_INVALID })
  @IsDefined({ message: NewsletterMessages.TOKEN_INVALID })
  token: string;
}

/**
 * `POST /newsletter/unsubscribe` body: `{ token }` from the site's page, or the RFC 8058 form
 * (`List-Unsubscribe=One-Click`, urlencoded) that mail clients post to the header's URL, whose
 * query carries the token.
 */
export class UnsubscribeBodyDto {
  @ApiPropertyOptional()
  @IsOptional()
  @MaxLength(TOKEN_MAX_LENGTH, { message: NewsletterMessages.TOKEN_INVALID })
  @IsString({ message: NewsletterMessages.TOKEN_INVALID })
  token?: string;

  @ApiPropertyOptional({ enum: ['One-Click'], name: 'List-Unsubscribe' })
  @IsOptional()
  @IsIn(['One-Click'], { message: 'El campo List-Unsubscribe debe ser One-Click.' })
  'List-Unsubscribe'?: string;
}

export class UnsubscribeQueryDto {
  @ApiPropertyOptional()
  @IsOptional()
  @MaxLength(TOKEN_MAX_LENGTH, { message: NewsletterMessages.TOKEN_INVALID })
  @IsString({ message: NewsletterMessages.TOKEN_INVALID })
  token?: string;
}

export class SubscribeResponseDto {
  @ApiProperty({ enum: ['pending'] })
  status: 'pending';
}

export class NewsletterEmailDto {
  @ApiProperty()
  email: string;
}
