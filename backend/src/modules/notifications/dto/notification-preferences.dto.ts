import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { ALL_KINDS, type MailKind } from '../mail-kinds.js';

const KIND_PROPERTY = {
  enum: ALL_KINDS as MailKind[],
  enumName: 'NotificationKind',
  description:
    'Tipo de correo. Opcionales: proposal_received, proposal_updates, hiring_followup, new_message, request_alerts, newsletter. Esenciales (siempre activos): account_security, billing, company_documents.',
};

export class NotificationPreferenceDto {
  @ApiProperty(KIND_PROPERTY) kind: MailKind;
  @ApiProperty({ description: 'Si se envían estos correos (los esenciales, siempre).' }) enabled: boolean;
  @ApiProperty({ description: 'Esencial: no se puede desactivar.' }) essential: boolean;
  @ApiPropertyOptional({
    description: 'Solo newsletter: `true` mientras falta confirmar la suscripción desde el correo enviado (doble confirmación).',
  })
  pending?: boolean;
  @ApiPropertyOptional({ description: 'Solo request_alerts: `false` si la empresa aún no ha configurado sus alertas.' })
  configured?: boolean;
}

export class NotificationPreferencesDto {
  @ApiProperty({ type: [NotificationPreferenceDto], description: 'Los tipos de correo de esta cuenta: primero los opcionales.' })
  preferences: NotificationPreferenceDto[];
}

export class NotificationPreferenceInputDto {
  @ApiProperty(KIND_PROPERTY)
  @IsIn(ALL_KINDS, { message: 'El tipo de aviso no es válido.' })
  kind: MailKind;

  @ApiProperty()
  @IsBoolean({ message: '«enabled» debe ser verdadero o falso.' })
  enabled: boolean;
}

/** PUT /me/notification-preferences: only the switches sent change. */
export class UpdateNotificationPreferencesDto {
  @ApiProperty({ type: [NotificationPreferenceInputDto], minItems: 1, maxItems: 20 })
  @ArrayMinSize(1, { message: 'Envía al menos una preferencia.' })
  @ArrayMaxSize(20, { message: 'Envía como mucho 20 preferencias de una vez.' })
  @ValidateNested({ each: true })
  @Type(() => NotificationPreferenceInputDto)
  // Nearest the property: class-validator reports it first, so a non-list hears what is wrong.
  @IsArray({ message: 'Envía una lista de preferencias.' })
  preferences: NotificationPreferenceInputDto[];
}

export class UnsubscribeBodyDto {
  @ApiPropertyOptional({ description: 'El token del enlace (también vale `?token=`).' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  token?: string;
}

export class UnsubscribeResultDto {
  @ApiProperty(KIND_PROPERTY) kind: MailKind;
  @ApiProperty({ description: 'Siempre false: ese tipo de correo queda desactivado.' }) enabled: boolean;
}
