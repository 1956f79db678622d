import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { EntitlementsDto, type UpgradeOptionDto } from './dto/entitlements.dto.js';
import { planEntitlementFields } from './dto/plan-entitlements.dto.js';
import { EntitlementsService } from './entitlements.service.js';
import type { UpgradePlanRow } from './plan-usage-sql.js';
import { SubscriptionsService } from './subscriptions.service.js';

/** What the signed-in company's plan gives and how much it has used (proposal form, gallery editor, billing). */
@ApiTags('subscriptions')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: 'Solo empresas.' })
@Controller('me/entitlements')
@Roles('company')
export class MyEntitlementsController {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly entitlements: EntitlementsService,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Lo que incluye mi plan',
    description:
      'Límites y funciones del plan, propuestas enviadas este mes (mes natural en Madrid) e imágenes de la galería (también las ocultas por el plan). Sin acceso, los límites de propuestas y las funciones valen 0.',
  })
  @ApiOkResponse({ type: EntitlementsDto })
  @ApiNotFoundResponse({ description: 'COMPANY_PROFILE_NOT_FOUND' })
  async mine(@CurrentUser() user: AuthUser): Promise<EntitlementsDto> {
    const companyId = await this.subscriptions.companyIdOf(user);
    const plan = await this.entitlements.of(companyId);
    const [proposals, gallery] = await Promise.all([
      this.entitlements.proposalUsage(companyId, undefined, plan),
      this.entitlements.galleryUsage(companyId, undefined, plan),
    ]);
    return {
      plan: plan.planId ? { planName: plan.planName, displayName: plan.displayName } : null,
      hasAccess: plan.hasAccess,
      ...planEntitlementFields(plan),
      proposals: {
        used: proposals.used,
        limit: proposals.limit,
        remaining: proposals.limit === null ? null : Math.max(0, proposals.limit - proposals.used),
        month: proposals.month,
        resetsAt: proposals.resetsAt.toISOString(),
        upgradeTo: upgradeOption(proposals.upgrade),
      },
      gallery: {
        used: gallery.used,
        visible: gallery.visible,
        hiddenByPlan: gallery.hiddenByPlan,
        limit: gallery.limit,
        remaining: gallery.limit === null ? null : Math.max(0, gallery.limit - gallery.used),
        upgradeTo: upgradeOption(gallery.upgrade),
      },
    };
  }
}

function upgradeOption(row: UpgradePlanRow | undefined): UpgradeOptionDto | null {
  return row ? { planName: row.planName, displayName: row.displayName, limit: row.limit } : null;
}
