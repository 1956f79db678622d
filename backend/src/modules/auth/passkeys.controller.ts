import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Inject, Param, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Public } from '../../common/auth/decorators.js';
import { RateLimit, RateLimitName } from '../../common/auth/rate-limit/rate-limit.guard.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { SessionResponseDto } from './dto/auth-responses.dto.js';
import { PasskeyCeremonyDto, PasskeyDto, PasskeyListDto, PasskeyLoginDto, PasskeyRegisterDto } from './dto/passkeys.dto.js';
import { PasskeysService } from './passkeys.service.js';
import { answerWithSession, userAgentOf } from './session-reply.js';

/**
 * Passkeys (issue 22, the step beyond two-factor): register and remove them from «Cuenta y
 * privacidad», and sign in with one from the login page. Each ceremony is two calls: options
 * (with a single-use challenge) and the browser's signed answer.
 */
@ApiTags('auth')
@Controller('auth/passkeys')
export class PasskeysController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly passkeys: PasskeysService,
  ) {}

  @Get()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Mis llaves de acceso' })
  @ApiOkResponse({ type: PasskeyListDto })
  async list(@CurrentUser() user: AuthUser): Promise<PasskeyListDto> {
    return { items: await this.passkeys.list(user) };
  }

  @Post('registration-options')
  @ApiBearerAuth()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Opciones para registrar una llave de acceso', description: 'Hasta 10 llaves por cuenta.' })
  @ApiOkResponse({ type: PasskeyCeremonyDto })
  @ApiConflictResponse({ description: 'PASSKEY_LIMIT_REACHED' })
  async registrationOptions(@CurrentUser() user: AuthUser, @Res({ passthrough: true }) reply: FastifyReply): Promise<PasskeyCeremonyDto> {
    reply.header('cache-control', 'no-store');
    return this.passkeys.registrationOptions(user);
  }

  @Post()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Registrar una llave de acceso', description: 'Con la respuesta del navegador a las opciones.' })
  @ApiCreatedResponse({ type: PasskeyDto })
  @ApiBadRequestResponse({ description: 'PASSKEY_CHALLENGE_EXPIRED o PASSKEY_REGISTRATION_FAILED' })
  @ApiConflictResponse({ description: 'PASSKEY_ALREADY_REGISTERED o PASSKEY_LIMIT_REACHED' })
  async register(@CurrentUser() user: AuthUser, @Body() dto: PasskeyRegisterDto, @Req() request: FastifyRequest): Promise<PasskeyDto> {
    const credential = dto.credential as unknown as RegistrationResponseJSON;
    return this.passkeys.register(user, dto.challengeId, credential, userAgentOf(request), dto.name);
  }

  @Delete(':id')
  @ApiBearerAuth()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Eliminar una llave de acceso', description: 'Deja de servir para entrar; las sesiones abiertas siguen.' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'PASSKEY_NOT_FOUND' })
  async remove(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    await this.passkeys.remove(user, id);
  }

  @Post('login-options')
  @Public()
  @RateLimit(RateLimitName.LOGIN)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Opciones para entrar con una llave de acceso',
    description: 'El navegador ofrece las llaves que guarda para este sitio.',
  })
  @ApiOkResponse({ type: PasskeyCeremonyDto })
  @ApiTooManyRequestsResponse({ description: 'TOO_MANY_REQUESTS' })
  async loginOptions(@Res({ passthrough: true }) reply: FastifyReply): Promise<PasskeyCeremonyDto> {
    reply.header('cache-control', 'no-store');
    return this.passkeys.signInOptions();
  }

  @Post('login')
  @Public()
  @RateLimit(RateLimitName.LOGIN)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Entrar con una llave de acceso',
    description: 'Sustituye a la contraseña y al código de la verificación en dos pasos (la llave exige huella, cara o PIN).',
  })
  @ApiOkResponse({ type: SessionResponseDto })
  @ApiBadRequestResponse({ description: 'PASSKEY_CHALLENGE_EXPIRED' })
  @ApiUnauthorizedResponse({ description: 'PASSKEY_SIGN_IN_FAILED' })
  @ApiForbiddenResponse({ description: 'ACCOUNT_SUSPENDED o ACCOUNT_INACTIVE' })
  @ApiTooManyRequestsResponse({ description: 'TOO_MANY_REQUESTS' })
  async login(
    @Body() dto: PasskeyLoginDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionResponseDto> {
    const credential = dto.credential as unknown as AuthenticationResponseJSON;
    const signedIn = await this.passkeys.signIn(dto.challengeId, credential, dto.remember === true, userAgentOf(request));
    return answerWithSession(reply, this.config, signedIn);
  }
}
