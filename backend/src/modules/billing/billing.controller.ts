import { Body, Controller, Get, Param, Put, Query, StreamableFile } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiExtraModels,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import type { Page } from '../../common/pagination/pagination.js';
import { BillingService } from './billing.service.js';
import {
  BillingDataDto,
  BillingDataInputDto,
  BillingDataSavedDto,
  InvoiceListQuery,
  InvoicePageDto,
  type InvoiceDto,
} from './dto/billing.dto.js';

/** Billing data and invoices of the signed-in company (spec 2, "Billing and subscription"). */
@ApiTags('subscriptions')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: 'Solo empresas.' })
@Controller('me')
@Roles('company')
export class BillingController {
  constructor(private readonly billing: BillingService) {}

  @Get('billing')
  @ApiOperation({ summary: 'Mis datos de facturación', description: 'null si aún no se han guardado.' })
  @ApiExtraModels(BillingDataDto)
  @ApiOkResponse({
    description: 'Los datos de facturación, o null mientras la empresa no los haya guardado.',
    schema: { nullable: true, allOf: [{ $ref: getSchemaPath(BillingDataDto) }] },
  })
  getBilling(@CurrentUser() user: AuthUser): Promise<BillingDataDto | null> {
    return this.billing.getBillingData(user);
  }

  @Put('billing')
  @ApiOperation({
    summary: 'Guardar mis datos de facturación',
    description: 'Todos obligatorios salvo el país (España por defecto). NIF/CIF: 9 letras o números. Las facturas ya emitidas no cambian.',
  })
  @ApiOkResponse({ type: BillingDataSavedDto })
  saveBilling(@CurrentUser() user: AuthUser, @Body() dto: BillingDataInputDto): Promise<BillingDataSavedDto> {
    return this.billing.saveBillingData(user, dto);
  }

  @Get('invoices')
  @ApiOperation({ summary: 'Mis facturas', description: 'Más recientes primero; 10 por página (máximo 50).' })
  @ApiOkResponse({ type: InvoicePageDto })
  invoices(@CurrentUser() user: AuthUser, @Query() query: InvoiceListQuery): Promise<Page<InvoiceDto>> {
    return this.billing.listInvoices(user, query);
  }

  @Get('invoices/:id/pdf')
  @ApiOperation({
    summary: 'Descargar una factura en PDF',
    description: 'Solo la empresa de la factura; 404 INVOICE_NOT_FOUND para las demás.',
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'El PDF (adjunto `<número>.pdf`).', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ description: 'INVOICE_NOT_FOUND' })
  async pdf(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<StreamableFile> {
    const { filename, pdf } = await this.billing.invoicePdf(user, id);
    return new StreamableFile(pdf, { type: 'application/pdf', disposition: `attachment; filename="${filename}"`, length: pdf.length });
  }
}
