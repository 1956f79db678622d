import { ApiProperty } from '@nestjs/swagger';
import type { Queryable } from '../../common/database/queryable.js';

/** The plan to change to for a feature the current plan lacks (alerts, statistics). */
export class PlanOfferDto {
  @ApiProperty() planName: string;
  @ApiProperty() displayName: string;
  @ApiProperty({ description: 'Euros al mes.' }) priceMonthly: number;
}

/** What the offered plan must include. */
const FEATURE_SQL = {
  alerts: `alerts <> 'none'`,
  insights: `insights <> 'none'`,
  fullInsights: `insights = 'full'`,
} as const;

export type OfferedFeature = keyof typeof FEATURE_SQL;

/** The cheapest active plan that includes `feature`, or null when none does. */
export async function cheapestPlanWith(db: Queryable, feature: OfferedFeature): Promise<PlanOfferDto | null> {
  const [row] = await db.query<PlanOfferDto[]>(
    `SELECT plan_name AS "planName", display_name AS "displayName", price_monthly::float8 AS "priceMonthly"
       FROM subscription_plans WHERE is_active AND ${FEATURE_SQL[feature]} ORDER BY price_monthly, plan_name LIMIT 1`,
  );
  return row ?? null;
}
