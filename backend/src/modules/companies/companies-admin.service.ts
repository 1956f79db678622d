import { isUuid } from '@rutalia/catalog';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Queryable } from '../../common/database/queryable.js';
import { parseListQuery, type ListQuery, type SimpleRestQuery } from '../../common/admin/simple-rest.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CompanyStatus } from '../../database/enums.js';
import { AuditService } from '../audit/audit.service.js';
import {
  ADMIN_COMPANY_LIST,
  findAdminCompany,
  findAdminCompanyPage,
  lockCompanyForModeration,
  reactivateCompany,
  setCompanyPayment,
  suspendCompany,
  type AdminCompanyRow,
  type LockedCompany,
} from './company-admin-sql.js';
import { companyNotFound, companyStateConflict, CompanyModerationMessages } from './company-errors.js';
import type { AdminCompanyDetailDto, AdminCompanyDto, UpdateCompanyPaymentDto } from './dto/admin-company.dto.js';

/**
 * Backoffice companies: the list and detail for admins, and the super admin's moderation. Each
 * action locks the row, checks the current state (acting twice answers 409), changes it and
 * writes its audit entry in one transaction. Public reads filter on status and is_active on
 * every request, so a suspension hides the company at once.
 */
@Injectable()
export class CompaniesAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  async list(query: SimpleRestQuery): Promise<{ list: ListQuery; rows: AdminCompanyDto[]; total: number }> {
    const list = parseListQuery(query, ADMIN_COMPANY_LIST);
    const { rows, total } = await findAdminCompanyPage(this.dataSource, list);
    return { list, rows: rows.map(toAdminCompany), total };
  }

  async get(id: string, manager: Queryable = this.dataSource.manager): Promise<AdminCompanyDetailDto> {
    if (!isUuid(id)) throw companyNotFound();
    const row = await findAdminCompany(manager, id);
    if (!row) throw companyNotFound();
    return { ...toAdminCompany(row), description: row.description ?? '' };
  }

  suspend(actor: AuthUser, id: string, reason: string): Promise<AdminCompanyDetailDto> {
    return this.act(id, async (company, manager) => {
      if (company.status === CompanyStatus.Suspended) throw companyStateConflict(CompanyModerationMessages.ALREADY_SUSPENDED);
      await suspendCompany(manager, id, reason);
      await this.audit.record(
        { actorId: actor.id, action: 'company.suspend', entityType: 'company', entityId: id, reason, details: { from: company.status } },
        manager,
      );
    });
  }

  /** Suspended (or pending) → active; clears the reason and the date (spec 4). */
  reactivate(actor: AuthUser, id: string): Promise<AdminCompanyDetailDto> {
    return this.act(id, async (company, manager) => {
      if (company.status === CompanyStatus.Active) throw companyStateConflict(CompanyModerationMessages.ALREADY_ACTIVE);
      await reactivateCompany(manager, id);
      await this.audit.record(
        { actorId: actor.id, action: 'company.reactivate', entityType: 'company', entityId: id, details: { from: company.status } },
        manager,
      );
    });
  }

  /** Payment status and last payment; fields left out keep their value, null clears them. */
  updatePayment(actor: AuthUser, id: string, dto: UpdateCompanyPaymentDto): Promise<AdminCompanyDetailDto> {
    return this.act(id, async (company, manager) => {
      const paymentStatus = dto.paymentStatus === undefined ? company.payment_status : dto.paymentStatus;
      const lastPayment =
        dto.lastPayment === undefined ? company.last_payment : dto.lastPayment === null ? null : new Date(dto.lastPayment);
      await setCompanyPayment(manager, id, paymentStatus, lastPayment);
      const details = {
        before: { paymentStatus: company.payment_status, lastPayment: company.last_payment?.toISOString() ?? null },
        after: { paymentStatus, lastPayment: lastPayment?.toISOString() ?? null },
      };
      await this.audit.record({ actorId: actor.id, action: 'company.payment', entityType: 'company', entityId: id, details }, manager);
    });
  }

  /** Locks the company, runs the change and answers the record as it is after it. */
  private act(id: string, change: (company: LockedCompany, manager: EntityManager) => Promise<void>): Promise<AdminCompanyDetailDto> {
    if (!isUuid(id)) throw companyNotFound();
    return this.dataSource.transaction(async (manager) => {
      const company = await lockCompanyForModeration(manager, id);
      if (!company) throw companyNotFound();
      await change(company, manager);
      return this.get(id, manager);
    });
  }
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

export function toAdminCompany(row: AdminCompanyRow): AdminCompanyDto {
  return {
    id: row.id,
    companyName: row.companyName,
    contactPerson: row.contactPerson,
    email: row.email,
    phone: row.phone,
    city: row.city,
    province: row.province,
    services: row.services,
    status: row.status,
    isActive: row.isActive,
    verified: row.verifiedAt !== null,
    verifiedAt: iso(row.verifiedAt),
    suspensionReason: row.suspensionReason,
    suspendedAt: iso(row.suspendedAt),
    paymentStatus: row.paymentStatus,
    lastPayment: iso(row.lastPayment),
    ownerEmail: row.ownerEmail,
    subscription:
      row.planName && row.subscriptionStatus && row.currentPeriodEnd
        ? { plan: row.planName, status: row.subscriptionStatus, currentPeriodEnd: new Date(row.currentPeriodEnd).toISOString() }
        : null,
    proposalsCount: row.proposalsCount,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
