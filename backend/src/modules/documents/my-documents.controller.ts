import { Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Req, Res, StreamableFile } from '@nestjs/common';
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
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { DOCUMENT_FILE_TYPES, documentResponse } from './document-download.js';
import { readDocumentUpload } from './document-upload.js';
import { DocumentMessages } from './documents-errors.js';
import { DocumentsService } from './documents.service.js';
import { MyDocumentsDto, OwnDocumentDto, UploadDocumentFormDto } from './dto/document.dto.js';

/** The signed-in company's documents (issue 20): what it proves and how the review went. */
@ApiTags('documents')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'UNAUTHENTICATED' })
@ApiForbiddenResponse({ description: 'FORBIDDEN (no es una cuenta de empresa)' })
@Roles('company')
@Controller('me/documents')
export class MyDocumentsController {
  constructor(private readonly documents: DocumentsService) {}

  @Get()
  @ApiOperation({
    summary: 'Mis documentos',
    description:
      'Todas las versiones subidas (la más reciente primero) con su estado, las insignias que ve hoy el público y si la empresa está «Verificada» (CIF aprobado).',
  })
  @ApiOkResponse({ type: MyDocumentsDto })
  @ApiNotFoundResponse({ description: 'COMPANY_PROFILE_NOT_FOUND' })
  list(@CurrentUser() user: AuthUser): Promise<MyDocumentsDto> {
    return this.documents.list(user);
  }

  @Post()
  @ApiOperation({
    summary: 'Subir un documento',
    description:
      'multipart/form-data con `kind`, `expiresOn` (AAAA-MM-DD, posterior a hoy en Madrid: obligatoria en los seguros, opcional en la ' +
      'autorización de transporte, no se admite en el CIF) y un archivo PDF, JPEG, PNG o WebP de hasta 10 MB, reconocido por su ' +
      'contenido. Queda pendiente de revisión; si ya había una versión pendiente del mismo tipo, pasa a `replaced`. La versión aprobada ' +
      'anterior sigue contando hasta que se apruebe la nueva. Se guarda en una carpeta privada: no tiene dirección pública.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadDocumentFormDto })
  @ApiCreatedResponse({ type: OwnDocumentDto })
  @ApiBadRequestResponse({
    description: `VALIDATION_ERROR (kind, expiresOn) · INVALID_DOCUMENT_FILE «${DocumentMessages.INVALID_FILE}» · NO_FILE · TOO_MANY_FILES · NOT_MULTIPART · BAD_MULTIPART`,
  })
  @ApiPayloadTooLargeResponse({ description: `FILE_TOO_LARGE «${DocumentMessages.FILE_TOO_LARGE}»` })
  @ApiTooManyRequestsResponse({ description: `TOO_MANY_DOCUMENTS «${DocumentMessages.TOO_MANY_UPLOADS}»` })
  async upload(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest): Promise<OwnDocumentDto> {
    return this.documents.upload(user, await readDocumentUpload(request));
  }

  @Get(':id/file')
  @ApiOperation({
    summary: 'Descargar uno de mis documentos',
    description: 'Solo los de la propia empresa (otra: 404). Adjunto con su nombre, `Cache-Control: private, no-store`.',
  })
  @ApiProduces(...DOCUMENT_FILE_TYPES)
  @ApiOkResponse({ description: 'El archivo tal como se subió.', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ description: 'DOCUMENT_NOT_FOUND · DOCUMENT_FILE_MISSING' })
  async file(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    return documentResponse(reply, await this.documents.file(user, id));
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Borrar un documento pendiente', description: 'Solo mientras nadie lo ha revisado; borra también el archivo.' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'DOCUMENT_NOT_FOUND' })
  @ApiConflictResponse({ description: `DOCUMENT_NOT_PENDING «${DocumentMessages.NOT_PENDING_DELETE}»` })
  remove(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    return this.documents.remove(user, id);
  }
}
