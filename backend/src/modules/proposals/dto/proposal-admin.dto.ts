import { ApiProperty } from '@nestjs/swagger';
import { apiEnum } from '../../../common/openapi/api-enum.js';

/**
 * One proposal in the backoffice. Never the client data shared on acceptance (name, phone):
 * moderators read the offer, not the contact details it unlocked.
 */
export class AdminProposalDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) requestId: string;
  @ApiProperty() requestTitle: string;
  @ApiProperty({ format: 'uuid' }) companyId: string;
  @ApiProperty() companyName: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Euros.' }) price: number | null;
  @ApiProperty(apiEnum('ProposalStatus')) status: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ description: 'HTML saneado.' }) message: string;
}

export class AdminProposalDetailDto extends AdminProposalDto {
  @ApiProperty(apiEnum('RequestStatus')) requestStatus: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) respondedAt: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: string;
}
