import { Module } from '@nestjs/common';
import { ProposalsController, RequestProposalsController } from './proposals.controller.js';
import { ProposalsService } from './proposals.service.js';

/** Companies' proposals on requests and the client's answers. */
@Module({
  controllers: [RequestProposalsController, ProposalsController],
  providers: [ProposalsService],
})
export class ProposalsModule {}
