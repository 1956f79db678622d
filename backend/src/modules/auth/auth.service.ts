import { randomBytes } from 'node:crypto';
import { HttpStatus, Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AccessTokenService } from '../../common/auth/access-token.service.js';
import { assertAccountUsable, AuthMessages, sessionExpired, tooManyRequests } from '../../common/auth/auth-errors.js';
import { toAuthUser, type AuthUser, type AuthUserRecord } from '../../common/auth/auth-user.js';
import { AuthUsersService } from '../../common/auth/auth-users.service.js';
import { emailKey, RateLimitStore } from '../../common/auth/rate-limit/rate-limit.store.js';
import { AppException } from '../../common/errors/app-exception.js';
import { hashPassword, verifyPassword } from '../../common/security/password.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { findLoginAccount, recordLogin } from './auth-sql.js';
import type { LoginDto } from './dto/login.dto.js';
import { SessionsService, type IssuedSession } from './sessions.service.js';
import { TwoFactorService } from './two-factor.service.js';

export interface SignedIn {
  accessToken: string;
  user: AuthUser;
  session: IssuedSession;
}

/** The password was right but two-factor is on: the code step comes next (POST /auth/2fa/verify). */
export interface TwoFactorPending {
  twoFactorRequired: true;
  challengeToken: string;
}

const invalidCredentials = () => new AppException('INVALID_CREDENTIALS', AuthMessages.INVALID_CREDENTIALS, HttpStatus.UNAUTHORIZED);

/** Login attempts per email since the last successful one (RateLimitStore key scope). */
export const LOGIN_EMAIL_SCOPE = 'login-email';

/** Sign-in, refresh and sign-out. */
@Injectable()
export class AuthService implements OnModuleInit {
  /** Verified when the email is unknown, so both answers take as long. */
  private dummyHash = '';

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: AuthUsersService,
    private readonly accessTokens: AccessTokenService,
    private readonly sessions: SessionsService,
    private readonly rateLimits: RateLimitStore,
    private readonly twoFactor: TwoFactorService,
  ) {}

  async onModuleInit(): Promise<void> {
    this.dummyHash = await hashPassword(randomBytes(24).toString('base64url'));
  }

  async login(dto: LoginDto, userAgent?: string): Promise<SignedIn | TwoFactorPending> {
    const counter = emailKey(LOGIN_EMAIL_SCOPE, dto.email);
    const rule = this.config.rateLimits.loginPerEmail;
    // Reserve the attempt before verifying: a check-then-count lets a parallel burst through.
    if ((await this.rateLimits.hit(counter, rule)).isBlocked) throw tooManyRequests();

    const account = await findLoginAccount(this.dataSource, dto.email);
    const passwordOk = await verifyPassword(account?.password_hash ?? this.dummyHash, dto.password);
    if (!account || !passwordOk) throw invalidCredentials();
    // The right password gives the reserved attempt back (also when the account is suspended).
    await this.rateLimits.reset(counter);
    assertAccountUsable({ status: account.status, suspensionReason: account.suspension_reason });

    const record = await this.users.findById(account.id);
    if (!record) throw invalidCredentials();
    if (record.twoFactorEnabled) {
      return { twoFactorRequired: true, challengeToken: await this.twoFactor.startChallenge(account.id, dto.remember === true) };
    }
    return this.startSession(record, dto.remember === true, userAgent);
  }

  /** The code step of a sign-in with two-factor: the session starts once the code is right. */
  async completeTwoFactor(challengeToken: string, code: string, userAgent?: string): Promise<SignedIn> {
    const { userId, remember } = await this.twoFactor.completeChallenge(challengeToken, code);
    const record = await this.users.findById(userId);
    if (!record) throw sessionExpired();
    assertAccountUsable(record); // suspended between the two steps
    return this.startSession(record, remember, userAgent);
  }

  /** A new session for an account whose sign-in is complete (password and code, or a passkey). */
  async startSession(record: AuthUserRecord, remember: boolean, userAgent?: string): Promise<SignedIn> {
    await recordLogin(this.dataSource, record.id);
    const session = await this.sessions.start(record.id, { remember, userAgent });
    return { accessToken: await this.accessTokens.sign(record.id, session.sessionId), user: toAuthUser(record), session };
  }

  /** A new access token and a rotated refresh token; 401 SESSION_EXPIRED or 403 for suspended accounts. */
  async refresh(refreshToken: string | undefined, userAgent?: string): Promise<SignedIn> {
    if (!refreshToken) throw sessionExpired();
    let user: AuthUser | undefined;
    const session = await this.sessions.rotate(refreshToken, {
      userAgent,
      authorize: async (userId) => {
        const record = await this.users.findById(userId);
        if (!record) throw sessionExpired();
        assertAccountUsable(record);
        user = toAuthUser(record);
      },
    });
    return { accessToken: await this.accessTokens.sign(session.userId, session.sessionId), user: user!, session };
  }

  async logout(refreshToken: string | undefined): Promise<void> {
    if (refreshToken) await this.sessions.revoke(refreshToken);
  }
}
