import { Body, Get, Param, Put, Query, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminController } from '../../common/admin/admin-controller.decorator.js';
import { SimpleRestQuery, withContentRange } from '../../common/admin/simple-rest.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { AdminSubscriptionDto } from './dto/subscription-admin.dto.js';
import { AdminPlanDto, UpdatePlanDto } from './dto/plan-admin.dto.js';
import { PlansAdminService } from './plans-admin.service.js';
import { SubscriptionsAdminService } from './subscriptions-admin.service.js';

/** Backoffice: subscription plans (ra-data-simple-rest; super admins). */
@AdminController('plans', 'super_admin')
export class PlansAdminController {
  constructor(private readonly plans: PlansAdminService) {}

  @Get()
  @ApiOperation({
    summary: 'Planes',
    description: 'sort: priceMonthly, planName, displayName, sortOrder, isActive, createdAt; filter: q, isActive.',
  })
  @ApiOkResponse({ type: [AdminPlanDto] })
  async list(@Query() query: SimpleRestQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminPlanDto[]> {
    const { list, rows, total } = await this.plans.list(query);
    return withContentRange(reply, 'plans', list, rows, total);
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminPlanDto })
  @ApiNotFoundResponse({ description: 'PLAN_NOT_FOUND' })
  get(@Param('id') id: string): Promise<AdminPlanDto> {
    return this.plans.get(id);
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Editar un plan',
    description:
      'Descripción, precios, características y si está activo. La clave (planName) no cambia. Un precio nuevo solo se aplica a las facturas futuras.',
  })
  @ApiOkResponse({ type: AdminPlanDto })
  @ApiNotFoundResponse({ description: 'PLAN_NOT_FOUND' })
  update(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() dto: UpdatePlanDto): Promise<AdminPlanDto> {
    return this.plans.update(user, id, dto);
  }
}

/** Backoffice: company subscriptions, read-only (ra-data-simple-rest; super admins). */
@AdminController('subscriptions', 'super_admin')
export class SubscriptionsAdminController {
  constructor(private readonly subscriptions: SubscriptionsAdminService) {}

  @Get()
  @ApiOperation({
    summary: 'Suscripciones',
    description:
      'sort: createdAt, status, currentPeriodEnd, trialEndsAt, companyName; filter: q, status, planId, companyId, trialEndsFrom, trialEndsTo.',
  })
  @ApiOkResponse({ type: [AdminSubscriptionDto] })
  async list(@Query() query: SimpleRestQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminSubscriptionDto[]> {
    const { list, rows, total } = await this.subscriptions.list(query);
    return withContentRange(reply, 'subscriptions', list, rows, total);
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminSubscriptionDto })
  @ApiNotFoundResponse({ description: 'SUBSCRIPTION_NOT_FOUND' })
  get(@Param('id') id: string): Promise<AdminSubscriptionDto> {
    return this.subscriptions.get(id);
  }
}
