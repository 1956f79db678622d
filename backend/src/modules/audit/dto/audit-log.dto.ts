import { ApiProperty } from '@nestjs/swagger';

/** One audit entry as the backoffice shows it: who (name and email at read time), what, when, why. */
export class AuditLogDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'company.suspend' }) action: string;
  @ApiProperty({ example: 'company' }) entityType: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) entityId: string | null;
  @ApiProperty({ type: String, nullable: true }) reason: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true, description: 'Qué cambió (valores antes y después).' })
  details: Record<string, unknown> | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'null: el sistema o una cuenta borrada.' }) actorId:
    string | null;
  @ApiProperty({ type: String, nullable: true }) actorName: string | null;
  @ApiProperty({ type: String, nullable: true }) actorEmail: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}
