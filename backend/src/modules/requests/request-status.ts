import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/errors/app-exception.js';
import { RequestStatus } from '../../database/enums.js';
import { requestClosed, requestModerated } from './request-errors.js';

/**
 * Every change of a request's status, who triggers it and from which statuses. Closed (the
 * owner's close) and a moderator's cancel are final for everyone. Services apply a transition as
 * one conditional UPDATE (`WHERE id = … AND ${transitionAllowedSql(…)}`) or under the row's
 * FOR UPDATE lock with `transitionAllowed`, so two racing changes cannot undo each other; when
 * nothing was updated, `transitionRefusal` says why (409).
 */
export type RequestTransition =
  /** PATCH /requests/:id { status: active | completed | cancelled } by its client. */
  | 'ownerSetStatus'
  /** POST /requests/:id/close by its client (idempotent on a closed request). */
  | 'ownerClose'
  /** POST /admin/requests/:id/cancel by a super admin (spam, abuse). */
  | 'moderatorCancel';

const { Active, Completed, Cancelled } = RequestStatus;

export const REQUEST_TRANSITIONS: Record<RequestTransition, { from: readonly RequestStatus[] }> = {
  ownerSetStatus: { from: [Active, Completed, Cancelled] },
  ownerClose: { from: [Active, Completed, Cancelled] },
  moderatorCancel: { from: [Active, Completed] },
};

/** The columns a transition depends on. */
export interface RequestStatusState {
  status: string;
  cancelledByModeratorAt: Date | string | null;
}

export function transitionAllowed(transition: RequestTransition, row: RequestStatusState): boolean {
  return (REQUEST_TRANSITIONS[transition].from as readonly string[]).includes(row.status) && row.cancelledByModeratorAt === null;
}

/** The same rule as `transitionAllowed`, as a condition on the `requests` row being updated (`alias` if any). */
export function transitionAllowedSql(transition: RequestTransition, alias?: string): string {
  const col = (name: string) => (alias ? `${alias}.${name}` : name);
  const statuses = REQUEST_TRANSITIONS[transition].from.map((s) => `'${s}'`).join(', ');
  return `(${col('status')} IN (${statuses}) AND ${col('cancelled_by_moderator_at')} IS NULL)`;
}

export const requestAlreadyFinal = () =>
  new AppException('REQUEST_ALREADY_FINAL', 'La solicitud ya está cerrada o cancelada.', HttpStatus.CONFLICT);

/** Why `transition` was refused on a request now in `row` (409). */
export function transitionRefusal(transition: RequestTransition, row: RequestStatusState): AppException {
  if (transition === 'moderatorCancel') return requestAlreadyFinal();
  if (row.cancelledByModeratorAt !== null) return requestModerated();
  return requestClosed();
}
