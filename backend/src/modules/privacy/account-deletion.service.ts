import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AuthUserCache } from '../../common/auth/auth-user-cache.js';
import { Clock } from '../../common/clock/clock.js';
import { AppException } from '../../common/errors/app-exception.js';
import { verifyPassword } from '../../common/security/password.js';
import { RealtimeService } from '../../realtime/realtime.service.js';
import { AuditService } from '../audit/audit.service.js';
import { PrivateStorageService } from '../storage/private-storage.service.js';
import { StorageService } from '../storage/storage.service.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import type { DeleteAccountDto } from './dto/privacy.dto.js';
import {
  anonymiseUser,
  deleteUserOwnedRows,
  eraseByEmail,
  eraseClientSide,
  eraseCompanySide,
  lockErasureSubject,
  type PublicFiles,
} from './erasure-sql.js';
import { wrongPassword } from './privacy-errors.js';

/**
 * «Eliminar mi cuenta» (issue 22): at once and for good. The subscription is cancelled first
 * through the billing path (no new period, no new invoice); then one transaction anonymises the
 * account, deletes what the law does not ask us to keep and takes the company off every public
 * list; after the commit the files go, the guard's cached account is dropped and the sockets
 * close. Per table: docs/privacy-data.md.
 */
@Injectable()
export class AccountDeletionService {
  private readonly logger = new Logger(AccountDeletionService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly subscriptions: SubscriptionsService,
    private readonly audit: AuditService,
    private readonly storage: StorageService,
    private readonly privateStorage: PrivateStorageService,
    private readonly authCache: AuthUserCache,
    private readonly realtime: RealtimeService,
  ) {}

  async delete(user: AuthUser, dto: DeleteAccountDto): Promise<void> {
    const current = await lockErasureSubject(this.dataSource, user.id);
    if (!current || current.deletedAt || !(await verifyPassword(current.passwordHash, dto.password))) throw wrongPassword();
    if (current.companyIds.length > 0) await this.cancelSubscription(user);

    const files = await this.dataSource.transaction(async (em) => {
      const subject = await lockErasureSubject(em, user.id);
      if (!subject || subject.deletedAt) throw wrongPassword();
      const now = this.clock.now();
      const emails = [...new Set([subject.email.toLowerCase(), ...subject.companyEmails])];
      const client = await eraseClientSide(em, user.id, now);
      const company = await eraseCompanySide(em, subject.companyIds, now);
      const exportKeys = await deleteUserOwnedRows(em, user.id);
      await eraseByEmail(em, user.id, emails, now);
      await anonymiseUser(em, user.id, now);
      await this.audit.record({ actorId: user.id, action: 'user.self_delete', entityType: 'user', entityId: user.id }, em);
      return { public: [client, company], private: [...company.privateKeys, ...exportKeys] };
    });

    await this.authCache.invalidate(user.id);
    this.realtime.disconnectUser(user.id);
    await this.removePublic(files.public);
    await this.privateStorage.remove(...files.private);
  }

  /** The existing cancel path; an account without a subscription has nothing to cancel. */
  private async cancelSubscription(user: AuthUser): Promise<void> {
    try {
      await this.subscriptions.cancel(user);
    } catch (error) {
      const code = error instanceof AppException ? error.code : undefined;
      if (code !== 'SUBSCRIPTION_NOT_FOUND' && code !== 'COMPANY_PROFILE_NOT_FOUND') throw error;
    }
  }

  private async removePublic(groups: PublicFiles[]): Promise<void> {
    for (const group of groups) {
      await this.storage.remove(...group.keys, ...group.urls.map((url) => this.storage.keyFromUrl(url)));
    }
    this.logger.log('Cuenta eliminada por su titular');
  }
}
