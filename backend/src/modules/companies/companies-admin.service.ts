import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { parseListQuery, type ListQuery, type SimpleRestQuery } from '../../common/admin/simple-rest.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CompanyStatus } from '../../database/enums.js';
import { AuditService } from '../audit/audit.service.js';
import { ADMIN_COMPANY_BY_ID_SQL, ADMIN_COMPANY_LIST, adminCompanyCountSql, adminCompanyPageSql, type AdminCompanyRow } from './company-admin-sql.js';
import { companyNotFound, companyStateConflict, CompanyModerationMessages } from './company-errors.js';
import type { AdminCompanyDetailDto, AdminCompanyDto, UpdateCompanyPaymentDto } from './dto/admin-company.dto.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The moderation fields one action reads under its row lock. */
interface LockedCompany {
  status: CompanyStatus;
  verified_at: Date | null;
  payment_status: string | null;
  last_payment: Date | null;
}

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
    const page = adminCompanyPageSql(list);
    const count = adminCompanyCountSql(list);
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<AdminCompanyRow[]>(page.sql, page.params),
      this.dataSource.query<{ total: number }[]>(count.sql, count.params),
    ]);
    return { list, rows: rows.map(toAdminCompany), total };
  }

  async get(id: string, manager: EntityManager = this.dataSource.manager): Promise<AdminCompanyDetailDto> {
    if (!UUID.test(id)) throw companyNotFound();
    const [row] = await manager.query<AdminCompanyRow[]>(ADMIN_COMPANY_BY_ID_SQL, [id]);
    if (!row) throw companyNotFound();
    return { ...toAdminCompany(row), description: row.description ?? '' };
  }

  suspend(actor: AuthUser, id: string, reason: string): Promise<AdminCompanyDetailDto> {
    return this.act(id, async (company, manager) => {
      if (company.status === CompanyStatus.Suspended) throw companyStateConflict(CompanyModerationMessages.ALREADY_SUSPENDED);
      await manager.query(
        `UPDATE companies SET status = 'suspended', suspension_reason = $2, suspended_at = now(), updated_at = now() WHERE id = $1`,
        [id, reason],
      );
      await this.audit.record({ actorId: actor.id, action: 'company.suspend', entityType: 'company', entityId: id, reason, details: { from: company.status } }, manager);
    });
  }

  /** Suspended (or pending) → active; clears the reason and the date (spec 4). */
  reactivate(actor: AuthUser, id: string): Promise<AdminCompanyDetailDto> {
    return this.act(id, async (company, manager) => {
      if (company.status === CompanyStatus.Active) throw companyStateConflict(CompanyModerationMessages.ALREADY_ACTIVE);
      await manager.query(
        `UPDATE companies SET status = 'active', suspension_reason = NULL, suspended_at = NULL, updated_at = now() WHERE id = $1`,
        [id],
      );
      await this.audit.record({ actorId: actor.id, action: 'company.reactivate', entityType: 'company', entityId: id, details: { from: company.status } }, manager);
    });
  }

  verify(actor: AuthUser, id: string): Promise<AdminCompanyDetailDto> {
    return this.act(id, async (company, manager) => {
      if (company.verified_at) throw companyStateConflict(CompanyModerationMessages.ALREADY_VERIFIED);
      await manager.query(`UPDATE companies SET verified_at = now(), updated_at = now() WHERE id = $1`, [id]);
      await this.audit.record({ actorId: actor.id, action: 'company.verify', entityType: 'company', entityId: id }, manager);
    });
  }

  unverify(actor: AuthUser, id: string): Promise<AdminCompanyDetailDto> {
    return this.act(id, async (company, manager) => {
      if (!company.verified_at) throw companyStateConflict(CompanyModerationMessages.NOT_VERIFIED);
      await manager.query(`UPDATE companies SET verified_at = NULL, updated_at = now() WHERE id = $1`, [id]);
      await this.audit.record(
        { actorId: actor.id, action: 'company.unverify', entityType: 'company', entityId: id, details: { verifiedAt: company.verified_at.toISOString() } },
        manager,
      );
    });
  }

  /** Payment status and last payment; fields left out keep their value, null clears them. */
  updatePayment(actor: AuthUser, id: string, dto: UpdateCompanyPaymentDto): Promise<AdminCompanyDetailDto> {
    return this.act(id, async (company, manager) => {
      const paymentStatus = dto.paymentStatus === undefined ? company.payment_status : dto.paymentStatus;
      const lastPayment = dto.lastPayment === undefined ? company.last_payment : dto.lastPayment === null ? null : new Date(dto.lastPayment);
      await manager.query(`UPDATE companies SET payment_status = $2, last_payment = $3, updated_at = now() WHERE id = $1`, [id, paymentStatus, lastPayment]);
      const details = {
        before: { paymentStatus: company.payment_status, lastPayment: company.last_payment?.toISOString() ?? null },
        after: { paymentStatus, lastPayment: lastPayment?.toISOString() ?? null },
      };
      await this.audit.record({ actorId: actor.id, action: 'company.payment', entityType: 'company', entityId: id, details }, manager);
    });
  }

  /** Locks the company, runs the change and answers the record as it is after it. */
  private act(id: string, change: (company: LockedCompany, manager: EntityManager) => Promise<void>): Promise<AdminCompanyDetailDto> {
    if (!UUID.test(id)) throw companyNotFound();
    return this.dataSource.transaction(async (manager) => {
      const [company] = await manager.query<LockedCompany[]>(
        `SELECT status, verified_at, payment_status, last_payment FROM companies WHERE id = $1 FOR UPDATE`,
        [id],
      );
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
