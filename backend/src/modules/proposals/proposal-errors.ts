import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/errors/app-exception.js';

/** Codes and Spanish messages of the proposals module (docs/api.md lists them). */
export const ProposalMessages = {
  NOT_FOUND: 'Propuesta no encontrada',
  MESSAGE_REQUIRED: 'El mensaje es obligatorio',
  REQUEST_NOT_OPEN: 'Esta solicitud ya no acepta propuestas.',
  DUPLICATE: 'Ya has enviado una propuesta para esta solicitud.',
  ALREADY_REJECTED: 'Esta propuesta ya fue rechazada.',
  ALREADY_ACCEPTED: 'Esta propuesta ya fue aceptada.',
  NOT_REQUEST_OWNER: 'Solo el cliente que publicó la solicitud puede responder a sus propuestas.',
  NOT_ALLOWED: 'No tienes permiso para ver las propuestas de esta solicitud.',
  COMPANY_PROFILE_REQUIRED: 'Necesitas un perfil de empresa activo para enviar propuestas.',
  COMPANY_UNAVAILABLE:
    'La empresa de esta propuesta ya no está disponible en Rutalia: no puedes aceptarla ni rechazarla, y no le hemos enviado ningún dato tuyo.',
  PRICE: 'El precio debe ser un número entre 0 y 1.000.000 con como máximo 2 decimales.',
  REQUEST_CHANGED:
    'El cliente ha cambiado la categoría de la solicitud mientras escribías: revisa lo que incluye el precio y vuelve a enviarla.',
} as const;

export const proposalNotFound = () => new AppException('PROPOSAL_NOT_FOUND', ProposalMessages.NOT_FOUND, HttpStatus.NOT_FOUND);
/** The request's category changed between the check of the includes and the INSERT. */
export const requestChanged = () => new AppException('REQUEST_CHANGED', ProposalMessages.REQUEST_CHANGED, HttpStatus.CONFLICT);
export const requestNotOpen = () => new AppException('REQUEST_NOT_OPEN', ProposalMessages.REQUEST_NOT_OPEN, HttpStatus.CONFLICT);
export const duplicateProposal = () => new AppException('PROPOSAL_DUPLICATE', ProposalMessages.DUPLICATE, HttpStatus.CONFLICT);
export const alreadyRejected = () => new AppException('PROPOSAL_REJECTED', ProposalMessages.ALREADY_REJECTED, HttpStatus.CONFLICT);
export const alreadyAccepted = () => new AppException('PROPOSAL_ACCEPTED', ProposalMessages.ALREADY_ACCEPTED, HttpStatus.CONFLICT);
export const notRequestOwner = () => new AppException('FORBIDDEN', ProposalMessages.NOT_REQUEST_OWNER, HttpStatus.FORBIDDEN);
export const notAllowed = () => new AppException('FORBIDDEN', ProposalMessages.NOT_ALLOWED, HttpStatus.FORBIDDEN);
export const companyProfileRequired = () =>
  new AppException('COMPANY_INACTIVE', ProposalMessages.COMPANY_PROFILE_REQUIRED, HttpStatus.FORBIDDEN);
/** A company moderators suspended: the reason, and where to ask. */
export const companySuspendedMessage = (reason: string | null) =>
  `Tu empresa está suspendida y no puede enviar propuestas. Motivo: ${reason?.trim() || 'no indicado'}. Si crees que es un error, escríbenos desde la página de contacto.`;
export const companySuspended = (reason: string | null) =>
  new AppException('COMPANY_SUSPENDED', companySuspendedMessage(reason), HttpStatus.FORBIDDEN);
export const companyUnavailable = () =>
  new AppException('PROPOSAL_COMPANY_UNAVAILABLE', ProposalMessages.COMPANY_UNAVAILABLE, HttpStatus.CONFLICT);
