import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuthUserCache } from '../../common/auth/auth-user-cache.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { RateLimitStore } from '../../common/auth/rate-limit/rate-limit.store.js';
import { AppException } from '../../common/errors/app-exception.js';
import { verifyPassword } from '../../common/security/password.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { decryptTotpSecret, encryptTotpSecret } from './two-factor-crypto.js';
import { enrolmentFor, newRecoveryCodes, newTotpSecret, readCode, totpStep, type Enrolment } from './two-factor-codes.js';
import { challengeExpired, invalidCode, tooManyCodeAttempts, TwoFactorMessages } from './two-factor-errors.js';
import * as sql from './two-factor-sql.js';
import { hashToken, randomToken } from './tokens.js';

/** A sign-in challenge lives 5 minutes and allows 5 codes. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
export const CHALLENGE_MAX_ATTEMPTS = 5;
/** Wrong codes per account (every challenge, enrolment and disabling together) before a 429. */
export const ACCOUNT_CODE_LIMIT = { limit: 10, windowMs: 15 * 60_000 };
const accountKey = (userId: string) => `2fa-user:${userId}`;

export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: Date | null;
  recoveryCodesLeft: number;
  /** Admins must have it (the backoffice stays closed without it) and cannot turn it off. */
  required: boolean;
}

/**
 * TOTP two-factor sign-in (issue 22): enrolment (secret → QR → first code → recovery codes),
 * disabling, and the code step of sign-in. Every code is accepted once: a TOTP code's time step
 * must be newer than the last accepted (`users.totp_last_step`), a recovery code is marked used.
 */
