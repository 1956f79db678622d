import { HttpStatus } from '@nestjs/common';
import { REQUEST_MAX_PHOTOS } from '@rutalia/catalog';
import { AppException } from '../../common/errors/app-exception.js';

/** Codes and Spanish messages of a request's photos (docs/api.md lists them). */
export const RequestPhotoMessages = {
  NO_FILES: 'Selecciona al menos una foto.',
  PHOTO_NOT_FOUND: 'Foto no encontrada',
  tooMany: (existing: number) =>
    `Una solicitud admite como máximo ${REQUEST_MAX_PHOTOS} fotos` + (existing > 0 ? `; ya tiene ${existing}.` : '.'),
  fileTooLarge: (file: string) => `${file} es demasiado grande. Máximo 5MB por imagen.`,
} as const;

export const noPhotos = () =>
  new AppException('NO_FILES', RequestPhotoMessages.NO_FILES, HttpStatus.BAD_REQUEST, [
    { field: 'photos', message: RequestPhotoMessages.NO_FILES },
  ]);

export const photoNotFound = () => new AppException('PHOTO_NOT_FOUND', RequestPhotoMessages.PHOTO_NOT_FOUND, HttpStatus.NOT_FOUND);

export const photoLimit = (existing: number) => {
  const message = RequestPhotoMessages.tooMany(existing);
  return new AppException('PHOTO_LIMIT', message, HttpStatus.BAD_REQUEST, [{ field: 'photos', message }]);
};

/** A file that is not an image we take: the image pipeline's message, with the file named in `errors`. */
export const invalidPhoto = (file: string, message: string) =>
  new AppException('INVALID_IMAGE', message, HttpStatus.BAD_REQUEST, [{ field: 'photos', message: `${file}: ${message}` }]);

export const photoTooLarge = (file: string) => {
  const message = RequestPhotoMessages.fileTooLarge(file);
  return new AppException('FILE_TOO_LARGE', message, HttpStatus.PAYLOAD_TOO_LARGE, [{ field: 'photos', message }]);
};
