import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/errors/app-exception.js';
import { RequestStatus } from '../../database/enums.js';
import { requestClosed, requestModerated } from './request-errors.js';

/**
 * What may happen to a request in each status, and who does it: the one table of its lifecycle
 * (docs/decisions.md, issue 18, has it in Spanish).
 *
 *   active ──accept a proposal──▶ hired ──complete──▶ completed (final; the client may review)
 *     ▲                             │
 *     └────────────reopen───────────┘ (the company did not show up)
 *   active / cancelled ──close──▶ closed (final)
 *   active / cancelled ◀──PATCH status──▶ active | completed | cancelled
 *   active / hired / completed ──moderator's cancel──▶ cancelled (final)
 *
 * While hired, the terms the company priced (services, category, route, date, details, photos)
 * are frozen and the request can be neither closed nor set to another status: the owner either
 * confirms the job (complete) or reopens it. Title and description can always be corrected.
 *
 * Services apply a transition as one conditional UPDATE (`WHERE id = … AND ${transitionAllowedSql(…)}`)
 * or under the row's FOR UPDATE lock with `transitionAllowed`, so two racing changes cannot undo
 * each other; when nothing was updated, `transitionRefusal` says why (409).
 */
export type RequestTransition =
  /** PATCH /requests/:id { status: active | completed | cancelled } by its client (also: may add photos). */
  | 'ownerSetStatus'
  /** PATCH /requests/:id changing services, category, route, date or details. */
  | 'ownerEditTerms'
  /** POST /requests/:id/close by its client (idempotent on a closed request). */
  | 'ownerClose'
  /** POST /proposals/:id/accept on a pending proposal: the request becomes hired. */
  | 'hire'
  /** POST /requests/:id/complete by its client: the hired job was done (idempotent on completed). */
  | 'ownerComplete'
  /** POST /requests/:id/reopen by its client: the hired company did not show up; active again. */
  | 'ownerReopen'
  /** The completion job asks the client whether the hired job was done (once per hire). */
  | 'askCompletion'
  /** POST /admin/requests/:id/cancel by a super admin (spam, abuse). */
  | 'moderatorCancel';

const { Active, Completed, Cancelled, Closed, Hired, Draft } = RequestStatus;

// A draft (issue 22: email not verified) can be edited or closed by its owner; only the
// verification publishes it (email-verification.service.ts), never a PATCH of the status.
export const REQUEST_TRANSITIONS: Record<RequestTransition, { from: readonly RequestStatus[] }> = {
  ownerSetStatus: { from: [Active, Cancelled] },
  ownerEditTerms: { from: [Active, Cancelled, Closed, Draft] },
  ownerClose: { from: [Active, Cancelled, Draft] },
  hire: { from: [Active] },
  ownerComplete: { from: [Hired] },
  ownerReopen: { from: [Hired] },
  askCompletion: { from: [Hired] },
  moderatorCancel: { from: [Active, Hired, Completed] },
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

export const LifecycleMessages = {
  HIRED: 'Esta solicitud ya tiene una empresa contratada: márcala como hecha o, si la empresa no se presentó, reábrela.',
  TERMS_LOCKED:
    'Con una empresa contratada ya no se pueden cambiar los servicios, la ruta, la fecha, los detalles ni las fotos; el título y la descripción sí.',
  COMPLETED: 'Esta solicitud ya está completada y no se puede cambiar.',
  NOT_HIRED: 'Esta solicitud no tiene ninguna empresa contratada.',
} as const;

export const requestAlreadyFinal = () =>
  new AppException('REQUEST_ALREADY_FINAL', 'La solicitud ya está cerrada o cancelada.', HttpStatus.CONFLICT);
export const requestHired = () => new AppException('REQUEST_HIRED', LifecycleMessages.HIRED, HttpStatus.CONFLICT);
export const requestTermsLocked = () => new AppException('REQUEST_TERMS_LOCKED', LifecycleMessages.TERMS_LOCKED, HttpStatus.CONFLICT);
export const requestCompleted = () => new AppException('REQUEST_COMPLETED', LifecycleMessages.COMPLETED, HttpStatus.CONFLICT);
export const requestNotHired = () => new AppException('REQUEST_NOT_HIRED', LifecycleMessages.NOT_HIRED, HttpStatus.CONFLICT);

/** Why `transition` was refused on a request now in `row` (409). */
export function transitionRefusal(transition: RequestTransition, row: RequestStatusState): AppException {
  if (transition === 'moderatorCancel') return requestAlreadyFinal();
  if (row.cancelledByModeratorAt !== null) return requestModerated();
  if (row.status === Hired) return transition === 'ownerEditTerms' ? requestTermsLocked() : requestHired();
  if (row.status === Completed) return requestCompleted();
  if (transition === 'ownerComplete' || transition === 'ownerReopen' || transition === 'askCompletion') {
    return row.status === Closed ? requestClosed() : requestNotHired();
  }
  return requestClosed();
}
