import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { Clock } from '../../common/clock/clock.js';
import { madridToday } from '../requests/request-structure.js';
import { EntitlementsService } from '../subscriptions/entitlements.service.js';
import { cheapestPlanWith } from '../subscriptions/plan-offer.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import type { CompanyInsightsDto, InsightsPeersDto } from './dto/company-insights.dto.js';
import { figuresIn, insightsWindow, weeklyFigures } from './insights-figures.js';
import { countJobViewsByDay, findExposureDays, findProposalSamples } from './insights-sql.js';
import { PeerMediansService } from './peer-medians.service.js';

/** A company's statistics (GET /me/insights), as much as its plan includes. */
@Injectable()
export class InsightsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly subscriptions: SubscriptionsService,
    private readonly entitlements: EntitlementsService,
    private readonly medians: PeerMediansService,
  ) {}

  async forCompany(user: AuthUser): Promise<CompanyInsightsDto> {
    const companyId = await this.subscriptions.companyIdOf(user);
    const plan = await this.entitlements.of(companyId);
    const window = insightsWindow(madridToday(this.clock.now()));
    if (plan.insights === 'none') {
      return {
        level: 'none',
        ...window,
        totals: null,
        peers: null,
        weeks: null,
        upgradeTo: await cheapestPlanWith(this.dataSource, 'insights'),
      };
    }
    const [exposure, jobViews, proposals, peers] = await Promise.all([
      findExposureDays(this.dataSource, companyId, window.from, window.to),
      countJobViewsByDay(this.dataSource, companyId, window.from),
      findProposalSamples(this.dataSource, companyId, window.from),
      this.peersOf(companyId),
    ]);
    const rows = { exposure, jobViews, proposals };
    const full = plan.insights === 'full';
    return {
      level: plan.insights,
      ...window,
      totals: figuresIn(window, rows),
      peers,
      weeks: full ? weeklyFigures(window, rows) : null,
      upgradeTo: full ? null : await cheapestPlanWith(this.dataSource, 'fullInsights'),
    };
  }

  private async peersOf(companyId: string): Promise<InsightsPeersDto | null> {
    const [company] = await this.dataSource.query<{ services: string[]; province: string }[]>(
      `SELECT services, province FROM companies WHERE id = $1`,
      [companyId],
    );
    return company ? this.medians.compare(company.services, company.province) : null;
  }
}
