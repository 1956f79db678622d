import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { ChangePlanDto, SubscriptionChangeDto, SubscriptionDto } from './dto/subscription.dto.js';
import { SubscriptionsService } from './subscriptions.service.js';

/** The signed-in company's subscription (spec 2, "Billing and subscription"). Companies only. */
@ApiTags('subscriptions')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: 'Solo empresas.' })
@Controller('me/subscription')
@Roles('company')
export class MySubscriptionController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Get()
  @ApiOperation({
    summary: 'Mi suscripción',
    description:
      'La última suscripción de la empresa, con `dunning` (facturas vencidas: pago pendiente o suspendida por impago; null si todo está pagado); 404 SUBSCRIPTION_NOT_FOUND si no tiene.',
  })
  @ApiOkResponse({ type: SubscriptionDto })
  @ApiNotFoundResponse({ description: 'SUBSCRIPTION_NOT_FOUND o COMPANY_PROFILE_NOT_FOUND.' })
  mine(@CurrentUser() user: AuthUser): Promise<SubscriptionDto> {
    return this.subscriptions.mine(user);
  }

  @Post('change-plan')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Cambiar de plan',
    description:
      'Cambia el plan de la suscripción existente (`planId` o `planName`, y opcionalmente `billingCycle`); la próxima factura usa el nuevo precio. 409 SUBSCRIPTION_CANCELLED si está cancelada.',
  })
  @ApiOkResponse({ type: SubscriptionChangeDto })
  @ApiBadRequestResponse({ description: 'VALIDATION_ERROR, PLAN_NOT_FOUND o YEARLY_NOT_OFFERED.' })
  changePlan(@CurrentUser() user: AuthUser, @Body() dto: ChangePlanDto): Promise<SubscriptionChangeDto> {
    return this.subscriptions.changePlan(user, dto);
  }

  @Post('cancel')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Cancelar la suscripción',
    description:
      'Se cancela al final del período actual (o de la prueba). Idempotente. Una suscripción suspendida por impago (`unpaid`) se cancela al momento.',
  })
  @ApiOkResponse({ type: SubscriptionChangeDto })
  cancel(@CurrentUser() user: AuthUser): Promise<SubscriptionChangeDto> {
    return this.subscriptions.cancel(user);
  }
}
