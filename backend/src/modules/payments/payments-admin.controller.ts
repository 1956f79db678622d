import { Get, Param, Query, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminController } from '../../common/admin/admin-controller.decorator.js';
import { SimpleRestQuery, withContentRange } from '../../common/admin/simple-rest.js';
import { AdminInvoicePaymentDto } from './dto/payments.dto.js';
import { PaymentsAdminService } from './payments-admin.service.js';

/** Backoffice: online payments of the invoices (ra-data-simple-rest; super admins). Bank transfers are marked paid on the invoice. */
@AdminController('invoice-payments', 'super_admin')
export class PaymentsAdminController {
  constructor(private readonly payments: PaymentsAdminService) {}

  @Get()
  @ApiOperation({
    summary: 'Pagos en línea',
    description:
      'sort: createdAt, updatedAt, amount, status, invoiceNumber; filter: invoiceId, companyId, status, origin, q (número de factura o payment intent).',
  })
  @ApiOkResponse({ type: [AdminInvoicePaymentDto] })
  async list(@Query() query: SimpleRestQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminInvoicePaymentDto[]> {
    const { list, rows, total } = await this.payments.list(query);
    return withContentRange(reply, 'invoice-payments', list, rows, total);
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminInvoicePaymentDto })
  @ApiNotFoundResponse({ description: 'PAYMENT_NOT_FOUND' })
  get(@Param('id') id: string): Promise<AdminInvoicePaymentDto> {
    return this.payments.get(id);
  }
}
