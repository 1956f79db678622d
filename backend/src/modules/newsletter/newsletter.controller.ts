import { Body, Controller, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Public } from '../../common/auth/decorators.js';
import { RateLimit, RateLimitName } from '../../common/auth/rate-limit/rate-limit.guard.js';
import {
  ConfirmDto,
  NewsletterEmailDto,
  SubscribeDto,
  SubscribeResponseDto,
  UnsubscribeBodyDto,
  UnsubscribeQueryDto,
} from './dto/newsletter.dto.js';
import { NewsletterMessages } from './newsletter-errors.js';
import { NewsletterService } from './newsletter.service.js';

const TOKEN_404 = { description: `NEWSLETTER_TOKEN_INVALID «${NewsletterMessages.TOKEN_INVALID}»` };

@ApiTags('content')
@Controller('newsletter')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Post()
  @Public()
  @RateLimit(RateLimitName.NEWSLETTER)
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({
    summary: 'Suscribirse a la newsletter',
    description: 'Doble confirmación: envía un correo con el enlace (otra vez si ya estaba pendiente).',
  })
  @ApiAcceptedResponse({ type: SubscribeResponseDto })
  @ApiBadRequestResponse({ description: 'VALIDATION_ERROR (email no válido)' })
  @ApiConflictResponse({ description: `NEWSLETTER_ALREADY_SUBSCRIBED «${NewsletterMessages.ALREADY_SUBSCRIBED}»` })
  @ApiTooManyRequestsResponse({ description: 'TOO_MANY_REQUESTS' })
  async subscribe(@Body() dto: SubscribeDto): Promise<SubscribeResponseDto> {
    await this.newsletter.subscribe(dto.email);
    return { status: 'pending' };
  }

  @Post('confirm')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Confirmar la suscripción', description: 'Con el token del enlace del correo; sirve una vez.' })
  @ApiOkResponse({ type: NewsletterEmailDto })
  @ApiNotFoundResponse(TOKEN_404)
  confirm(@Body() dto: ConfirmDto): Promise<NewsletterEmailDto> {
    return this.newsletter.confirm(dto.token);
  }

  @Post('unsubscribe')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Darse de baja de la newsletter',
    description:
      'Token en el cuerpo (`{ token }`) o en `?token=` (baja en un clic, RFC 8058, desde la cabecera List-Unsubscribe). Idempotente.',
  })
  @ApiOkResponse({ type: NewsletterEmailDto })
  @ApiNotFoundResponse(TOKEN_404)
  unsubscribe(@Body() body: UnsubscribeBodyDto, @Query() query: UnsubscribeQueryDto): Promise<NewsletterEmailDto> {
    return this.newsletter.unsubscribe(body?.token ?? query.token);
  }
}
