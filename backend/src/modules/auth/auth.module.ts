import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { PasswordResetService } from './password-reset.service.js';
import { RegistrationService } from './registration.service.js';
import { SessionsService } from './sessions.service.js';

/** Registration, sessions (login, refresh, logout) and password reset. Guards live in common/auth. */
@Module({
  imports: [SubscriptionsModule, MailModule],
  controllers: [AuthController],
  providers: [AuthService, RegistrationService, SessionsService, PasswordResetService],
  exports: [SessionsService],
})
export class AuthModule {}
