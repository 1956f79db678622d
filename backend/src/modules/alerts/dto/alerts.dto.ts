import { apiEnum } from '../../../common/openapi/api-enum.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { ALERT_LIST_MAX, ALERT_RADIUS_MAX_KM, ALERT_RADIUS_MIN_KM } from '../alert-settings-rules.js';
import { PlanOfferDto } from '../../subscriptions/plan-offer.js';
import { ALERT_EMAIL_MODES, type AlertEmailMode } from '../company-alert-settings.entity.js';

const LIST_MESSAGE = `Debe ser una lista de hasta ${ALERT_LIST_MAX} textos.`;

function TextList(): PropertyDecorator {
  return (target, key) => {
    IsArray({ message: LIST_MESSAGE })(target, key);
    ArrayMaxSize(ALERT_LIST_MAX, { message: LIST_MESSAGE })(target, key);
    IsString({ each: true, message: LIST_MESSAGE })(target, key);
    MaxLength(100, { each: true, message: 'Cada valor debe tener como mucho 100 caracteres.' })(target, key);
  };
}

/** PUT /me/alerts: the whole settings (what, where, how). */
export class UpdateAlertSettingsDto {
  @ApiProperty({ description: 'Alertas activas (en la web y por correo).' })
  @IsBoolean({ message: '«enabled» debe ser verdadero o falso.' })
  enabled: boolean;

  @ApiProperty({ type: [String], description: 'Slugs de categoría (`transporte-nacional`, `mudanzas`…).', example: ['mudanzas'] })
  @TextList()
  categories: string[];

  @ApiProperty({ type: [String], description: 'Servicios del árbol (con su grafía).', example: ['Guardamuebles'] })
  @TextList()
  services: string[];

  @ApiProperty({ type: [String], description: 'Provincias de origen (slug o nombre); excluye `radiusKm`.', example: ['madrid'] })
  @TextList()
  originProvinces: string[];

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: ALERT_RADIUS_MIN_KM,
    maximum: ALERT_RADIUS_MAX_KM,
    description: 'Km alrededor de la base de la empresa (su ciudad); excluye `originProvinces`.',
  })
  @IsOptional()
  @ValidateIf((_dto: object, value: unknown) => value !== null)
  @IsInt({ message: `El radio debe ser un número entero de ${ALERT_RADIUS_MIN_KM} a ${ALERT_RADIUS_MAX_KM} km.` })
  radiusKm?: number | null;

  @ApiProperty({ type: [String], description: 'Provincias de destino (opcional: vacío = cualquiera).', example: [] })
  @TextList()
  destinationProvinces: string[];

  @ApiProperty(apiEnum('AlertEmailMode', { description: '`instant` (un correo por solicitud), `digest` (resumen a las 8:00) o `none`.' }))
  @IsIn(ALERT_EMAIL_MODES, { message: 'El modo de correo debe ser «instant», «digest» o «none».' })
  emailMode: AlertEmailMode;
}

export class AlertSettingsDto {
  @ApiProperty({ description: 'Si el plan actual (con acceso) incluye alertas.' }) available: boolean;
  @ApiProperty(apiEnum('PlanAlerts', { description: 'Lo que incluye el plan actual.' })) planAlerts: 'none' | 'digest' | 'instant';
  @ApiProperty(apiEnum('AlertEmailMode', { isArray: true, description: 'Modos de correo que permite el plan.' }))
  allowedEmailModes: AlertEmailMode[];
  @ApiPropertyOptional({
    type: PlanOfferDto,
    nullable: true,
    description: 'El plan más barato con alertas, si el actual no las incluye.',
  })
  upgradeTo: PlanOfferDto | null;
  @ApiProperty({ description: 'Si la empresa ya guardó sus alertas.' }) configured: boolean;
  @ApiProperty({ description: 'Si la empresa tiene ubicación conocida (necesaria para el radio).' }) hasBase: boolean;
  @ApiProperty() enabled: boolean;
  @ApiProperty({ type: [String] }) categories: string[];
  @ApiProperty({ type: [String] }) services: string[];
  @ApiProperty({ type: [String], description: 'Slugs de provincia.' }) originProvinces: string[];
  @ApiProperty({ type: Number, nullable: true }) radiusKm: number | null;
  @ApiProperty({ type: [String], description: 'Slugs de provincia.' }) destinationProvinces: string[];
  @ApiProperty(apiEnum('AlertEmailMode')) emailMode: AlertEmailMode;
}

export class RecentAlertDto {
  @ApiProperty({ format: 'uuid' }) requestId: string;
  @ApiProperty({ description: 'Ruta del sitio: `/job/{seoParam}`.' }) link: string;
  @ApiProperty() title: string;
  @ApiProperty({ description: '«Ciudad (Provincia) → Ciudad (Provincia)».' }) route: string;
  @ApiProperty({ type: String, nullable: true, description: 'Slug de categoría.' }) category: string | null;
  @ApiProperty({ description: 'Si la solicitud sigue abierta a propuestas.' }) active: boolean;
  @ApiProperty({ format: 'date-time' }) alertedAt: string;
  @ApiProperty({ enum: ['instant', 'digest'], nullable: true, description: 'Cómo se envió por correo (null: solo en la web).' })
  mailKind: 'instant' | 'digest' | null;
}

export class RecentAlertsDto {
  @ApiProperty({ type: [RecentAlertDto] }) items: RecentAlertDto[];
}

export class UnsubscribeAlertsResultDto {
  @ApiProperty() companyName: string;
  @ApiProperty({ enum: ['none'] }) emailMode: 'none';
}
