import { Body, Controller, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Public } from '../../common/auth/decorators.js';
import {
  NotificationPreferencesDto,
  UnsubscribeBodyDto,
  UnsubscribeResultDto,
  UpdateNotificationPreferencesDto,
} from './dto/notification-preferences.dto.js';
import { NotificationMessages } from './notification-errors.js';
import { NotificationPreferencesService } from './notification-preferences.service.js';

/** Any signed-in account: which mails it gets (issue 22). */
@ApiTags('profile')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'UNAUTHENTICATED' })
@Controller('me/notification-preferences')
export class NotificationPreferencesController {
  constructor(private readonly preferences: NotificationPreferencesService) {}

  @Get()
  @ApiOperation({
    summary: 'Mis preferencias de correo',
    description: 'Los tipos de correo de la cuenta; los esenciales, siempre activos.',
  })
  @ApiOkResponse({ type: NotificationPreferencesDto })
  get(@CurrentUser() user: AuthUser): Promise<NotificationPreferencesDto> {
    return this.preferences.get(user);
  }

  @Put()
  @ApiOperation({
    summary: 'Cambiar mis preferencias de correo',
    description:
      'Solo cambian los tipos enviados. La newsletter pide confirmación por correo al activarla; las alertas usan el modo de correo de «Alertas».',
  })
  @ApiOkResponse({ type: NotificationPreferencesDto })
  @ApiBadRequestResponse({ description: 'VALIDATION_ERROR' })
  @ApiUnprocessableEntityResponse({ description: `NOTIFICATION_ESSENTIAL «${NotificationMessages.ESSENTIAL}»; NOTIFICATION_NOT_AVAILABLE` })
  @ApiConflictResponse({ description: `ALERTS_NOT_CONFIGURED «${NotificationMessages.ALERTS_NOT_CONFIGURED}»` })
  update(@CurrentUser() user: AuthUser, @Body() dto: UpdateNotificationPreferencesDto): Promise<NotificationPreferencesDto> {
    return this.preferences.update(user, dto);
  }
}

/** The link of every mail that can be turned off (RFC 8058), without a session. */
@ApiTags('profile')
@Controller('notifications')
export class NotificationUnsubscribeController {
  constructor(private readonly preferences: NotificationPreferencesService) {}

  @Post('unsubscribe')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Darse de baja de un tipo de correo (un clic)',
    description:
      'Lo que envía el cliente de correo desde List-Unsubscribe (RFC 8058) y el botón de la página /notificaciones/baja. Token firmado en `?token=` o en el cuerpo. Idempotente.',
  })
  @ApiQuery({ name: 'token', required: false, type: String })
  @ApiOkResponse({ type: UnsubscribeResultDto })
  @ApiNotFoundResponse({ description: `UNSUBSCRIBE_TOKEN_INVALID «${NotificationMessages.TOKEN_INVALID}»` })
  unsubscribe(@Body() body: UnsubscribeBodyDto | undefined, @Query('token') token: unknown): Promise<UnsubscribeResultDto> {
    return this.preferences.unsubscribe(body?.token ?? (typeof token === 'string' ? token : undefined));
  }
}
