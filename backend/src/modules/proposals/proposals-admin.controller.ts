import { Get, Param, Query, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminController } from '../../common/admin/admin-controller.decorator.js';
import { SimpleRestQuery, withContentRange } from '../../common/admin/simple-rest.js';
import { AdminProposalDetailDto, AdminProposalDto } from './dto/proposal-admin.dto.js';
import { ProposalsAdminService } from './proposals-admin.service.js';

/** Backoffice: every proposal, read only. Super admins only. */
@AdminController('proposals', 'super_admin')
export class ProposalsAdminController {
  constructor(private readonly proposals: ProposalsAdminService) {}

  @Get()
  @ApiOperation({
    summary: 'Propuestas (ra-data-simple-rest)',
    description:
      'sort: createdAt | price | status. filter: requestId, companyId, status, createdFrom, createdTo, id. Nunca los datos del cliente compartidos al aceptar.',
  })
  @ApiOkResponse({ type: [AdminProposalDto] })
  async list(@Query() query: SimpleRestQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminProposalDto[]> {
    const { list, rows, total } = await this.proposals.list(query);
    return withContentRange(reply, 'proposals', list, rows, total);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Una propuesta' })
  @ApiOkResponse({ type: AdminProposalDetailDto })
  @ApiNotFoundResponse({ description: 'PROPOSAL_NOT_FOUND' })
  get(@Param('id') id: string): Promise<AdminProposalDetailDto> {
    return this.proposals.get(id);
  }
}
