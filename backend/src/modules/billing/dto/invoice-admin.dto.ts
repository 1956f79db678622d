import { ApiProperty } from '@nestjs/swagger';
import { apiEnum } from '../../../common/openapi/api-enum.js';
import { InvoiceStatus } from '../../../database/enums.js';

/** An invoice as the backoffice lists and shows it. */
export class AdminInvoiceRecordDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'RUT-2026-000123' }) invoiceNumber: string;
  @ApiProperty({ format: 'uuid' }) companyId: string;
  @ApiProperty() companyName: string;
  @ApiProperty({ format: 'uuid' }) subscriptionId: string;
  @ApiProperty({ nullable: true, type: String }) description: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) periodStart: string;
  @ApiProperty({ type: String, format: 'date-time' }) periodEnd: string;
  @ApiProperty({ example: 29, description: 'Base imponible en euros.' }) baseAmount: number;
  @ApiProperty({ example: 21 }) taxRate: number;
  @ApiProperty({ example: 6.09 }) taxAmount: number;
  @ApiProperty({ example: 35.09, description: 'Total con IVA en euros.' }) amount: number;
  @ApiProperty(apiEnum('InvoiceStatus', { description: 'Pendiente, Pagada, Vencida, Reembolsada.' })) status: InvoiceStatus;
  @ApiProperty({ type: String, format: 'date-time', description: 'Fecha de emisión.' }) issuedAt: string;
  @ApiProperty({ type: String, format: 'date-time' }) dueDate: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) paidAt: string | null;
}
