import { Body, Controller, Get, HttpCode, HttpStatus, Post, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import {
  RecoveryCodesDto,
  TwoFactorDisableDto,
  TwoFactorEnableDto,
  TwoFactorRecoveryCodesDto,
  TwoFactorSetupDto,
  TwoFactorStatusDto,
} from './dto/two-factor.dto.js';
import { TwoFactorService } from './two-factor.service.js';

/**
 * Two-factor sign-in of the signed-in user (any account type; mandatory for admins). The code
 * step of sign-in, `POST /auth/2fa/verify`, is public and lives in AuthController.
 */
@ApiTags('auth')
@ApiBearerAuth()
@Controller('auth/2fa')
export class TwoFactorController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @Get()
  @ApiOperation({ summary: 'Estado de la verificación en dos pasos' })
  @ApiOkResponse({ type: TwoFactorStatusDto })
  status(@CurrentUser() user: AuthUser): Promise<TwoFactorStatusDto> {
    return this.twoFactor.status(user);
  }

  @Post('setup')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Generar el secreto y su código QR',
    description: 'Sustituye un secreto aún sin confirmar. No activa nada hasta POST /auth/2fa/enable.',
  })
  @ApiOkResponse({ type: TwoFactorSetupDto })
  @ApiConflictResponse({ description: 'TWO_FACTOR_ALREADY_ENABLED' })
  async setup(@CurrentUser() user: AuthUser, @Res({ passthrough: true }) reply: FastifyReply): Promise<TwoFactorSetupDto> {
    reply.header('cache-control', 'no-store');
    return this.twoFactor.setup(user);
  }

  @Post('enable')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Activar con el primer código de la aplicación',
    description: 'Responde los 10 códigos de recuperación, una sola vez.',
  })
  @ApiOkResponse({ type: RecoveryCodesDto })
  @ApiBadRequestResponse({ description: 'INVALID_TWO_FACTOR_CODE o TWO_FACTOR_NOT_STARTED' })
  @ApiConflictResponse({ description: 'TWO_FACTOR_ALREADY_ENABLED' })
  @ApiTooManyRequestsResponse({ description: 'TOO_MANY_REQUESTS' })
  async enable(
    @CurrentUser() user: AuthUser,
    @Body() dto: TwoFactorEnableDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<RecoveryCodesDto> {
    reply.header('cache-control', 'no-store');
    return this.twoFactor.enable(user, dto.code);
  }

  @Post('recovery-codes')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Generar nuevos códigos de recuperación',
    description: 'Con un código de la aplicación o de recuperación. Los anteriores dejan de valer; los nuevos se muestran una sola vez.',
  })
  @ApiOkResponse({ type: RecoveryCodesDto })
  @ApiBadRequestResponse({ description: 'INVALID_TWO_FACTOR_CODE o TWO_FACTOR_NOT_ENABLED' })
  @ApiTooManyRequestsResponse({ description: 'TOO_MANY_REQUESTS' })
  async regenerateRecoveryCodes(
    @CurrentUser() user: AuthUser,
    @Body() dto: TwoFactorRecoveryCodesDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<RecoveryCodesDto> {
    reply.header('cache-control', 'no-store');
    return this.twoFactor.regenerateRecoveryCodes(user, dto.code);
  }

  @Post('disable')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Desactivar (contraseña y código)', description: 'Los administradores no pueden: es obligatoria para ellos.' })
  @ApiNoContentResponse()
  @ApiBadRequestResponse({ description: 'INVALID_PASSWORD, INVALID_TWO_FACTOR_CODE o TWO_FACTOR_NOT_ENABLED' })
  @ApiForbiddenResponse({ description: 'TWO_FACTOR_REQUIRED (administradores)' })
  @ApiTooManyRequestsResponse({ description: 'TOO_MANY_REQUESTS' })
  async disable(@CurrentUser() user: AuthUser, @Body() dto: TwoFactorDisableDto): Promise<void> {
    await this.twoFactor.disable(user, dto.password, dto.code);
  }
}
