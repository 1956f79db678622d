import { Module } from '@nestjs/common';
import { HealthController } from './health.controller.js';
import { HealthService } from './health.service.js';
import { RedisProbe } from './redis-probe.js';

@Module({ controllers: [HealthController], providers: [HealthService, RedisProbe] })
export class HealthModule {}
