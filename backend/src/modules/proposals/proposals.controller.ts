import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { CreateProposalDto, MyProposalsPageDto, MyProposalsQuery, ProposalDto, ProposalListDto } from './dto/proposal.dto.js';
import { ProposalsService } from './proposals.service.js';

/** Proposals of a request: companies send them, the request's owner (or a super admin) lists them. */
@ApiTags('proposals')
@ApiBearerAuth()
@Controller('requests/:id/proposals')
export class RequestProposalsController {
  constructor(private readonly proposals: ProposalsService) {}

  @Post()
  @Roles('company')
  @ApiOperation({
    summary: 'Enviar una propuesta (empresa)',
    description:
      '403 SUBSCRIPTION_REQUIRED sin acceso; 403 PLAN_LIMIT_REACHED con las propuestas del mes del plan ya usadas (mes natural en Madrid; `details`: used, limit, plan, upgradeTo); 403 COMPANY_SUSPENDED (con el motivo) o COMPANY_INACTIVE; 409 REQUEST_NOT_OPEN si la solicitud no está activa; 409 PROPOSAL_DUPLICATE si ya envió una.',
  })
  @ApiCreatedResponse({ type: ProposalDto })
  create(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() dto: CreateProposalDto): Promise<ProposalDto> {
    return this.proposals.create(user, id, dto);
  }

  @Get()
  @ApiOperation({
    summary: 'Propuestas de una solicitud',
    description: 'Solo el cliente dueño o un superadministrador (403 los demás, también administradores).',
  })
  @ApiOkResponse({ type: ProposalListDto })
  list(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<ProposalListDto> {
    return this.proposals.forRequest(user, id);
  }
}

@ApiTags('proposals')
@ApiBearerAuth()
@Controller()
export class ProposalsController {
  constructor(private readonly proposals: ProposalsService) {}

  @Get('me/proposals')
  @Roles('company')
  @ApiOperation({
    summary: 'Mis propuestas (empresa)',
    description: '10 por página, con `stats: { total, pending, accepted, totalValue }`.',
  })
  @ApiOkResponse({ type: MyProposalsPageDto })
  mine(@CurrentUser() user: AuthUser, @Query() query: MyProposalsQuery): Promise<MyProposalsPageDto> {
    return this.proposals.mine(user, query);
  }

  @Get('proposals/:id')
  @ApiOperation({
    summary: 'Una propuesta',
    description:
      'La empresa que la envió, el cliente de la solicitud o un superadministrador; 404 para los demás (también administradores).',
  })
  @ApiOkResponse({ type: ProposalDto })
  get(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<ProposalDto> {
    return this.proposals.get(user, id);
  }

  @Post('proposals/:id/accept')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Aceptar una propuesta',
    description:
      'Solo el cliente de la solicitud; comparte su nombre y teléfono con la empresa. Idempotente. 409 PROPOSAL_COMPANY_UNAVAILABLE si la empresa ya no está disponible.',
  })
  @ApiOkResponse({ type: ProposalDto })
  accept(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<ProposalDto> {
    return this.proposals.accept(user, id);
  }

  @Post('proposals/:id/reject')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Rechazar una propuesta',
    description: 'Solo el cliente de la solicitud. Idempotente. 409 PROPOSAL_COMPANY_UNAVAILABLE si la empresa ya no está disponible.',
  })
  @ApiOkResponse({ type: ProposalDto })
  reject(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<ProposalDto> {
    return this.proposals.reject(user, id);
  }
}
