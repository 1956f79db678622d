import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Res, StreamableFile } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { PRIVATE_FILE_HEADERS } from '../documents/document-files.js';
import { AccountDeletionService } from './account-deletion.service.js';
import { DataExportsService } from './data-exports.service.js';
import { DataExportDto, DataExportListDto, DeleteAccountDto } from './dto/privacy.dto.js';
import { PrivacyMessages } from './privacy-errors.js';

/** Issue 22, data rights of the signed-in user: export everything held about them, or erase the account. */
@ApiTags('privacy')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'UNAUTHENTICATED' })
@Controller('me')
export class PrivacyController {
  constructor(
    private readonly exports: DataExportsService,
    private readonly deletion: AccountDeletionService,
  ) {}

  @Post('data-exports')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({
    summary: 'Pedir mis datos',
    description:
      'Prepara en segundo plano un zip con `datos.json` y `resumen.html` de todo lo que guardamos de la cuenta. Mientras haya una en ' +
      'preparación, responde esa misma. Lista para descargar durante 7 días.',
  })
  @ApiAcceptedResponse({ type: DataExportDto })
  @ApiTooManyRequestsResponse({ description: `TOO_MANY_DATA_EXPORTS «${PrivacyMessages.TOO_MANY_EXPORTS}»` })
  request(@CurrentUser() user: AuthUser): Promise<DataExportDto> {
    return this.exports.request(user);
  }

  @Get('data-exports')
  @ApiOperation({ summary: 'Mis exportaciones de datos', description: 'Las que aún no han caducado, la más reciente primero.' })
  @ApiOkResponse({ type: DataExportListDto })
  list(@CurrentUser() user: AuthUser): Promise<DataExportListDto> {
    return this.exports.list(user);
  }

  @Get('data-exports/:id/file')
  @ApiOperation({ summary: 'Descargar mis datos', description: 'Solo la propia (otra persona: 404). `Cache-Control: private, no-store`.' })
  @ApiProduces('application/zip')
  @ApiOkResponse({ description: 'El zip.', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ description: 'DATA_EXPORT_NOT_FOUND · DATA_EXPORT_FILE_MISSING' })
  @ApiConflictResponse({ description: `DATA_EXPORT_NOT_READY «${PrivacyMessages.EXPORT_NOT_READY}»` })
  async file(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const file = await this.exports.file(user, id);
    for (const [name, value] of Object.entries(PRIVATE_FILE_HEADERS)) reply.header(name, value);
    return new StreamableFile(file.data, {
      type: 'application/zip',
      disposition: `attachment; filename="${file.filename}"`,
      length: file.data.length,
    });
  }

  @Delete('account')
  @HttpCode(HttpStatus.NO_CONTENT)
  @Roles('client', 'company')
  @ApiOperation({
    summary: 'Eliminar mi cuenta',
    description:
      'Al momento y sin vuelta atrás: anonimiza la cuenta, cierra sus solicitudes, retira sus propuestas, quita la empresa de las ' +
      'listas públicas, cancela la suscripción y cierra todas las sesiones. Las facturas se conservan seis años (ley). Pide la ' +
      'contraseña y `confirmation: "ELIMINAR"`.',
  })
  @ApiNoContentResponse()
  @ApiBadRequestResponse({ description: `VALIDATION_ERROR (password, confirmation) · WRONG_PASSWORD «${PrivacyMessages.WRONG_PASSWORD}»` })
  @ApiForbiddenResponse({ description: 'FORBIDDEN (las cuentas de administración no se borran desde aquí)' })
  remove(@CurrentUser() user: AuthUser, @Body() dto: DeleteAccountDto): Promise<void> {
    return this.deletion.delete(user, dto);
  }
}
