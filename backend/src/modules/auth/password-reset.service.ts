import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuthMessages, tooManyRequests } from '../../common/auth/auth-errors.js';
import { emailKey, RateLimitStore } from '../../common/auth/rate-limit/rate-limit.store.js';
import { AppException } from '../../common/errors/app-exception.js';
import { hashPassword } from '../../common/security/password.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { UserStatus } from '../../database/enums.js';
import { RealtimeService } from '../../realtime/realtime.service.js';
import { MailService } from '../mail/mail.service.js';
import { LOGIN_EMAIL_SCOPE } from './auth.service.js';
import { ISSUE_RESET_TOKEN_SQL, type IssuedResetToken } from './password-reset-sql.js';
import { SessionsService } from './sessions.service.js';
import { hashToken, randomToken } from './tokens.js';

/** Reset links work once, for one hour. */
export const RESET_TOKEN_TTL_MINUTES = 60;
const FORGOT_EMAIL_SCOPE = 'forgot-email';

const invalidResetToken = () => new AppException('INVALID_RESET_TOKEN', AuthMessages.INVALID_RESET_TOKEN, HttpStatus.BAD_REQUEST);

/** "¿Olvidaste tu contraseña?": the e-mailed link and the reset itself. */
@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger(PasswordResetService.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly rateLimits: RateLimitStore,
    private readonly sessions: SessionsService,
    private readonly mail: MailService,
    private readonly realtime: RealtimeService,
  ) {}

  /**
   * Sends a reset link when the email belongs to an active account; says nothing either way
   * (the caller answers the same 202), so accounts cannot be discovered through it.
   */
  async requestReset(email: string): Promise<void> {
    const attempt = await this.rateLimits.hit(emailKey(FORGOT_EMAIL_SCOPE, email), this.config.rateLimits.forgotPasswordPerEmail);
    if (attempt.isBlocked) throw tooManyRequests();

    // The same work for every email (token, one statement, no waiting for the mail queue): the
    // answer's timing must not tell registered emails apart.
    const token = randomToken();
    const [issued]: IssuedResetToken[] = await this.dataSource.query(ISSUE_RESET_TOKEN_SQL, [email, hashToken(token), RESET_TOKEN_TTL_MINUTES, UserStatus.Active]);
    if (!issued) return;
    const resetUrl = `${this.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    // Queued once the answer is out (setImmediate), which is the same for unknown emails, queued
    // or not; a failure is logged.
    setImmediate(() => {
      this.mail
        .send('password-reset', issued.email, { fullName: issued.full_name, resetUrl, expiresInMinutes: RESET_TOKEN_TTL_MINUTES }, `password-reset:${issued.token_id}`)
        .catch((error: Error) => this.logger.error(`No se pudo encolar el correo de restablecimiento: ${error.message}`));
    });
  }

  /**
   * Sets the new password, uses up the link and ends every session of the account, atomically;
   * then closes the account's sockets on every API process (they were opened with the old sessions).
   */
  async resetPassword(token: string, password: string): Promise<void> {
    const tokenHash = hashToken(token);
    const [pending]: { user_id: string }[] = await this.dataSource.query(
      'SELECT user_id FROM password_reset_tokens WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()',
      [tokenHash],
    );
    if (!pending) throw invalidResetToken();
    const passwordHash = await hashPassword(password);

    const { userId, email } = await this.dataSource.transaction(async (manager) => {
      // TypeORM answers UPDATE ... RETURNING with [rows, rowCount].
      const [used]: [{ user_id: string }[], number] = await manager.query(
        `UPDATE password_reset_tokens SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
        [tokenHash],
      );
      if (used.length === 0) throw invalidResetToken(); // used a moment ago by another request
      const userId = used[0].user_id;
      const [[user]]: [{ email: string }[], number] = await manager.query(
        'UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1 RETURNING email',
        [userId, passwordHash],
      );
      await manager.query('DELETE FROM password_reset_tokens WHERE user_id = $1 AND used_at IS NULL', [userId]);
      await this.sessions.revokeAllForUser(userId, manager);
      return { userId, email: user.email };
    });
    this.realtime.disconnectUser(userId);
    // A new password deserves a clean slate of failed attempts.
    await this.rateLimits.reset(emailKey(LOGIN_EMAIL_SCOPE, email));
  }
}
