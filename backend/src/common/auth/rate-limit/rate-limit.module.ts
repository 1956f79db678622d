import { Global, Module } from '@nestjs/common';
import { RateLimitGuard } from './rate-limit.guard.js';
import { RateLimitStore } from './rate-limit.store.js';

/** The rate-limit store (memory, or Redis with REDIS_URL) and the per-IP guard of `@RateLimit()`. */
@Global()
@Module({ providers: [RateLimitStore, RateLimitGuard], exports: [RateLimitStore, RateLimitGuard] })
export class RateLimitModule {}
