import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { IsAmount, TextField, TrimToUndefined } from '../../../common/validation/validators.js';
import { ProposalMessages } from '../proposal-errors.js';
import { ProposalTemplateMessages } from '../proposal-template-errors.js';
import { MAX_PRICE, PriceLineDto, ProposalTermsFieldsDto } from './proposal.dto.js';

export const TEMPLATE_NAME_MAX = 80;
const MESSAGE_MAX = 20_000;

/** A template's name: trimmed, 1..80 characters; required on create. */
function TemplateName(required: boolean): PropertyDecorator {
  return (target, key) => {
    TrimToUndefined()(target, key);
    if (required) IsDefined({ message: ProposalTemplateMessages.NAME_REQUIRED })(target, key);
    else IsOptional()(target, key);
    IsString({ message: ProposalTemplateMessages.NAME_REQUIRED })(target, key);
    MaxLength(TEMPLATE_NAME_MAX, { message: ProposalTemplateMessages.NAME_TOO_LONG })(target, key);
  };
}

/** A price in euros (0..1,000,000, 2 decimals); null is "no price". */
function TemplatePrice(): PropertyDecorator {
  return (target, key) => {
    ValidateIf((_dto: object, value: unknown) => value !== undefined && value !== null)(target, key);
    IsAmount(2, { message: ProposalMessages.PRICE })(target, key);
    Min(0, { message: ProposalMessages.PRICE })(target, key);
    Max(MAX_PRICE, { message: ProposalMessages.PRICE })(target, key);
  };
}

export class CreateProposalTemplateDto extends ProposalTermsFieldsDto {
  @ApiProperty({
    maxLength: TEMPLATE_NAME_MAX,
    example: 'Mudanza piso estándar',
    description: 'Único por empresa (sin distinguir mayúsculas).',
  })
  @TemplateName(true)
  name: string;

  @ApiProperty({ description: 'Texto enriquecido (HTML saneado al guardar), como el de una propuesta.' })
  @TextField({ max: MESSAGE_MAX, required: () => true, requiredMessage: ProposalMessages.MESSAGE_REQUIRED })
  message: string;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, maximum: MAX_PRICE, description: 'Euros, como máximo 2 decimales.' })
  @Transform(({ value }) => (value === '' ? undefined : value))
  @TemplatePrice()
  price?: number | null;
}

/** Only what is sent changes; `price: null` removes the price and `priceLines: []` (or null) the breakdown. */
export class UpdateProposalTemplateDto extends ProposalTermsFieldsDto {
  @ApiPropertyOptional({ maxLength: TEMPLATE_NAME_MAX })
  @TemplateName(false)
  name?: string;

  @ApiPropertyOptional({ description: 'Texto enriquecido (HTML saneado al guardar).' })
  @TextField({ max: MESSAGE_MAX })
  message?: string;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, maximum: MAX_PRICE, description: 'Euros; null lo quita.' })
  @Transform(({ value }) => (value === '' ? null : value))
  @TemplatePrice()
  price?: number | null;
}

export class ProposalTemplateDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'HTML saneado.' }) message: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Euros; null sin precio.' }) price: number | null;
  @ApiProperty({ description: 'Si `price` incluye el IVA (21 %).' }) vatIncluded: boolean;
  @ApiProperty({ type: [String], description: 'Ids de PROPOSAL_INCLUDES (@rutalia/catalog).' }) includes: string[];
  @ApiProperty({ type: [PriceLineDto], description: 'Desglose; vacío sin él.' }) priceLines: PriceLineDto[];
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: string;
}

export class ProposalTemplateListDto {
  @ApiProperty({ type: [ProposalTemplateDto], description: 'Las más recientes primero.' }) items: ProposalTemplateDto[];
}
