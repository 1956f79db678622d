import { Get, Param, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminController } from '../../common/admin/admin-controller.decorator.js';
import { SimpleRestQuery, withContentRange } from '../../common/admin/simple-rest.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { NewsletterExportQuery, NewsletterSubscriberAdminDto } from './dto/newsletter-admin.dto.js';
import { NewsletterAdminService, SUBSCRIBER_NOT_FOUND } from './newsletter-admin.service.js';

/** Newsletter subscribers in the backoffice: personal data beyond the admins' dashboard, so super admins only. */
@AdminController('newsletter-subscribers', 'super_admin')
export class NewsletterAdminController {
  constructor(private readonly newsletter: NewsletterAdminService) {}

  @Get()
  @ApiOperation({
    summary: 'Suscriptores de la newsletter',
    description: 'ra-data-simple-rest. Filtros: status, q (email), createdFrom, createdTo. Orden: createdAt, email, status.',
  })
  @ApiOkResponse({
    type: [NewsletterSubscriberAdminDto],
    headers: { 'Content-Range': { description: 'newsletter-subscribers <primero>-<último>/<total>' } },
  })
  @ApiBadRequestResponse({ description: 'VALIDATION_ERROR (sort, range o filter)' })
  async list(@Query() query: SimpleRestQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<NewsletterSubscriberAdminDto[]> {
    const { list, rows, total } = await this.newsletter.list(query);
    return withContentRange(reply, 'newsletter-subscribers', list, rows, total);
  }

  // Declared before ':id' so the path is not read as an id.
  @Get('export.csv')
  @ApiOperation({
    summary: 'Exportar suscriptores en CSV',
    description:
      'UTF-8 con BOM; columnas email, estado, confirmado, baja, alta (hora de Madrid). Solo confirmados salvo `?status=`. Queda en el registro de auditoría.',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'Adjunto newsletter-AAAA-MM-DD.csv', schema: { type: 'string', format: 'binary' } })
  @ApiBadRequestResponse({ description: 'VALIDATION_ERROR (status)' })
  async export(@CurrentUser() user: AuthUser, @Query() query: NewsletterExportQuery): Promise<StreamableFile> {
    const { filename, csv } = await this.newsletter.exportCsv(query.status, user);
    const body = Buffer.from(csv, 'utf8');
    return new StreamableFile(body, {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${filename}"`,
      length: body.length,
    });
  }

  @Get(':id')
  @ApiOperation({ summary: 'Un suscriptor' })
  @ApiOkResponse({ type: NewsletterSubscriberAdminDto })
  @ApiNotFoundResponse({ description: `NEWSLETTER_SUBSCRIBER_NOT_FOUND «${SUBSCRIBER_NOT_FOUND}»` })
  get(@Param('id') id: string): Promise<NewsletterSubscriberAdminDto> {
    return this.newsletter.get(id);
  }
}
