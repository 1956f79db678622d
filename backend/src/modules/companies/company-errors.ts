import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/errors/app-exception.js';
import { MAX_FILES_PER_REQUEST } from '../storage/upload-limits.js';

/** Codes and Spanish messages of the companies module (docs/api.md lists them). */
export const CompanyMessages = {
  NOT_FOUND: 'Empresa no encontrada',
  NOT_FOUND_DETAIL: 'La empresa que buscas no existe o ha sido eliminada.',
  PROFILE_NOT_FOUND: 'No se encontró el perfil de empresa.',
  NAME_REQUIRED: 'El nombre de empresa es obligatorio',
  CONTACT_PERSON_REQUIRED: 'La persona de contacto es obligatoria.',
  INVALID_EMAIL: 'El email no es válido.',
  INVALID_WEBSITE: 'La web debe ser una dirección válida (http o https).',
  FILE_TOO_LARGE: 'El archivo es demasiado grande. Máximo 5MB por imagen.',
  fileTooLarge: (file: string) => `${file} es demasiado grande. Máximo 5MB por imagen.`,
  uploadFailed: (file: string, message: string) => `Error al subir ${file}: ${message}`,
  NO_FILE: 'Selecciona una imagen.',
  NO_FILES: 'Selecciona al menos una imagen.',
  NOT_MULTIPART: 'Envía las imágenes como multipart/form-data.',
  TOO_MANY_FILES: `Puedes subir como máximo ${MAX_FILES_PER_REQUEST} imágenes a la vez.`,
  IMAGE_NOT_FOUND: 'Imagen no encontrada',
} as const;

export const companyNotFound = () => new AppException('COMPANY_NOT_FOUND', CompanyMessages.NOT_FOUND, HttpStatus.NOT_FOUND);
export const profileNotFound = () => new AppException('COMPANY_PROFILE_NOT_FOUND', CompanyMessages.PROFILE_NOT_FOUND, HttpStatus.NOT_FOUND);
export const imageNotFound = () => new AppException('IMAGE_NOT_FOUND', CompanyMessages.IMAGE_NOT_FOUND, HttpStatus.NOT_FOUND);
export const fileTooLarge = () => new AppException('FILE_TOO_LARGE', CompanyMessages.FILE_TOO_LARGE, HttpStatus.PAYLOAD_TOO_LARGE);
export const invalidImage = (message: string) => new AppException('INVALID_IMAGE', message, HttpStatus.BAD_REQUEST);

/** Backoffice moderation (spec 4 "Company status"): acting twice is a 409 with what already holds. */
export const CompanyModerationMessages = {
  ALREADY_SUSPENDED: 'La empresa ya está suspendida.',
  ALREADY_ACTIVE: 'La empresa ya está activa.',
} as const;

export const companyStateConflict = (message: string) => new AppException('COMPANY_STATE_CONFLICT', message, HttpStatus.CONFLICT);
