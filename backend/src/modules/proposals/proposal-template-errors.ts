import { HttpStatus } from '@nestjs/common';
import { PROPOSAL_MAX_TEMPLATES } from '@rutalia/catalog';
import { AppException } from '../../common/errors/app-exception.js';

/** Codes and Spanish messages of a company's proposal templates. */
export const ProposalTemplateMessages = {
  NOT_FOUND: 'Plantilla no encontrada',
  NAME_REQUIRED: 'Ponle un nombre a la plantilla.',
  NAME_TOO_LONG: 'El nombre de la plantilla no puede superar 80 caracteres.',
  DUPLICATE: 'Ya tienes una plantilla con ese nombre.',
  LIMIT: `Puedes guardar como máximo ${PROPOSAL_MAX_TEMPLATES} plantillas. Borra alguna que ya no uses para guardar otra.`,
  COMPANY_REQUIRED: 'Necesitas un perfil de empresa para guardar plantillas de propuesta.',
} as const;

export const templateNotFound = () =>
  new AppException('PROPOSAL_TEMPLATE_NOT_FOUND', ProposalTemplateMessages.NOT_FOUND, HttpStatus.NOT_FOUND);
export const templateDuplicate = () =>
  new AppException('PROPOSAL_TEMPLATE_DUPLICATE', ProposalTemplateMessages.DUPLICATE, HttpStatus.CONFLICT);
export const templateLimit = () => new AppException('PROPOSAL_TEMPLATE_LIMIT', ProposalTemplateMessages.LIMIT, HttpStatus.CONFLICT);
export const templateCompanyRequired = () =>
  new AppException('COMPANY_PROFILE_REQUIRED', ProposalTemplateMessages.COMPANY_REQUIRED, HttpStatus.FORBIDDEN);
