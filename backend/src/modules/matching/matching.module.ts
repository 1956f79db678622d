import { Module } from '@nestjs/common';
import { MatchingController } from './matching.controller.js';
import { MatchingService } from './matching.service.js';

/** `GET /requests/:id/matches`: the spec's company matching, scored in one SQL statement. */
@Module({ controllers: [MatchingController], providers: [MatchingService] })
export class MatchingModule {}
