import { Module } from '@nestjs/common';
import { AlertsCoreModule } from '../alerts/alerts-core.module.js';
import { MailModule } from '../mail/mail.module.js';
import { HiringCoreModule } from '../proposals/hiring-core.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { EmailVerificationController } from './email-verification.controller.js';
import { EmailVerificationDrafts } from './email-verification-drafts.js';
import { EmailVerificationService } from './email-verification.service.js';
import { PasswordResetService } from './password-reset.service.js';
import { RegistrationService } from './registration.service.js';
import { SessionsService } from './sessions.service.js';
import { DevicesController } from './devices.controller.js';
import { DevicesService } from './devices.service.js';
import { PasskeysController } from './passkeys.controller.js';
import { PasskeysService } from './passkeys.service.js';
import { TwoFactorController } from './two-factor.controller.js';
import { TwoFactorService } from './two-factor.service.js';

/** Registration, sessions (login, refresh, logout) and password reset. Guards live in common/auth. */
@Module({
  // AlertsCoreModule and HiringCoreModule: a verification publishes the drafts (email-verification-drafts.ts).
  imports: [SubscriptionsModule, MailModule, AlertsCoreModule, HiringCoreModule],
  controllers: [AuthController, EmailVerificationController, TwoFactorController, DevicesController, PasskeysController],
  providers: [
    AuthService,
    RegistrationService,
    SessionsService,
    PasswordResetService,
    EmailVerificationService,
    EmailVerificationDrafts,
    TwoFactorService,
    DevicesService,
    PasskeysService,
  ],
  exports: [SessionsService],
})
export class AuthModule {}
