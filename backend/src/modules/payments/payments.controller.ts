import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { PaymentOptionsDto, RedirectUrlDto } from './dto/payments.dto.js';
import { PaymentsService } from './payments.service.js';

/** How the signed-in company pays its invoices: Stripe when configured, bank transfer always (issue 20). */
@ApiTags('payments')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: 'Solo empresas.' })
@Controller('me')
@Roles('company')
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Get('payment-options')
  @ApiOperation({
    summary: 'Cómo pagar mis facturas',
    description:
      'stripe: si se puede pagar con tarjeta o SEPA; bankTransfer: IBAN y beneficiario (el concepto es el número de la factura); savedPaymentMethod: si las facturas se cobran solas; payableInvoices: las facturas pendientes o vencidas.',
  })
  @ApiOkResponse({ type: PaymentOptionsDto })
  options(@CurrentUser() user: AuthUser): Promise<PaymentOptionsDto> {
    return this.payments.options(user);
  }

  @Post('invoices/:id/checkout')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Pagar una factura con tarjeta o SEPA',
    description:
      'Crea una sesión de Stripe Checkout por el total de la factura (EUR) y devuelve su dirección. 404 INVOICE_NOT_FOUND si no es de la empresa; 409 INVOICE_ALREADY_PAID, INVOICE_REFUNDED, PAYMENT_IN_PROGRESS u ONLINE_PAYMENT_UNAVAILABLE (sin Stripe: pagar por transferencia).',
  })
  @ApiOkResponse({ type: RedirectUrlDto })
  @ApiNotFoundResponse({ description: 'INVOICE_NOT_FOUND' })
  @ApiConflictResponse({ description: 'INVOICE_ALREADY_PAID, INVOICE_REFUNDED, PAYMENT_IN_PROGRESS, ONLINE_PAYMENT_UNAVAILABLE' })
  @ApiBadGatewayResponse({ description: 'PAYMENT_PROVIDER_ERROR: Stripe no respondió.' })
  checkout(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<RedirectUrlDto> {
    return this.payments.checkoutInvoice(user, id);
  }

  @Post('billing/portal')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Gestionar mi método de pago',
    description: 'Sesión del portal de cliente de Stripe (tarjeta o mandato SEPA). 409 ONLINE_PAYMENT_UNAVAILABLE sin Stripe.',
  })
  @ApiOkResponse({ type: RedirectUrlDto })
  @ApiConflictResponse({ description: 'ONLINE_PAYMENT_UNAVAILABLE' })
  @ApiBadGatewayResponse({ description: 'PAYMENT_PROVIDER_ERROR' })
  portal(@CurrentUser() user: AuthUser): Promise<RedirectUrlDto> {
    return this.payments.portal(user);
  }

  @Post('subscription/checkout')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Guardar una tarjeta o cuenta SEPA para el pago automático',
    description:
      'Sesión de Stripe Checkout en modo setup: las facturas que se emitan se cobrarán solas con ese método. 409 ONLINE_PAYMENT_UNAVAILABLE sin Stripe.',
  })
  @ApiOkResponse({ type: RedirectUrlDto })
  @ApiConflictResponse({ description: 'ONLINE_PAYMENT_UNAVAILABLE' })
  @ApiBadGatewayResponse({ description: 'PAYMENT_PROVIDER_ERROR' })
  setup(@CurrentUser() user: AuthUser): Promise<RedirectUrlDto> {
    return this.payments.setupCheckout(user);
  }
}