@Injectable()
export class TwoFactorService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly rateLimits: RateLimitStore,
    private readonly authUsers: AuthUserCache,
  ) {}

  async status(user: AuthUser): Promise<TwoFactorStatus> {
    const account = await this.account(user.id);
    const enabled = account.totp_enabled_at !== null;
    return {
      enabled,
      enabledAt: account.totp_enabled_at,
      recoveryCodesLeft: enabled ? await sql.countRecoveryCodesLeft(this.dataSource, user.id) : 0,
      required: user.isAdmin,
    };
  }

  /** A new secret waiting for its first code (a previous unconfirmed one is replaced). */
  async setup(user: AuthUser): Promise<Enrolment> {
    const secret = newTotpSecret();
    const stored = await sql.storePendingSecret(this.dataSource, user.id, encryptTotpSecret(secret, this.config.jwtSecret));
    if (!stored) throw AppException.conflict(TwoFactorMessages.ALREADY_ENABLED, 'TWO_FACTOR_ALREADY_ENABLED');
    return enrolmentFor(secret, user.email);
  }

  /** The first code confirms the secret: two-factor is on and ten recovery codes are shown once. */
  async enable(user: AuthUser, code: string): Promise<{ recoveryCodes: string[] }> {
    const account = await this.account(user.id);
    if (account.totp_enabled_at) throw AppException.conflict(TwoFactorMessages.ALREADY_ENABLED, 'TWO_FACTOR_ALREADY_ENABLED');
    if (!account.totp_secret) throw new AppException('TWO_FACTOR_NOT_STARTED', TwoFactorMessages.NOT_STARTED);
    const typed = readCode(code);
    await this.limited(user.id, () => (typed.kind === 'totp' ? this.acceptTotp(user.id, account.totp_secret!, typed.code) : false));
    const { codes, hashes } = newRecoveryCodes();
    const enabled = await this.dataSource.transaction(async (manager) => {
      if (!(await sql.markEnabled(manager, user.id))) return false;
      await sql.replaceRecoveryCodes(manager, user.id, hashes);
      return true;
    });
    if (!enabled) throw AppException.conflict(TwoFactorMessages.ALREADY_ENABLED, 'TWO_FACTOR_ALREADY_ENABLED');
    await this.authUsers.invalidate(user.id);
    return { recoveryCodes: codes };
  }

  /** Password and a code (TOTP or recovery); refused to admins, for whom it is mandatory. */
  async disable(user: AuthUser, password: string, code: string): Promise<void> {
    if (user.isAdmin) throw AppException.forbidden(TwoFactorMessages.REQUIRED_FOR_ADMINS, 'TWO_FACTOR_REQUIRED');
    const account = await this.account(user.id);
    if (!account.totp_enabled_at) throw new AppException('TWO_FACTOR_NOT_ENABLED', TwoFactorMessages.NOT_ENABLED);
    await this.limited(user.id, async () => {
      if (!(await verifyPassword(account.password_hash, password))) {
        throw new AppException('INVALID_PASSWORD', TwoFactorMessages.INVALID_PASSWORD, HttpStatus.BAD_REQUEST, [
          { field: 'password', message: TwoFactorMessages.INVALID_PASSWORD },
        ]);
      }
      return this.acceptCode(user.id, account.totp_secret, code);
    });
    await sql.clearTwoFactor(this.dataSource, user.id);
    await this.authUsers.invalidate(user.id);
  }

  /**
   * Ten new recovery codes, shown once; the old ones stop working. Needs a code (of the app, or a
   * recovery code, which proves the same possession) under the per-account limit.
   */
  async regenerateRecoveryCodes(user: AuthUser, code: string): Promise<{ recoveryCodes: string[] }> {
    const account = await this.account(user.id);
    if (!account.totp_enabled_at) throw new AppException('TWO_FACTOR_NOT_ENABLED', TwoFactorMessages.NOT_ENABLED);
    await this.limited(user.id, () => this.acceptCode(user.id, account.totp_secret, code));
    const { codes, hashes } = newRecoveryCodes();
    await this.dataSource.transaction((manager) => sql.replaceRecoveryCodes(manager, user.id, hashes));
    return { recoveryCodes: codes };
  }

  /** The password was right and two-factor is on: the token the code step presents. */
  async startChallenge(userId: string, remember: boolean): Promise<string> {
    const token = randomToken();
    await sql.insertChallenge(this.dataSource, {
      userId,
      tokenHash: hashToken(token),
      remember,
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    });
    return token;
  }

  /**
   * The code step: counts the attempt on the challenge (5 at most) and on the account, checks
   * the code and spends the challenge. Answers whose sign-in it completes.
   */
  async completeChallenge(challengeToken: string, code: string): Promise<{ userId: string; remember: boolean }> {
    const tokenHash = hashToken(challengeToken);
    const challenge = await sql.attemptChallenge(this.dataSource, tokenHash, CHALLENGE_MAX_ATTEMPTS);
    if (!challenge) {
      if (await sql.challengeExhausted(this.dataSource, tokenHash, CHALLENGE_MAX_ATTEMPTS)) throw tooManyCodeAttempts();
      throw challengeExpired();
    }
    const account = await this.account(challenge.user_id);
    if (!account.totp_enabled_at) throw challengeExpired(); // turned off meanwhile
    await this.limited(challenge.user_id, () => this.acceptCode(challenge.user_id, account.totp_secret, code), HttpStatus.UNAUTHORIZED);
    if (!(await sql.useChallenge(this.dataSource, challenge.id))) throw challengeExpired();
    return { userId: challenge.user_id, remember: challenge.remember };
  }

  /**
   * Runs a check under the per-account limit: the attempt is reserved first (a burst cannot
   * slip between check and count) and given back when the check passes.
   */
  private async limited(
    userId: string,
    check: () => Promise<boolean> | boolean,
    status: HttpStatus.BAD_REQUEST | HttpStatus.UNAUTHORIZED = HttpStatus.BAD_REQUEST,
  ): Promise<void> {
    if ((await this.rateLimits.hit(accountKey(userId), ACCOUNT_CODE_LIMIT)).isBlocked) throw tooManyCodeAttempts();
    if (!(await check())) throw invalidCode(status);
    await this.rateLimits.reset(accountKey(userId));
  }

  /** A TOTP code of the current secret or an unused recovery code; each works once. */
  private async acceptCode(userId: string, encryptedSecret: string | null, code: string): Promise<boolean> {
    const typed = readCode(code);
    if (typed.kind === 'recovery') return sql.useRecoveryCode(this.dataSource, userId, typed.hash);
    if (typed.kind === 'totp' && encryptedSecret) return this.acceptTotp(userId, encryptedSecret, typed.code);
    return false;
  }

  private async acceptTotp(userId: string, encryptedSecret: string, code: string): Promise<boolean> {
    const secret = decryptTotpSecret(encryptedSecret, this.config.jwtSecret);
    if (!secret) throw new AppException('TWO_FACTOR_SECRET_UNREADABLE', TwoFactorMessages.SECRET_UNREADABLE);
    const step = await totpStep(secret, code);
    return step !== undefined && sql.claimTimeStep(this.dataSource, userId, step);
  }

  private async account(userId: string): Promise<sql.TwoFactorAccountRow> {
    const account = await sql.findTwoFactorAccount(this.dataSource, userId);
    if (!account) throw challengeExpired();
    return account;
  }
}
