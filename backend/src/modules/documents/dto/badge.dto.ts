import { ApiProperty } from '@nestjs/swagger';
import { apiEnum } from '../../../common/openapi/api-enum.js';
import type { CompanyDocumentKind } from '../../../database/enums.js';

/** One checked document as the public sees it (issue 20): on the company page, the cards and the proposals. */
export class CompanyBadgeDto {
  @ApiProperty(apiEnum('CompanyDocumentKind')) kind: CompanyDocumentKind;

  @ApiProperty({
    example: 'Seguro de responsabilidad civil hasta 31/03/2027',
    description:
      'Texto de la insignia: «CIF verificado», «Autorización de transporte», «Seguro de responsabilidad civil hasta dd/mm/aaaa» o «Seguro de mercancías hasta dd/mm/aaaa».',
  })
  label: string;

  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    example: '2027-03-31',
    description: 'Último día de validez (día de Madrid); null si no caduca. Al pasar, la insignia desaparece.',
  })
  expiresOn: string | null;
}
