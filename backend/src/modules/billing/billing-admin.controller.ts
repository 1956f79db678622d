import { Get, HttpCode, Param, Post, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminController } from '../../common/admin/admin-controller.decorator.js';
import { SimpleRestQuery, withContentRange } from '../../common/admin/simple-rest.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { BillingAdminService } from './billing-admin.service.js';
import { BillingService } from './billing.service.js';
import { InvoicePaidDto } from './dto/billing.dto.js';
import { AdminInvoiceRecordDto } from './dto/invoice-admin.dto.js';

/** Backoffice: invoices of every company (ra-data-simple-rest), their PDFs and "mark paid" (super admins). */
@AdminController('invoices', 'super_admin')
export class BillingAdminController {
  constructor(
    private readonly invoices: BillingAdminService,
    private readonly billing: BillingService,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Facturas',
    description:
      'sort: issuedAt, dueDate, amount, status, invoiceNumber, companyName; filter: q (número), status, companyId, issuedFrom, issuedTo.',
  })
  @ApiOkResponse({ type: [AdminInvoiceRecordDto] })
  async list(@Query() query: SimpleRestQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminInvoiceRecordDto[]> {
    const { list, rows, total } = await this.invoices.list(query);
    return withContentRange(reply, 'invoices', list, rows, total);
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminInvoiceRecordDto })
  @ApiNotFoundResponse({ description: 'INVOICE_NOT_FOUND' })
  get(@Param('id') id: string): Promise<AdminInvoiceRecordDto> {
    return this.invoices.get(id);
  }

  @Get(':id/pdf')
  @ApiOperation({ summary: 'Descargar una factura en PDF' })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'El PDF (adjunto `<número>.pdf`).', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ description: 'INVOICE_NOT_FOUND' })
  async pdf(@Param('id') id: string): Promise<StreamableFile> {
    const { filename, pdf } = await this.billing.renderPdf(id, null);
    return new StreamableFile(pdf, { type: 'application/pdf', disposition: `attachment; filename="${filename}"`, length: pdf.length });
  }

  @Post(':id/mark-paid')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Marcar una factura como pagada',
    description:
      'Idempotente. La empresa pasa a estado de pago «paid» con último pago = ahora, y se audita invoice.mark_paid. Si la suscripción estaba en pago pendiente y no le quedan facturas vencidas, vuelve a activa.',
  })
  @ApiOkResponse({ type: InvoicePaidDto })
  @ApiNotFoundResponse({ description: 'INVOICE_NOT_FOUND' })
  markPaid(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<InvoicePaidDto> {
    return this.billing.markPaid(user, id);
  }
}
