import { ApiProperty } from '@nestjs/swagger';
import { Equals, IsDefined, IsString, MaxLength } from 'class-validator';
import { PrivacyMessages } from '../privacy-errors.js';

/** The text the user types to confirm the deletion. */
export const DELETE_CONFIRMATION = 'ELIMINAR';

export class DataExportDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({
    enum: ['pending', 'ready', 'failed'],
    description: 'pending: «Preparando…»; ready: se puede descargar; failed: pide otra.',
  })
  status: 'pending' | 'ready' | 'failed';
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) readyAt: string | null;
  @ApiProperty({ format: 'date-time', description: 'Hasta cuándo se puede descargar (7 días desde que está lista).' }) expiresAt: string;
  @ApiProperty({ nullable: true, type: Number, description: 'Tamaño del zip en bytes.' }) sizeBytes: number | null;
}

export class DataExportListDto {
  @ApiProperty({ type: [DataExportDto] }) items: DataExportDto[];
}

/** `DELETE /me/account`: the current password and the typed confirmation. */
export class DeleteAccountDto {
  @ApiProperty({ description: 'La contraseña actual.' })
  @IsDefined({ message: 'Escribe tu contraseña para confirmar.' })
  @IsString({ message: 'Escribe tu contraseña para confirmar.' })
  @MaxLength(200)
  password: string;

  @ApiProperty({ enum: [DELETE_CONFIRMATION], description: 'Debe ser exactamente «ELIMINAR».' })
  @Equals(DELETE_CONFIRMATION, { message: PrivacyMessages.CONFIRMATION })
  confirmation: string;
}
