import { HttpStatus, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppException } from '../../common/errors/app-exception.js';
import { randomToken } from '../auth/tokens.js';
import { EntitlementsService } from '../subscriptions/entitlements.service.js';
import { cheapestPlanWith } from '../subscriptions/plan-offer.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { checkAlertSettings, emailModesOf } from './alert-settings-rules.js';
import { jobPath, routeText } from './alert-links.js';
import { findAlertSettings, listRecentAlerts, saveAlertSettings, unsubscribeAlertMails } from './alerts-sql.js';
import type { AlertSettingsDto, RecentAlertsDto, UpdateAlertSettingsDto } from './dto/alerts.dto.js';

const RECENT_LIMIT = 30;

/** What a company without settings sees: nothing chosen yet, mails at once (or the digest its plan gives). */
const BLANK = { enabled: true, categories: [], services: [], originProvinces: [], radiusKm: null, destinationProvinces: [] };

/** A company's alert settings (GET/PUT /me/alerts), its recent alerts and the one-click unsubscribe. */
@Injectable()
export class AlertsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly subscriptions: SubscriptionsService,
    private readonly entitlements: EntitlementsService,
  ) {}

  async settings(user: AuthUser): Promise<AlertSettingsDto> {
    const companyId = await this.subscriptions.companyIdOf(user);
    const [plan, stored, hasBase] = await Promise.all([
      this.entitlements.of(companyId),
      findAlertSettings(this.dataSource, companyId),
      this.companyHasBase(companyId),
    ]);
    const allowed = emailModesOf(plan.alerts);
    return {
      available: plan.alerts !== 'none',
      planAlerts: plan.alerts,
      allowedEmailModes: allowed,
      upgradeTo: plan.alerts === 'none' ? await cheapestPlanWith(this.dataSource, 'alerts') : null,
      configured: stored !== undefined,
      hasBase,
      ...BLANK,
      emailMode: allowed[0] ?? 'none',
      ...(stored ? pick(stored) : {}),
    };
  }

  /** Checked against the catalog and the plan; a plan without alerts (or without access) gets 403 PLAN_FEATURE_UNAVAILABLE. */
  async update(user: AuthUser, dto: UpdateAlertSettingsDto): Promise<AlertSettingsDto> {
    const companyId = await this.subscriptions.companyIdOf(user);
    const plan = await this.entitlements.of(companyId);
    if (plan.alerts === 'none') {
      const offer = await cheapestPlanWith(this.dataSource, 'alerts');
      throw new AppException(
        'PLAN_FEATURE_UNAVAILABLE',
        offer
          ? `Tu plan no incluye alertas de nuevas solicitudes. Las tienes con el plan ${offer.displayName} (${offer.priceMonthly} €/mes).`
          : 'Tu plan no incluye alertas de nuevas solicitudes.',
        HttpStatus.FORBIDDEN,
        undefined,
        { feature: 'alerts', plan: plan.planName || null, upgradeTo: offer?.planName ?? null },
      );
    }
    const radiusKm = dto.radiusKm ?? null;
    const checked = checkAlertSettings({ ...dto, radiusKm }, plan.alerts);
    if (checked.errors.length > 0) {
      throw new AppException('VALIDATION_ERROR', checked.errors[0].message, HttpStatus.BAD_REQUEST, checked.errors);
    }
    if (radiusKm !== null && !(await this.companyHasBase(companyId))) {
      throw new AppException(
        'VALIDATION_ERROR',
        'No conocemos la ubicación de tu empresa: corrige la ciudad y la provincia de tu perfil o elige provincias de origen.',
        HttpStatus.BAD_REQUEST,
        [{ field: 'radiusKm', message: 'Tu empresa no tiene una ubicación conocida para medir el radio.' }],
      );
    }
    await saveAlertSettings(this.dataSource, companyId, checked.values!, randomToken());
    return this.settings(user);
  }

  async recent(user: AuthUser): Promise<RecentAlertsDto> {
    const companyId = await this.subscriptions.companyIdOf(user);
    const rows = await listRecentAlerts(this.dataSource, companyId, RECENT_LIMIT);
    return {
      items: rows.map((row) => ({
        requestId: row.requestId,
        link: jobPath(row.requestSlug, row.requestId),
        title: row.title,
        route: routeText(row),
        category: row.category,
        active: row.status === 'active',
        alertedAt: new Date(row.alertedAt).toISOString(),
        mailKind: row.mailKind,
      })),
    };
  }

  /** Mails off for the company of this token (idempotent); 404 for an unknown token. */
  async unsubscribe(token: string | undefined): Promise<{ companyName: string; emailMode: 'none' }> {
    const row =
      typeof token === 'string' && token.length > 0 && token.length <= 64 ? await unsubscribeAlertMails(this.dataSource, token) : undefined;
    if (!row) throw AppException.notFound('El enlace para dejar de recibir alertas no es válido.', 'ALERT_TOKEN_INVALID');
    return { companyName: row.companyName, emailMode: 'none' };
  }

  private async companyHasBase(companyId: string): Promise<boolean> {
    const [row] = await this.dataSource.query<{ has: boolean }[]>(
      `SELECT base_lat IS NOT NULL AND base_lon IS NOT NULL AS has FROM companies WHERE id = $1`,
      [companyId],
    );
    return row?.has ?? false;
  }
}

function pick(stored: Omit<AlertSettingsDto, 'available' | 'planAlerts' | 'allowedEmailModes' | 'upgradeTo' | 'configured' | 'hasBase'>) {
  const { enabled, categories, services, originProvinces, radiusKm, destinationProvinces, emailMode } = stored;
  return { enabled, categories, services, originProvinces, radiusKm, destinationProvinces, emailMode };
}
