import { ApiProperty } from '@nestjs/swagger';

/** One review in the backoffice (the author by name and id, never by email). */
export class AdminReviewDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) companyId: string;
  @ApiProperty() companyName: string;
  @ApiProperty({ format: 'uuid' }) userId: string;
  @ApiProperty() authorName: string;
  @ApiProperty({ minimum: 1, maximum: 5 }) rating: number;
  @ApiProperty({ type: String, nullable: true }) comment: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}
