import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { apiEnum } from '../../../common/openapi/api-enum.js';
import { PageDto } from '../../../common/pagination/page.dto.js';
import { PageQuery } from '../../../common/pagination/pagination.js';
import { IsAmount, TextField, TrimToUndefined } from '../../../common/validation/validators.js';
import { RatingDto } from '../../companies/dto/company.dto.js';
import { ProposalMessages } from '../proposal-errors.js';

export const MY_PROPOSALS_PAGE_SIZE = 10;
export const MAX_PRICE = 1_000_000;

export class CreateProposalDto {
  @ApiProperty({ description: 'Texto enriquecido (HTML saneado al guardar).' })
  @TextField({ max: 20_000, required: () => true, requiredMessage: ProposalMessages.MESSAGE_REQUIRED })
  message: string;

  @ApiPropertyOptional({ minimum: 0, maximum: MAX_PRICE, description: 'Euros, como máximo 2 decimales.' })
  @Transform(({ value }) => (value === '' || value === null ? undefined : value))
  @IsOptional()
  @IsAmount(2, { message: ProposalMessages.PRICE })
  @Min(0, { message: ProposalMessages.PRICE })
  @Max(MAX_PRICE, { message: ProposalMessages.PRICE })
  price?: number;
}

export class MyProposalsQuery extends PageQuery {
  @ApiPropertyOptional({ description: 'Busca en el título y la ubicación de la solicitud.' })
  @TrimToUndefined()
  @IsOptional()
  @MaxLength(100)
  @IsString()
  q?: string;

  @ApiPropertyOptional({ enum: ['all', 'pending', 'accepted', 'rejected'] })
  @TrimToUndefined()
  @IsOptional()
  @IsIn(['all', 'pending', 'accepted', 'rejected'], { message: 'El estado debe ser all, pending, accepted o rejected.' })
  status?: string;

  @ApiPropertyOptional({ enum: ['newest', 'oldest', 'price-high', 'price-low'] })
  @TrimToUndefined()
  @IsOptional()
  @IsIn(['newest', 'oldest', 'price-high', 'price-low'], { message: 'El orden debe ser newest, oldest, price-high o price-low.' })
  sort?: string;
}

/** Shared with the company once the client accepts; never the client's email. */
export class ClientSharedDataDto {
  @ApiProperty({ format: 'uuid', description: 'La cuenta del cliente, para escribirle en la plataforma.' }) clientUserId: string;
  @ApiProperty() clientName: string;
  @ApiProperty({ type: String, nullable: true }) clientPhone: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) sharedAt: string;
}

/** The company that sent a proposal, as its recipient sees it. */
export class ProposalCompanyDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'Parámetro de /company/{seoParam}.' }) seoParam: string;
  @ApiProperty() companyName: string;
  @ApiProperty({ type: String, nullable: true }) logo: string | null;
  @ApiProperty() city: string;
  @ApiProperty() province: string;
  @ApiProperty() verified: boolean;
  @ApiProperty({
    description: 'false cuando los moderadores ocultaron la empresa (o suspendieron su cuenta): su propuesta ya no se puede responder.',
  })
  available: boolean;
  @ApiProperty({ type: RatingDto }) rating: RatingDto;
  @ApiProperty({ type: String, format: 'date-time', description: 'Desde cuándo está en Rutalia.' }) memberSince: string;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Mediana de minutos entre abrir una solicitud y enviar su propuesta; null con menos de 3 casos.',
  })
  responseMinutes: number | null;
}

/** The request a proposal answers, as the company's list shows it. */
export class ProposalRequestSummaryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'Parámetro de /jobs/{seoParam}.' }) seoParam: string;
  @ApiProperty() title: string;
  @ApiProperty({ description: 'HTML saneado.' }) description: string;
  @ApiProperty({ description: 'Los servicios separados por comas.' }) serviceType: string;
  @ApiProperty() city: string;
  @ApiProperty() province: string;
  @ApiProperty({ example: 'Madrid, Madrid' }) location: string;
  @ApiProperty(apiEnum('RequestStatus')) status: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}

/** One line of a proposal's price breakdown. */
export class PriceLineDto {
  @ApiProperty({ example: 'Transporte' }) concept: string;
  @ApiProperty({ example: 300, description: 'Euros, como máximo 2 decimales.' }) amount: number;
}

export class ProposalDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) requestId: string;
  @ApiProperty({ format: 'uuid' }) companyId: string;
  @ApiProperty({ description: 'HTML saneado.' }) message: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Euros; null sin precio.' }) price: number | null;
  @ApiProperty({ description: 'Si `price` incluye el IVA (21 %).' }) vatIncluded: boolean;
  @ApiProperty({ type: Number, nullable: true, description: 'El precio con IVA; null sin precio.' }) priceWithVat: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'El precio sin IVA; null sin precio.' }) priceWithoutVat: number | null;
  @ApiProperty({ type: [String], description: 'Lo que incluye el precio: ids de PROPOSAL_INCLUDES (@rutalia/catalog).' })
  includes: string[];
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'Primer día en que la empresa puede hacer el trabajo.' })
  availableDate: string | null;
  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    description: 'Último día para aceptarla; null en propuestas antiguas (no caducan).',
  })
  validUntil: string | null;
  @ApiProperty({ type: [PriceLineDto], description: 'Desglose opcional; suma el precio. Vacío sin desglose.' }) priceLines: PriceLineDto[];
  @ApiProperty(apiEnum('ProposalStatus')) status: string;
  @ApiProperty({
    type: String,
    nullable: true,
    enum: ['hired_other', 'request_closed', 'no_show'],
    description: 'Por qué se cerró sin respuesta del cliente: contrató a otra empresa, cerró la solicitud o la empresa no se presentó.',
  })
  closedReason: 'hired_other' | 'request_closed' | 'no_show' | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Cuándo el cliente la aceptó o rechazó.' }) respondedAt:
    string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: string;
  @ApiPropertyOptional({ type: ClientSharedDataDto, description: 'Solo en las aceptadas.' }) clientSharedData?: ClientSharedDataDto;
  @ApiPropertyOptional({ type: ProposalCompanyDto, description: 'En las listas del cliente y en el detalle.' })
  company?: ProposalCompanyDto;
  @ApiPropertyOptional({ type: ProposalRequestSummaryDto, description: 'En las listas de la empresa y en el detalle.' })
  request?: ProposalRequestSummaryDto;
}

export class ProposalListDto {
  @ApiProperty({ type: [ProposalDto] }) items: ProposalDto[];
}

/** The counters of the company's "Mis propuestas". */
export class MyProposalsStatsDto {
  @ApiProperty({ type: 'integer' }) total: number;
  @ApiProperty({ type: 'integer' }) pending: number;
  @ApiProperty({ type: 'integer' }) accepted: number;
  @ApiProperty({ description: 'Suma de los precios de todas sus propuestas, en euros.' }) totalValue: number;
}

export type MyProposalsStats = MyProposalsStatsDto;

export class MyProposalsPageDto extends PageDto(ProposalDto) {
  @ApiProperty({ type: MyProposalsStatsDto }) stats: MyProposalsStatsDto;
}
