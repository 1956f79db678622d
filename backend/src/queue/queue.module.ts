import { Global, Module } from '@nestjs/common';
import { MaintenanceProcessor } from './maintenance.processor.js';
import { QueueService } from './queue.service.js';

@Global()
@Module({ providers: [QueueService, MaintenanceProcessor], exports: [QueueService] })
export class QueueModule {}
