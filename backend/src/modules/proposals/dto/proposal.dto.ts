import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PageQuery } from '../../../common/pagination/pagination.js';
import { IsAmount, TextField, TrimToUndefined } from '../../../common/validation/validators.js';
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

export interface ClientSharedDataDto {
  /** The client's account, so the company can write to them on the platform (never their email). */
  clientUserId: string;
  clientName: string;
  clientPhone: string | null;
  sharedAt: string;
}

export interface ProposalCompanyDto {
  id: string;
  seoParam: string;
  companyName: string;
  logo: string | null;
  city: string;
  province: string;
  verified: boolean;
  /** False once moderators hid the company (or suspended its account): its proposal can no longer be answered. */
  available: boolean;
  rating: { average: number | null; count: number };
}

export interface ProposalRequestSummaryDto {
  id: string;
  seoParam: string;
  title: string;
  description: string;
  serviceType: string;
  city: string;
  province: string;
  location: string;
  status: string;
  createdAt: string;
}

export interface ProposalDto {
  id: string;
  requestId: string;
  companyId: string;
  message: string;
  price: number | null;
  status: string;
  respondedAt: string | null;
  createdAt: string;
  updatedAt: string;
  clientSharedData?: ClientSharedDataDto;
  company?: ProposalCompanyDto;
  request?: ProposalRequestSummaryDto;
}

export interface MyProposalsStats {
  total: number;
  pending: number;
  accepted: number;
  totalValue: number;
}
