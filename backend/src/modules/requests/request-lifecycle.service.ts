import { Injectable, Optional } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { idFromSeoParam } from '@rutalia/catalog';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { Clock } from '../../common/clock/clock.js';
import { HiringNotifications } from '../proposals/hiring-notifications.js';
import { closePendingProposals, undoHire } from '../proposals/hiring-sql.js';
import { ProposalNotifications } from '../proposals/proposal-notifications.js';
import type { RequestDto } from './dto/request.dto.js';
import { notRequestOwner, requestNotFound } from './request-errors.js';
import { toOwnerRequest } from './request-owner-view.js';
import { transitionAllowed, transitionRefusal } from './request-status.js';
import { madridToday } from './request-structure.js';
import {
  closeRequestAsOwner,
  completeRequestAsOwner,
  findRequestRow,
  findRequestStatusState,
  lockRequestStatusState,
  reopenRequestAsOwner,
  updateRequestAsOwner,
  type OwnerRequestChanges,
  type RequestRow,
} from './request-sql.js';

/**
 * The owner's status changes (request-status.ts has the table): close, PATCH status, «trabajo
 * hecho» (complete) and «la empresa no vino» (reopen). Each runs in one transaction holding the
 * request's row (an UPDATE or FOR UPDATE), the lock an accept takes first, and closes or undoes
 * the proposals it affects in the same transaction; the companies and the client are told after
 * the commit, only about what really changed.
 */
@Injectable()
export class RequestLifecycleService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly proposalNotifications: ProposalNotifications,
    private readonly hiringNotifications: HiringNotifications,
    @Optional() private readonly clock?: Clock,
  ) {}

  /**
   * Applies an owner's edit under the row lock: the terms only where they may change (not while
   * hired or completed), the status only where request-status.ts allows it; leaving `active`
   * closes the pending proposals (`request_closed`).
   */
  async applyOwnerEdit(id: string, changes: OwnerRequestChanges, touchesTerms: boolean): Promise<void> {
    const now = this.now();
    const closed = await this.dataSource.transaction(async (em) => {
      const state = await lockRequestStatusState(em, id);
      if (!state) throw requestNotFound();
      if (touchesTerms && !transitionAllowed('ownerEditTerms', state)) throw transitionRefusal('ownerEditTerms', state);
      const changesStatus = changes.status !== undefined && changes.status !== state.status;
      if (changesStatus && !transitionAllowed('ownerSetStatus', state)) throw transitionRefusal('ownerSetStatus', state);
      if (!(await updateRequestAsOwner(em, id, { ...changes, now }))) throw transitionRefusal('ownerSetStatus', state);
      return changesStatus && changes.status !== 'active' ? closePendingProposals(em, id, 'request_closed', now) : [];
    });
    await this.tellClosed(closed);
  }

  /** Idempotent: closing a closed request answers it unchanged. Not while hired (complete or reopen first). */
  async close(user: AuthUser, id: string): Promise<RequestDto> {
    const row = await this.requireOwned(user, id);
    const now = this.now();
    const closed = await this.dataSource.transaction(async (em) => {
      if (await closeRequestAsOwner(em, row.id)) return closePendingProposals(em, row.id, 'request_closed', now);
      const state = await findRequestStatusState(em, row.id);
      if (state.status !== 'closed') throw transitionRefusal('ownerClose', state);
      return [];
    });
    await this.tellClosed(closed);
    return this.answer(row.id);
  }

  /** «Trabajo hecho»: hired → completed, then the invitation to review the hired company. Idempotent on completed. */
  async complete(user: AuthUser, id: string): Promise<RequestDto> {
    const row = await this.requireOwned(user, id);
    if (await completeRequestAsOwner(this.dataSource, row.id, this.now())) {
      await this.hiringNotifications.reviewInvitation(row.id);
    } else {
      const state = await findRequestStatusState(this.dataSource, row.id);
      if (state.status !== 'completed') throw transitionRefusal('ownerComplete', state);
    }
    return this.answer(row.id);
  }

  /**
   * «La empresa no se presentó»: hired → active (public again, open to proposals); the accepted
   * proposal becomes rejected (`no_show`) without the client's contact data, and its company is told.
   */
  async reopen(user: AuthUser, id: string): Promise<RequestDto> {
    const row = await this.requireOwned(user, id);
    const undone = await this.dataSource.transaction(async (em) => {
      if (await reopenRequestAsOwner(em, row.id)) return undoHire(em, row.id);
      throw transitionRefusal('ownerReopen', await findRequestStatusState(em, row.id));
    });
    for (const proposalId of undone) await this.proposalNotifications.hireReopened(proposalId);
    return this.answer(row.id);
  }

  private async tellClosed(proposalIds: string[]): Promise<void> {
    for (const proposalId of proposalIds) await this.proposalNotifications.proposalDeclined(proposalId, 'request_closed');
  }

  private async answer(id: string): Promise<RequestDto> {
    const row = (await findRequestRow(this.dataSource, id))!;
    return { ...(await toOwnerRequest(this.dataSource, row, madridToday(this.now()))), isOwner: true };
  }

  private async requireOwned(user: AuthUser, idOrSeoParam: string): Promise<RequestRow> {
    const id = idFromSeoParam(idOrSeoParam);
    const row = id ? await findRequestRow(this.dataSource, id) : undefined;
    if (!row) throw requestNotFound();
    if (row.clientId !== user.id) throw notRequestOwner();
    return row;
  }

  private now(): Date {
    return this.clock?.now() ?? new Date();
  }
}
