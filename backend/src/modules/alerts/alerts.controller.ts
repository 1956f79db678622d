import { Body, Controller, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Public, Roles } from '../../common/auth/decorators.js';
import { AlertsService } from './alerts.service.js';
import { AlertSettingsDto, RecentAlertsDto, UnsubscribeAlertsResultDto, UpdateAlertSettingsDto } from './dto/alerts.dto.js';

/** The signed-in company's alerts for new requests (issue 19). Companies only. */
@ApiTags('alerts')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: 'Solo empresas; PUT: PLAN_FEATURE_UNAVAILABLE si el plan no incluye alertas.' })
@Controller('me/alerts')
@Roles('company')
export class MyAlertsController {
  constructor(private readonly alerts: AlertsService) {}

  @Get()
  @ApiOperation({
    summary: 'Mis alertas de nuevas solicitudes',
    description: 'Lo que la empresa sigue y cómo recibe los correos; `available: false` y `upgradeTo` si su plan no incluye alertas.',
  })
  @ApiOkResponse({ type: AlertSettingsDto })
  @ApiNotFoundResponse({ description: 'COMPANY_PROFILE_NOT_FOUND' })
  settings(@CurrentUser() user: AuthUser): Promise<AlertSettingsDto> {
    return this.alerts.settings(user);
  }

  @Put()
  @ApiOperation({
    summary: 'Guardar mis alertas',
    description:
      'Categorías (slug) y/o servicios, provincias de origen o un radio (5–500 km) alrededor de la base, provincias de destino opcionales y el modo de correo que permita el plan. Al menos un criterio.',
  })
  @ApiOkResponse({ type: AlertSettingsDto })
  @ApiBadRequestResponse({ description: 'VALIDATION_ERROR (un error por campo).' })
  update(@CurrentUser() user: AuthUser, @Body() dto: UpdateAlertSettingsDto): Promise<AlertSettingsDto> {
    return this.alerts.update(user, dto);
  }

  @Get('recent')
  @ApiOperation({ summary: 'Mis últimas alertas', description: 'Las 30 solicitudes más recientes de las que se avisó a la empresa.' })
  @ApiOkResponse({ type: RecentAlertsDto })
  recent(@CurrentUser() user: AuthUser): Promise<RecentAlertsDto> {
    return this.alerts.recent(user);
  }
}

/** The link of every alert mail: turns the mails off (the in-app alerts stay). */
@ApiTags('alerts')
@Controller('alerts')
export class AlertsUnsubscribeController {
  constructor(private readonly alerts: AlertsService) {}

  @Post('unsubscribe')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Dejar de recibir correos de alertas (un clic)',
    description:
      'Lo que envía el cliente de correo desde la cabecera List-Unsubscribe (RFC 8058) y la página /alertas/baja del enlace del correo (`?token=`). Idempotente; las alertas en la web siguen.',
  })
  @ApiQuery({ name: 'token', required: true, type: String })
  @ApiOkResponse({ type: UnsubscribeAlertsResultDto })
  @ApiNotFoundResponse({ description: 'ALERT_TOKEN_INVALID' })
  unsubscribe(@Query('token') token: string | undefined): Promise<UnsubscribeAlertsResultDto> {
    return this.alerts.unsubscribe(typeof token === 'string' ? token : undefined);
  }
}
