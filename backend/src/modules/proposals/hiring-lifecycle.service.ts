import { Injectable, Optional } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock/clock.js';
import { madridToday } from '../requests/request-structure.js';
import { HiringNotifications } from './hiring-notifications.js';
import {
  expireLapsedProposals,
  findCompletionDueRequests,
  findRequestsWithLapsedProposals,
  lockRequestRow,
  markCompletionAsked,
} from './hiring-sql.js';
import { ProposalNotifications } from './proposal-notifications.js';

/** Rows handled per query; a run keeps going until nothing is left (or MAX_BATCHES). */
const BATCH = 200;
const MAX_BATCHES = 50;

/**
 * The two repeating jobs of a request's life after hiring (hiring.processor.ts runs them), both
 * idempotent, by the app's clock (Madrid days):
 * - expiry: pending proposals past `valid_until` become `expired`. Each request is handled in
 *   its own transaction that first locks the request row, the lock an accept takes: an accept
 *   and the expiry of the same proposal run one after the other and exactly one wins.
 * - completion question: hired requests whose service date has passed (completion-due.ts) get
 *   `completion_asked_at` and their client a mail and a `notification`, once per hire.
 */
@Injectable()
export class HiringLifecycleService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly proposalNotifications: ProposalNotifications,
    private readonly hiringNotifications: HiringNotifications,
    @Optional() private readonly clock?: Clock,
  ) {}

  async expireLapsedProposals(): Promise<{ expired: number }> {
    const today = madridToday(this.now());
    let expired = 0;
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const requestIds = await findRequestsWithLapsedProposals(this.dataSource, today, BATCH);
      for (const requestId of requestIds) {
        const ids = await this.dataSource.transaction(async (em) =>
          (await lockRequestRow(em, requestId)) ? expireLapsedProposals(em, requestId, today) : [],
        );
        for (const id of ids) await this.proposalNotifications.proposalExpired(id);
        expired += ids.length;
      }
      if (requestIds.length < BATCH) break;
    }
    return { expired };
  }

  async askCompletion(): Promise<{ asked: number }> {
    let asked = 0;
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const now = this.now();
      const due = await findCompletionDueRequests(this.dataSource, madridToday(now), BATCH);
      for (const request of due) {
        // The mail first (deduplicated per hire), then the mark: a run that dies in between
        // leaves the request unmarked, and the next run's mail is the same, deduplicated one.
        await this.hiringNotifications.completionCheck(request.id, request.hiredAtMs);
        if (await markCompletionAsked(this.dataSource, request.id, request.hiredAt, now)) {
          await this.hiringNotifications.completionCheckPush(request.id);
          asked += 1;
        }
      }
      if (due.length < BATCH) break;
    }
    return { asked };
  }

  private now(): Date {
    return this.clock?.now() ?? new Date();
  }
}
