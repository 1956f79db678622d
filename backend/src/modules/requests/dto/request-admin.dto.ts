import { ApiProperty } from '@nestjs/swagger';
import { apiEnum } from '../../../common/openapi/api-enum.js';
import { TextField } from '../../../common/validation/validators.js';

export const CANCEL_REASON_REQUIRED = 'El motivo de la cancelación es obligatorio.';

export class CancelRequestDto {
  @ApiProperty({ maxLength: 1000, description: 'Por qué se cancela (spam, abuso…); queda en el registro de auditoría.' })
  @TextField({ max: 1000, required: () => true, requiredMessage: CANCEL_REASON_REQUIRED })
  reason: string;
}

/** One request in the backoffice list: the client's name and email are for moderators only. */
export class AdminRequestDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() title: string;
  @ApiProperty(apiEnum('RequestStatus')) status: string;
  @ApiProperty({ type: [String] }) services: string[];
  @ApiProperty() city: string;
  @ApiProperty() province: string;
  @ApiProperty({ format: 'uuid' }) clientId: string;
  @ApiProperty() clientName: string;
  @ApiProperty() clientEmail: string;
  @ApiProperty() proposalCount: number;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: string;
}

export class AdminRequestDetailDto extends AdminRequestDto {
  @ApiProperty({ description: 'HTML saneado.' }) description: string;
  @ApiProperty({ description: 'Para enlazar a /job/{seoParam}.' }) seoParam: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) closedAt: string | null;
}
