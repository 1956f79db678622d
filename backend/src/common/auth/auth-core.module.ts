import { createSecretKey } from 'node:crypto';
import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { AccessTokenService } from './access-token.service.js';
import { AuthGuard } from './auth.guard.js';
import { AuthUserCache } from './auth-user-cache.js';
import { AuthUsersService } from './auth-users.service.js';
import { RateLimitModule } from './rate-limit/rate-limit.module.js';
import { RolesGuard } from './roles.guard.js';

/**
 * What every module relies on: access tokens, the global auth and roles guards (in that order),
 * and the rate-limit store. Imported once by AppModule.
 */
@Global()
@Module({
  imports: [
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        // A KeyObject, not the string: given a string, jsonwebtoken first tries to parse it as a PEM
        // public key on every verify (and throws), ~0.5 ms of CPU per authenticated request.
        secret: createSecretKey(Buffer.from(config.jwtSecret, 'utf8')),
        signOptions: { algorithm: 'HS256', expiresIn: config.accessTokenTtlSeconds },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
    RateLimitModule,
  ],
  providers: [
    AccessTokenService,
    AuthUserCache,
    AuthUsersService,
    { provide: APP_GUARD, useClass: AuthGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
  ],
  exports: [AccessTokenService, AuthUserCache, AuthUsersService, RateLimitModule],
})
export class AuthCoreModule {}
