import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/errors/app-exception.js';

/** Codes and Spanish messages of answering proposals after issue 18 (docs/api.md lists them). */
export const HiringMessages = {
  REQUEST_HIRED: 'Esta solicitud ya tiene una empresa contratada.',
  PROPOSAL_EXPIRED: 'Esta propuesta ha caducado: ya no se puede aceptar ni rechazar. Pide a la empresa una nueva o elige otra.',
} as const;

/** Another proposal of the request was accepted: its other proposals can no longer be answered. */
export const requestAlreadyHired = () => new AppException('REQUEST_HIRED', HiringMessages.REQUEST_HIRED, HttpStatus.CONFLICT);
/** Past its `valid_until` (Madrid day), whether or not the expiry job has marked it yet. */
export const proposalExpired = () => new AppException('PROPOSAL_EXPIRED', HiringMessages.PROPOSAL_EXPIRED, HttpStatus.CONFLICT);
