import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PROPOSAL_DEFAULT_VALID_DAYS, PROPOSAL_MAX_PRICE_LINES, PROPOSAL_MAX_VALID_DAYS } from '@rutalia/catalog';
import { apiEnum } from '../../../common/openapi/api-enum.js';
import { PageDto } from '../../../common/pagination/page.dto.js';
import { PageQuery } from '../../../common/pagination/pagination.js';
import { IsAmount, TextField, TrimToUndefined } from '../../../common/validation/validators.js';
import { RatingDto } from '../../companies/dto/company.dto.js';
import { CompanyBadgeDto } from '../../documents/dto/badge.dto.js';
import { ProposalMessages } from '../proposal-errors.js';

export const MY_PROPOSALS_PAGE_SIZE = 10;
export const MAX_PRICE = 1_000_000;

/** One line of a price breakdown as a company sends it (checked by proposal-terms.ts). */
export class PriceLineInputDto {
  @ApiProperty({ example: 'Transporte', minLength: 1, maxLength: 120, description: 'Sin espacios al principio ni al final.' })
  concept: string;
  @ApiProperty({ example: 300, minimum: 0, maximum: MAX_PRICE, description: 'Euros, como máximo 2 decimales.' })
  amount: number;
}

/**
 * VAT, what the price includes and its breakdown: shared by proposals and templates. The pipe
 * checks the types; proposal-terms.ts checks the rest and lists every wrong field at once.
 */
export class ProposalTermsFieldsDto {
  @ApiPropertyOptional({ default: true, description: 'Si el precio incluye el IVA (21 %).' })
  @IsOptional()
  @IsBoolean({ message: 'Indica si el precio incluye el IVA con true o false.' })
  vatIncluded?: boolean;

  @ApiPropertyOptional({
    type: [String],
    example: ['loading', 'insurance'],
    description:
      'Lo que incluye el precio: ids de PROPOSAL_INCLUDES (@rutalia/catalog), cada uno una vez; en una propuesta, solo los de la categoría de la solicitud (includesForCategory).',
  })
  @IsOptional()
  @IsArray({ message: 'Lo que incluye el precio debe ser una lista.' })
  @IsString({ each: true, message: 'Cada elemento de lo que incluye el precio debe ser un texto.' })
  includes?: string[];

  @ApiPropertyOptional({
    type: [PriceLineInputDto],
    maxItems: PROPOSAL_MAX_PRICE_LINES,
    description: 'Desglose opcional; con él el precio es obligatorio y las líneas deben sumarlo al céntimo.',
  })
  @IsOptional()
  @IsArray({ message: 'El desglose del precio debe ser una lista de líneas con concepto e importe.' })
  priceLines?: PriceLineInputDto[];
}

export class CreateProposalDto extends ProposalTermsFieldsDto {
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

  @ApiPropertyOptional({
    format: 'date',
    example: '2026-12-15',
    description: 'Primer día en que la empresa puede hacer el trabajo: AAAA-MM-DD, de hoy (hora de Madrid) a 366 días vista.',
  })
  @TrimToUndefined()
  @IsOptional()
  @IsString({ message: 'La fecha de disponibilidad debe tener el formato AAAA-MM-DD.' })
  availableDate?: string;

  @ApiPropertyOptional({
    format: 'date',
    example: '2026-12-31',
    description: `Último día en que el cliente puede aceptarla: AAAA-MM-DD, de hoy a ${PROPOSAL_MAX_VALID_DAYS} días vista (hora de Madrid); por defecto, hoy + ${PROPOSAL_DEFAULT_VALID_DAYS}.`,
  })
  @TrimToUndefined()
  @IsOptional()
  @IsString({ message: 'La fecha de validez debe tener el formato AAAA-MM-DD.' })
  validUntil?: string;
}

export const MY_PROPOSAL_STATUSES = ['all', 'pending', 'accepted', 'rejected', 'expired'] as const;

export class MyProposalsQuery extends PageQuery {
  @ApiPropertyOptional({ description: 'Busca en el título y la ubicación de la solicitud.' })
  @TrimToUndefined()
  @IsOptional()
  @MaxLength(100)
  @IsString()
  q?: string;

  @ApiPropertyOptional({ enum: MY_PROPOSAL_STATUSES })
  @TrimToUndefined()
  @IsOptional()
  @IsIn(MY_PROPOSAL_STATUSES, { message: 'El estado debe ser all, pending, accepted, rejected o expired.' })
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
  @ApiProperty({ description: '«Verificado»: un superadministrador comprobó su CIF.' }) verified: boolean;
  @ApiProperty({
    type: [CompanyBadgeDto],
    description: 'Documentos comprobados y vigentes hoy (CIF, autorización de transporte, seguros con su fecha).',
  })
  badges: CompanyBadgeDto[];
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
