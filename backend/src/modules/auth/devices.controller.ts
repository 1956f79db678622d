import { Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AccessTokenService } from '../../common/auth/access-token.service.js';
import { bearerToken } from '../../common/auth/auth.guard.js';
import type { AuthenticatedRequest, AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { DevicesService } from './devices.service.js';
import { DeviceListDto, RevokedDevicesDto } from './dto/devices.dto.js';

/** «Dispositivos conectados»: the signed-in user's sessions, and ending them. */
@ApiTags('auth')
@ApiBearerAuth()
@Controller('auth/devices')
export class DevicesController {
  constructor(
    private readonly devices: DevicesService,
    private readonly accessTokens: AccessTokenService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Sesiones abiertas de la cuenta', description: 'La de esta petición lleva current: true.' })
  @ApiOkResponse({ type: DeviceListDto })
  async list(@CurrentUser() user: AuthUser, @Req() request: AuthenticatedRequest): Promise<DeviceListDto> {
    return { items: await this.devices.list(user.id, await this.currentSession(request)) };
  }

  @Post('revoke-others')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Cerrar todas las demás sesiones', description: 'Sus sockets se cierran; esta sesión sigue abierta.' })
  @ApiOkResponse({ type: RevokedDevicesDto })
  async revokeOthers(@CurrentUser() user: AuthUser, @Req() request: AuthenticatedRequest): Promise<RevokedDevicesDto> {
    return { revoked: await this.devices.revokeOthers(user.id, await this.currentSession(request)) };
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'Cerrar la sesión de un dispositivo',
    description: 'Su cookie de refresco deja de valer y sus sockets se cierran.',
  })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'DEVICE_NOT_FOUND' })
  async revoke(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    await this.devices.revoke(user.id, id);
  }

  /** The session of this request: the `sid` of its access token (the guard already verified it). */
  private async currentSession(request: AuthenticatedRequest): Promise<string | undefined> {
    const token = bearerToken(request);
    return token ? (await this.accessTokens.verifyClaims(token))?.sessionId : undefined;
  }
}
