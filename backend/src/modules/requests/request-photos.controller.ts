import { Controller, Delete, HttpCode, HttpStatus, Param, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { REQUEST_MAX_PHOTOS } from '@rutalia/catalog';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { readUploadedFiles } from '../companies/multipart.js';
import { RequestPhotoDto } from './dto/request-structure.dto.js';
import { RequestPhotosService } from './request-photos.service.js';

const PHOTOS_BODY = { schema: { type: 'object', properties: { photos: { type: 'array', items: { type: 'string', format: 'binary' } } } } };

/** The photos of a request (issue 17): its owner adds and removes them; everyone sees them with the request. */
@ApiTags('requests')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'UNAUTHENTICATED' })
@ApiForbiddenResponse({ description: 'FORBIDDEN «Solo el cliente que publicó la solicitud puede modificarla.»' })
@ApiNotFoundResponse({ description: 'REQUEST_NOT_FOUND «Trabajo no encontrado»' })
@Controller('requests/:id/photos')
export class RequestPhotosController {
  constructor(private readonly photos: RequestPhotosService) {}

  @Post()
  @ApiOperation({
    summary: 'Añadir fotos a la propia solicitud',
    description:
      `Archivos en el campo \`photos\` (de 1 a ${REQUEST_MAX_PHOTOS}; como mucho ${REQUEST_MAX_PHOTOS} por solicitud), de hasta 5 MB cada uno. ` +
      'Todo o nada: si uno no es una imagen, es demasiado grande o se pasa del máximo, no se guarda ninguno. ' +
      'Se guardan como WebP (1600 px como mucho, sin metadatos) con miniatura 400×300. Responde todas las fotos de la solicitud, en orden.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody(PHOTOS_BODY)
  @ApiCreatedResponse({ type: [RequestPhotoDto] })
  @ApiBadRequestResponse({
    description: `PHOTO_LIMIT «Una solicitud admite como máximo ${REQUEST_MAX_PHOTOS} fotos; ya tiene 6.» · INVALID_IMAGE «Solo se permiten archivos de imagen» · NO_FILES · NOT_MULTIPART`,
  })
  @ApiConflictResponse({ description: 'REQUEST_CLOSED · REQUEST_MODERATED (cerrada o cancelada por moderación)' })
  @ApiPayloadTooLargeResponse({ description: 'FILE_TOO_LARGE (más de 5 MB) · TOO_MANY_FILES' })
  upload(@CurrentUser() user: AuthUser, @Param('id') id: string, @Req() request: FastifyRequest): Promise<RequestPhotoDto[]> {
    return this.photos.add(user, id, () => readUploadedFiles(request));
  }

  @Delete(':photoId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'Quitar una foto de la propia solicitud',
    description: 'Borra también sus archivos. 404 PHOTO_NOT_FOUND si no es de esta solicitud.',
  })
  @ApiNoContentResponse()
  remove(@CurrentUser() user: AuthUser, @Param('id') id: string, @Param('photoId') photoId: string): Promise<void> {
    return this.photos.remove(user, id, photoId);
  }
}
