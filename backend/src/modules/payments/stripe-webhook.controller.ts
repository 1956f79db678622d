import { Controller, Headers, HttpCode, Post, Req, type RawBodyRequest } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../common/auth/decorators.js';
import { StripeEventBodyDto, WebhookReceivedDto } from './dto/payments.dto.js';
import { StripeWebhookService } from './stripe-webhook.service.js';

/** Stripe's notifications (public: the signature on the raw body is the authorization). */
@ApiTags('payments')
@Controller('webhooks')
export class StripeWebhookController {
  constructor(private readonly webhooks: StripeWebhookService) {}

  @Post('stripe')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Webhook de Stripe',
    description:
      'Solo lo llama Stripe: se verifica la firma (cabecera Stripe-Signature) sobre el cuerpo tal como llega. Idempotente por id de evento. Registra pagos, fallos y reembolsos de las facturas; los demás tipos se aceptan y se ignoran.',
  })
  @ApiHeader({ name: 'stripe-signature', required: true, description: 't=…,v1=… (firma de Stripe)' })
  @ApiBody({ type: StripeEventBodyDto })
  @ApiOkResponse({ type: WebhookReceivedDto })
  @ApiBadRequestResponse({ description: 'WEBHOOK_SIGNATURE_INVALID (nada se registra) o WEBHOOK_NOT_CONFIGURED.' })
  receive(@Req() request: RawBodyRequest<FastifyRequest>, @Headers('stripe-signature') signature?: string): Promise<WebhookReceivedDto> {
    return this.webhooks.receive(request.rawBody, signature);
  }
}
