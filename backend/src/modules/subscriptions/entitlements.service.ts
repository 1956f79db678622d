import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock/clock.js';
import type { Queryable } from '../../common/database/queryable.js';
import { findCompanyEntitlements, type EntitlementsRow } from './entitlements-sql.js';
import { SubscriptionStatus } from '../../database/enums.js';
import {
  galleryLimitMessage,
  planLimitReached,
  proposalLimitMessage,
  subscriptionRequired,
  subscriptionUnpaid,
  type LimitedResource,
} from './entitlement-errors.js';
import { applyGalleryLimit, lockGalleryCompanies, type GalleryScope } from './gallery-visibility-sql.js';
import { countGalleryImages, countProposalsInMonth, findUpgradePlan, type UpgradePlanRow } from './plan-usage-sql.js';

/** A company's entitlements: its plan's limits and features, and whether its subscription gives access now. */
export type Entitlements = EntitlementsRow;

/**
 * Without a subscription (or without access) a company gets nothing a plan sells. The gallery
 * limit of a lapsed subscription stays the plan's: it is what the public page keeps showing
 * (a lapse hides nothing); uploads need access anyway (`assertCanAddImages`).
 */
const NONE: Omit<Entitlements, 'planId' | 'planName' | 'displayName' | 'status'> = {
  hasAccess: false,
  maxProposalsPerMonth: 0,
  maxGalleryImages: 0,
  alerts: 'none',
  featuredLevel: 0,
  insights: 'none',
};

/** Proposals sent this month (Madrid) against the plan's limit; `limit` null = unlimited. */
export interface ProposalUsage {
  used: number;
  limit: number | null;
  /** `YYYY-MM` in Madrid. */
  month: string;
  /** 00:00 Madrid on the 1st of next month, when `used` starts from 0 again. */
  resetsAt: Date;
  /** The cheapest plan that allows more, when there is a limit. */
  upgrade: UpgradePlanRow | undefined;
}

/** Gallery images against the plan's limit; `limit` null = unlimited. */
export interface GalleryUsage {
  used: number;
  visible: number;
  hiddenByPlan: number;
  limit: number | null;
  upgrade: UpgradePlanRow | undefined;
}

/** What an upload may add: `accepted` files, the others skipped with `overLimitMessage`. */
export interface ImagesRoom {
  accepted: number;
  overLimitMessage: string | null;
}

/**
 * The one place that answers «may this company do X now?» from its plan's data (issue 19): every
 * endpoint and screen that sells a feature asks here, so a plan card cannot promise what is not
 * enforced. Plans are data admins edit (subscription_plans), read at every question: an admin's
 * change applies to the next one.
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
    if (!row) return { planId: '', planName: '', displayName: '', status: null, ...NONE };
    return row.hasAccess ? row : { ...row, ...NONE, maxGalleryImages: row.maxGalleryImages };
  }

  /** Proposals sent in the current calendar month in Madrid (by the injectable clock) and the plan's limit. */
  async proposalUsage(companyId: string, db: Queryable = this.dataSource, entitlements?: Entitlements): Promise<ProposalUsage> {
    const plan = entitlements ?? (await this.of(companyId, db));
    const month = await countProposalsInMonth(db, companyId, this.clock.now());
    const limit = plan.maxProposalsPerMonth;
    return {
      used: month.used,
      limit,
      month: month.month,
      resetsAt: new Date(month.nextMonthStart),
      upgrade: limit === null || !plan.hasAccess ? undefined : await findUpgradePlan(db, 'proposals', limit),
    };
  }

  /** All gallery images (hidden ones too), how many the plan hides, and the plan's limit. */
  async galleryUsage(companyId: string, db: Queryable = this.dataSource, entitlements?: Entitlements): Promise<GalleryUsage> {
    const plan = entitlements ?? (await this.of(companyId, db));
    const { total, hidden } = await countGalleryImages(db, companyId);
    const limit = plan.maxGalleryImages;
    return {
      used: total,
      visible: total - hidden,
      hiddenByPlan: hidden,
      limit,
      upgrade: limit === null ? undefined : await findUpgradePlan(db, 'gallery', limit),
    };
  }

  /**
   * 403 SUBSCRIPTION_REQUIRED without access (SUBSCRIPTION_UNPAID when suspended for non-payment),
   * 403 PLAN_LIMIT_REACHED when this month's proposals
   * reached the plan's limit. Given the transaction that inserts the proposal (`tx`), it first
   * takes a per-company advisory lock held until that transaction ends, so two sends at 9 of 10
   * are counted one after the other and only one passes.
   */
  async assertCanSendProposal(companyId: string, tx?: Queryable): Promise<void> {
    const db = tx ?? this.dataSource;
    if (tx) await tx.query(`SELECT pg_advisory_xact_lock(hashtext('proposal_quota:' || $1))`, [companyId]);
    const plan = await this.of(companyId, db);
    if (!plan.hasAccess) throw noAccess(plan, 'proposals');
    if (plan.maxProposalsPerMonth === null) return;
    const usage = await this.proposalUsage(companyId, db, plan);
    if (usage.limit === null || usage.used < usage.limit) return;
    throw planLimitReached(proposalLimitMessage(plan.displayName, usage.limit, usage.upgrade, usage.resetsAt), {
      resource: 'proposals',
      used: usage.used,
      limit: usage.limit,
      plan: plan.planName,
      upgradeTo: usage.upgrade?.planName ?? null,
    });
  }

  /**
   * How many of `count` new images fit the plan now, and the message for the ones that do not:
   * 403 SUBSCRIPTION_REQUIRED without access, 403 PLAN_LIMIT_REACHED when none fits. Called
   * again inside the upload's transaction, after it locks the company row, for the final word.
   */
  async assertCanAddImages(companyId: string, count: number, db: Queryable = this.dataSource): Promise<ImagesRoom> {
    const plan = await this.of(companyId, db);
    if (!plan.hasAccess) throw noAccess(plan, 'gallery');
    const usage = await this.galleryUsage(companyId, db, plan);
    if (usage.limit === null) return { accepted: count, overLimitMessage: null };
    const room = Math.max(0, usage.limit - usage.used);
    if (room === 0) {
      throw planLimitReached(galleryLimitMessage(plan.displayName, usage.limit, usage.used, usage.upgrade), {
        resource: 'gallery',
        used: usage.used,
        limit: usage.limit,
        plan: plan.planName,
        upgradeTo: usage.upgrade?.planName ?? null,
      });
    }
    // The files past the room are skipped: by then the gallery is full.
    const overLimitMessage = room < count ? galleryLimitMessage(plan.displayName, usage.limit, usage.limit, usage.upgrade) : null;
    return { accepted: Math.min(room, count), overLimitMessage };
  }

  /**
   * Brings galleries in line with their plan's limit (downgrade hides the extra images, upgrade
   * or a deletion shows them again; nothing is ever deleted). Called wherever the limit can
   * change: a plan change, an admin's edit of a plan's limit, a deleted image. Run it inside the
   * transaction that changes the limit: it locks the companies' rows as uploads do.
   */
  async applyGalleryLimit(scope: GalleryScope, tx: Queryable): Promise<number> {
    await lockGalleryCompanies(tx, scope);
    return applyGalleryLimit(tx, scope);
  }
}

/** Why a company without access cannot: suspended for non-payment (pay to get it back), or no subscription. */
function noAccess(plan: Entitlements, resource: LimitedResource) {
  return plan.status === SubscriptionStatus.Unpaid ? subscriptionUnpaid(resource) : subscriptionRequired(resource);
}
