import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/errors/app-exception.js';
import { REVIEW_COMMENT_MAX_LENGTH, REVIEW_REPLY_MAX_LENGTH } from './review.entity.js';

export const ReviewMessages = {
  NOT_FOUND: 'Reseña no encontrada',
  DUPLICATE: 'Ya has escrito una reseña para esta empresa.',
  SELF_REVIEW: 'No puedes valorar tu propia empresa.',
  NOT_AUTHOR: 'Solo puedes modificar o eliminar tus propias reseñas.',
  RATING_REQUIRED: 'La valoración es obligatoria.',
  RATING_RANGE: 'La valoración debe ser un número entero del 1 al 5.',
  COMMENT_TOO_LONG: `El comentario no puede superar ${REVIEW_COMMENT_MAX_LENGTH} caracteres.`,
  COMMENT_TEXT: 'El comentario debe ser un texto.',
  NOT_COMPANY_OWNER: 'Solo la empresa valorada puede responder a esta reseña.',
  ALREADY_REPLIED: 'Ya has respondido a esta reseña.',
  REPLY_REQUIRED: 'Escribe la respuesta.',
  REPLY_TOO_LONG: `La respuesta no puede superar ${REVIEW_REPLY_MAX_LENGTH} caracteres.`,
  REPLY_TEXT: 'La respuesta debe ser un texto.',
  REQUEST_ID_INVALID: 'La solicitud indicada no es válida.',
  REQUEST_NOT_FOUND: 'Solicitud no encontrada',
  NOT_HIRING_CLIENT: 'Solo el cliente que contrató este trabajo puede dejar una reseña «Contratado en Rutalia».',
  NOT_HIRED_COMPANY: 'Esta empresa no es la que contrataste en esa solicitud.',
  REQUEST_NOT_COMPLETED: 'Podrás dejar una reseña «Contratado en Rutalia» cuando marques el trabajo como realizado.',
  REQUEST_ALREADY_REVIEWED: 'Ya has valorado este trabajo. Puedes editar tu reseña.',
  ALREADY_VERIFIED: 'Ya tienes una reseña «Contratado en Rutalia» de esta empresa. Puedes editarla.',
} as const;

export const reviewNotFound = () => new AppException('REVIEW_NOT_FOUND', ReviewMessages.NOT_FOUND, HttpStatus.NOT_FOUND);
export const duplicateReview = () => new AppException('REVIEW_EXISTS', ReviewMessages.DUPLICATE, HttpStatus.CONFLICT);
export const selfReview = () => new AppException('SELF_REVIEW', ReviewMessages.SELF_REVIEW, HttpStatus.FORBIDDEN);
export const notAuthor = () => new AppException('FORBIDDEN', ReviewMessages.NOT_AUTHOR, HttpStatus.FORBIDDEN);
export const notCompanyOwner = () => new AppException('FORBIDDEN', ReviewMessages.NOT_COMPANY_OWNER, HttpStatus.FORBIDDEN);
export const reviewRequestNotFound = () => new AppException('REQUEST_NOT_FOUND', ReviewMessages.REQUEST_NOT_FOUND, HttpStatus.NOT_FOUND);
export const notHiringClient = () => new AppException('FORBIDDEN', ReviewMessages.NOT_HIRING_CLIENT, HttpStatus.FORBIDDEN);
export const notHiredCompany = () => new AppException('NOT_HIRED_COMPANY', ReviewMessages.NOT_HIRED_COMPANY, HttpStatus.FORBIDDEN);
export const requestNotCompleted = () =>
  new AppException('REQUEST_NOT_COMPLETED', ReviewMessages.REQUEST_NOT_COMPLETED, HttpStatus.CONFLICT);
export const requestAlreadyReviewed = () =>
  new AppException('REQUEST_ALREADY_REVIEWED', ReviewMessages.REQUEST_ALREADY_REVIEWED, HttpStatus.CONFLICT);
export const alreadyVerified = () => new AppException('REVIEW_EXISTS', ReviewMessages.ALREADY_VERIFIED, HttpStatus.CONFLICT);
export const alreadyReplied = () => new AppException('REVIEW_ALREADY_REPLIED', ReviewMessages.ALREADY_REPLIED, HttpStatus.CONFLICT);
