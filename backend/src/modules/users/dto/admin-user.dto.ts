import { ApiProperty } from '@nestjs/swagger';
import { apiEnum } from '../../../common/openapi/api-enum.js';
import { enumValues, UserType } from '../../../database/enums.js';

/** An account as the backoffice shows it (never a super admin). */
export class AdminUserDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() email: string;
  @ApiProperty() fullName: string;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ type: String, nullable: true }) city: string | null;
  @ApiProperty({ type: String, nullable: true }) province: string | null;
  @ApiProperty({ enum: enumValues(UserType).filter((t) => t !== UserType.SuperAdmin), description: 'Tipo efectivo (sección 6).' })
  userType: string;
  @ApiProperty(apiEnum('AppRole', { isArray: true })) roles: string[];
  @ApiProperty(apiEnum('UserStatus')) status: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) suspendedAt: string | null;
  @ApiProperty({ type: String, nullable: true }) suspensionReason: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Su empresa, si tiene.' }) companyId: string | null;
}
