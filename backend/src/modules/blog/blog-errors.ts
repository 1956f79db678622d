import { HttpStatus } from '@nestjs/common';
import { AppException, type FieldError } from '../../common/errors/app-exception.js';

/** Codes and Spanish messages of the blog module (spec 8, 'Blog', where they fit). */
export const BlogMessages = {
  NOT_FOUND: 'Post no encontrado',
  NOT_FOUND_DETAIL: 'El artículo que buscas no existe o ya no está publicado.',
  LOGIN_REQUIRED: 'Debes estar autenticado para crear un post',
  CREATE_INCOMPLETE: 'No se pudo crear el post. Revisa que todos los campos estén completos.',
  UPDATE_FAILED: 'No se pudo actualizar el post',
  TITLE_REQUIRED: 'El título es obligatorio.',
  CONTENT_REQUIRED: 'El contenido es obligatorio.',
  TITLE_TOO_LONG: 'El título no puede superar 200 caracteres.',
  CONTENT_TOO_LONG: 'El contenido no puede superar 100.000 caracteres.',
  EXCERPT_TOO_LONG: 'El extracto no puede superar 500 caracteres.',
  META_TOO_LONG: 'La meta descripción no puede superar 300 caracteres.',
  IMAGE_INVALID: 'La imagen debe ser una URL (http o https) o una ruta de /uploads/.',
  TAGS_INVALID: 'Las etiquetas deben ser un texto separado por comas o una lista de textos.',
  TOO_MANY_TAGS: 'Puedes añadir como máximo 20 etiquetas.',
  TAG_TOO_LONG: 'Cada etiqueta admite como máximo 50 caracteres.',
  PUBLISHED_INVALID: 'El campo published debe ser verdadero o falso.',
  TEXT_INVALID: (field: string) => `El campo ${field} debe ser un texto.`,
} as const;

export const blogPostNotFound = () => new AppException('BLOG_POST_NOT_FOUND', BlogMessages.NOT_FOUND, HttpStatus.NOT_FOUND);
export const blogLoginRequired = () => AppException.unauthorized(BlogMessages.LOGIN_REQUIRED);

/** 400 VALIDATION_ERROR: `message` is the summary, `errors` name each field. */
export const blogValidation = (message: string, errors: FieldError[]) =>
  new AppException('VALIDATION_ERROR', message, HttpStatus.BAD_REQUEST, errors);
