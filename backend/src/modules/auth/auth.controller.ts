import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Post, Req, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthMessages } from '../../common/auth/auth-errors.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Public } from '../../common/auth/decorators.js';
import { RateLimit, RateLimitName } from '../../common/auth/rate-limit/rate-limit.guard.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { AuthService, type TwoFactorPending } from './auth.service.js';
import { AuthUserDto, MessageResponseDto, SessionResponseDto, UserResponseDto } from './dto/auth-responses.dto.js';
import { LoginDto } from './dto/login.dto.js';
import { ForgotPasswordDto, ResetPasswordDto } from './dto/password.dto.js';
import { RegisterDto } from './dto/register.dto.js';
import { PasswordResetService } from './password-reset.service.js';
import { clearRefreshCookie, readRefreshCookie, REFRESH_COOKIE } from './refresh-cookie.js';
import { answerWithSession, userAgentOf } from './session-reply.js';
import { RegistrationService } from './registration.service.js';
import { TwoFactorChallengeDto, TwoFactorVerifyDto } from './dto/two-factor.dto.js';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly registration: RegistrationService,
    private readonly auth: AuthService,
    private readonly passwordReset: PasswordResetService,
  ) {}

  @Post('register')
  @Public()
  @RateLimit(RateLimitName.REGISTER)
  @ApiOperation({
    summary: 'Registro de cliente, empresa (con 7 días de prueba) o administrador invitado',
    description: 'No inicia sesión.',
  })
  @ApiCreatedResponse({ type: UserResponseDto })
  @ApiConflictResponse({ description: `EMAIL_TAKEN: ${AuthMessages.EMAIL_TAKEN}` })
  @ApiForbiddenResponse({ description: `INVITATION_REQUIRED: ${AuthMessages.INVITATION_REQUIRED}` })
  @ApiTooManyRequestsResponse({ description: 'TOO_MANY_REQUESTS' })
  async register(@Body() dto: RegisterDto): Promise<UserResponseDto> {
    return { user: AuthUserDto.from(await this.registration.register(dto)) };
  }

  @Post('login')
  @Public()
  @RateLimit(RateLimitName.LOGIN)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Iniciar sesión',
    description: `Devuelve el token de acceso y fija la cookie httpOnly ${REFRESH_COOKIE}; con la verificación en dos pasos activada, solo { twoFactorRequired, challengeToken } (sigue POST /auth/2fa/verify).`,
  })
  @ApiExtraModels(SessionResponseDto, TwoFactorChallengeDto)
  @ApiOkResponse({ schema: { oneOf: [{ $ref: getSchemaPath(SessionResponseDto) }, { $ref: getSchemaPath(TwoFactorChallengeDto) }] } })
  @ApiUnauthorizedResponse({ description: `INVALID_CREDENTIALS: ${AuthMessages.INVALID_CREDENTIALS}` })
  @ApiForbiddenResponse({ description: 'ACCOUNT_SUSPENDED o ACCOUNT_INACTIVE' })
  @ApiTooManyRequestsResponse({ description: 'TOO_MANY_REQUESTS' })
  async login(
    @Body() dto: LoginDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionResponseDto | TwoFactorChallengeDto> {
    const answer = await this.auth.login(dto, userAgentOf(request));
    if ('challengeToken' in answer) return this.answerWithChallenge(reply, answer);
    return answerWithSession(reply, this.config, answer);
  }

  @Post('2fa/verify')
  @Public()
  @RateLimit(RateLimitName.LOGIN)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Segundo paso del inicio de sesión: el código de la aplicación o uno de recuperación',
    description: 'Cada código vale una vez. 5 intentos por verificación; los fallos se cuentan también por cuenta y por IP.',
  })
  @ApiOkResponse({ type: SessionResponseDto })
  @ApiUnauthorizedResponse({ description: 'INVALID_TWO_FACTOR_CODE o TWO_FACTOR_CHALLENGE_EXPIRED' })
  @ApiTooManyRequestsResponse({ description: 'TOO_MANY_REQUESTS' })
  async verifyTwoFactor(
    @Body() dto: TwoFactorVerifyDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionResponseDto> {
    return answerWithSession(reply, this.config, await this.auth.completeTwoFactor(dto.challengeToken, dto.code, userAgentOf(request)));
  }

  @Post('refresh')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiCookieAuth(REFRESH_COOKIE)
  @ApiOperation({
    summary: 'Renovar el token de acceso',
    description: 'Rota la cookie de refresco; reutilizar una cookie ya rotada cierra todas las sesiones de ese inicio de sesión.',
  })
  @ApiOkResponse({ type: SessionResponseDto })
  @ApiUnauthorizedResponse({ description: `SESSION_EXPIRED: ${AuthMessages.SESSION_EXPIRED}` })
  @ApiForbiddenResponse({ description: 'ACCOUNT_SUSPENDED o ACCOUNT_INACTIVE' })
  async refresh(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<SessionResponseDto> {
    try {
      return answerWithSession(reply, this.config, await this.auth.refresh(readRefreshCookie(request), userAgentOf(request)));
    } catch (error) {
      clearRefreshCookie(reply, this.config);
      throw error;
    }
  }

  @Post('logout')
  @Public()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiCookieAuth(REFRESH_COOKIE)
  @ApiOperation({ summary: 'Cerrar sesión', description: 'Revoca la cookie de refresco y la borra. Idempotente.' })
  @ApiNoContentResponse()
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.auth.logout(readRefreshCookie(request));
    clearRefreshCookie(reply, this.config);
  }

  @Get('me')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Usuario de la sesión' })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiUnauthorizedResponse({ description: 'UNAUTHENTICATED' })
  me(@CurrentUser() user: AuthUser): UserResponseDto {
    return { user: AuthUserDto.from(user) };
  }

  @Post('forgot-password')
  @Public()
  @RateLimit(RateLimitName.FORGOT_PASSWORD)
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({
    summary: 'Pedir un enlace para restablecer la contraseña',
    description: 'La respuesta es la misma exista o no el email.',
  })
  @ApiAcceptedResponse({ type: MessageResponseDto })
  @ApiTooManyRequestsResponse({ description: 'TOO_MANY_REQUESTS' })
  async forgotPassword(@Body() dto: ForgotPasswordDto): Promise<MessageResponseDto> {
    await this.passwordReset.requestReset(dto.email);
    return { message: AuthMessages.FORGOT_PASSWORD_SENT };
  }

  @Post('reset-password')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Restablecer la contraseña con el enlace recibido', description: 'Cierra todas las sesiones abiertas.' })
  @ApiOkResponse({ type: MessageResponseDto })
  async resetPassword(@Body() dto: ResetPasswordDto): Promise<MessageResponseDto> {
    await this.passwordReset.resetPassword(dto.token, dto.password);
    return { message: AuthMessages.PASSWORD_UPDATED };
  }

  private answerWithChallenge(reply: FastifyReply, pending: TwoFactorPending): TwoFactorChallengeDto {
    reply.header('cache-control', 'no-store');
    return { twoFactorRequired: true, challengeToken: pending.challengeToken };
  }
}
