import { ApiProperty } from '@nestjs/swagger';

/** One signed-in session (a refresh token family) as «Dispositivos conectados» shows it. */
export class DeviceDto {
  @ApiProperty({ format: 'uuid', description: 'La sesión (familia de tokens de refresco); el sid del token de acceso.' }) id: string;
  @ApiProperty({ example: 'Chrome 120 en Windows 10' }) label: string;
  @ApiProperty({ type: String, nullable: true, example: 'Chrome 120' }) browser: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Windows 10' }) os: string | null;
  @ApiProperty({ enum: ['desktop', 'mobile', 'tablet', 'unknown'] }) kind: 'desktop' | 'mobile' | 'tablet' | 'unknown';
  @ApiProperty({ description: 'Aproximada, solo por el navegador (sin IP); si no, «Ubicación no disponible».' }) place: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time' }) lastUsedAt: Date;
  @ApiProperty({ type: String, format: 'date-time' }) expiresAt: Date;
  @ApiProperty({ description: 'La sesión de esta petición («Este dispositivo»).' }) current: boolean;
}

export class DeviceListDto {
  @ApiProperty({ type: [DeviceDto] }) items: DeviceDto[];
}

export class RevokedDevicesDto {
  @ApiProperty({ description: 'Sesiones cerradas.' }) revoked: number;
}
