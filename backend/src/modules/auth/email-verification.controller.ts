import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiGoneResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Public } from '../../common/auth/decorators.js';
import { MessageResponseDto } from './dto/auth-responses.dto.js';
import {
  EmailChangeDto,
  EmailChangeResponseDto,
  VerificationStatusDto,
  VerifiedEmailDto,
  VerifyEmailDto,
} from './dto/email-verification.dto.js';
import { EmailVerificationService, VerificationMessages } from './email-verification.service.js';

/** Issue 22: the email's verification and its change. */
@ApiTags('auth')
@Controller('auth')
export class EmailVerificationController {
  constructor(private readonly verification: EmailVerificationService) {}

  @Get('email-verification')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Estado de verificación del email de la cuenta (y el cambio pendiente, si hay)' })
  @ApiOkResponse({ type: VerificationStatusDto })
  status(@CurrentUser() user: AuthUser): Promise<VerificationStatusDto> {
    return this.verification.status(user.id);
  }

  @Post('email-verification/resend')
  @ApiBearerAuth()
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({ summary: 'Reenviar el enlace de verificación', description: 'Como mucho 3 por hora a cada dirección.' })
  @ApiAcceptedResponse({ type: MessageResponseDto })
  @ApiConflictResponse({ description: `EMAIL_ALREADY_VERIFIED: ${VerificationMessages.ALREADY_VERIFIED}` })
  @ApiTooManyRequestsResponse({ description: `TOO_MANY_REQUESTS: ${VerificationMessages.TOO_MANY}` })
  resend(@CurrentUser() user: AuthUser): Promise<MessageResponseDto> {
    return this.verification.resend(user.id);
  }

  @Post('verify-email')
  @Public() // no per-IP limit: a 256-bit token cannot be guessed, and a user may click a link twice
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Usar un enlace de verificación',
    description: 'Verifica la cuenta (y publica sus borradores) o completa un cambio de email. Cada enlace sirve una vez durante 48 h.',
  })
  @ApiOkResponse({ type: VerifiedEmailDto })
  @ApiBadRequestResponse({ description: `INVALID_VERIFICATION_TOKEN: ${VerificationMessages.INVALID}` })
  @ApiGoneResponse({ description: 'VERIFICATION_TOKEN_USED o VERIFICATION_TOKEN_EXPIRED' })
  verify(@Body() dto: VerifyEmailDto): Promise<VerifiedEmailDto> {
    return this.verification.verify(dto.token);
  }

  @Post('email-change')
  @ApiBearerAuth()
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({
    summary: 'Cambiar el email',
    description: 'Envía un enlace a la nueva dirección; la actual sigue siendo la de la cuenta hasta que se usa. Avisa a la actual.',
  })
  @ApiAcceptedResponse({ type: EmailChangeResponseDto })
  @ApiBadRequestResponse({ description: `WRONG_PASSWORD, SAME_EMAIL o VALIDATION_ERROR` })
  @ApiConflictResponse({ description: 'EMAIL_TAKEN' })
  @ApiTooManyRequestsResponse({ description: `TOO_MANY_REQUESTS: ${VerificationMessages.TOO_MANY}` })
  change(@CurrentUser() user: AuthUser, @Body() dto: EmailChangeDto): Promise<EmailChangeResponseDto> {
    return this.verification.requestChange(user.id, dto.newEmail, dto.password);
  }
}
