import { Global, Module } from '@nestjs/common';
import { AuditAdminController } from './audit-admin.controller.js';
import { AuditAdminService } from './audit-admin.service.js';
import { AuditService } from './audit.service.js';

/** Global: every module with admin actions writes to the one audit log; super admins read it. */
@Global()
@Module({ controllers: [AuditAdminController], providers: [AuditService, AuditAdminService], exports: [AuditService] })
export class AuditModule {}
