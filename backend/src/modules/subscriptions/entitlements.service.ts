import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock/clock.js';
import type { Queryable } from '../../common/database/queryable.js';
import { findCompanyEntitlements, type EntitlementsRow } from './entitlements-sql.js';

/** A company's entitlements: its plan's limits and features, and whether its subscription gives access now. */
export type Entitlements = EntitlementsRow;

/** Without a subscription (or without access) a company gets nothing a plan sells. */
const NONE: Omit<Entitlements, 'planId' | 'planName' | 'displayName'> = {
  hasAccess: false,
  maxProposalsPerMonth: 0,
  maxGalleryImages: 0,
  alerts: 'none',
  featuredLevel: 0,
  insights: 'none',
};

/**
 * The one place that answers «may this company do X now?» from its plan's data (issue 19): every
 * endpoint and screen that sells a feature asks here, so a plan card cannot promise what is not
 * enforced. Plans are data admins edit (subscription_plans).
 */
@Injectable()
export class EntitlementsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** The company's entitlements now; a company without any subscription gets none. */
  async of(companyId: string, db: Queryable = this.dataSource): Promise<Entitlements> {
    const row = await findCompanyEntitlements(db, companyId, this.clock.now());
    if (!row) return { planId: '', planName: '', displayName: '', ...NONE };
    return row.hasAccess ? row : { ...row, ...NONE };
  }
}
