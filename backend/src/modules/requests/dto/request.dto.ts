import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsDefined, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { JOB_DATE_FILTERS, JOB_SERVICE_FILTERS, JOB_SORTS, LEGACY_JOB_SERVICE_ALIASES } from '@rutalia/catalog';
import { apiEnum } from '../../../common/openapi/api-enum.js';
import type { AssertSameShape, Expect } from '../../../common/openapi/same-shape.js';
import { PageDto } from '../../../common/pagination/page.dto.js';
import { CursorQuery } from '../../../common/pagination/cursor-query.js';
import { PageQuery } from '../../../common/pagination/pagination.js';
import { IsCalendarDay, TextField, TrimToUndefined } from '../../../common/validation/validators.js';
import { RequestMessages } from '../request-errors.js';
import type { MyRequestsStats } from '../request-list-sql.js';
import {
  CATEGORY_SLUGS,
  RequestDetailLineDto,
  RequestPhotoDto,
  RequestPlaceDto,
  RequestStructureFieldsDto,
} from './request-structure.dto.js';

export const JOBS_PAGE_SIZE = 6;
export const JOBS_MAX_PAGE_SIZE = 24;
export const MY_REQUESTS_PAGE_SIZE = 6;
export const OPPORTUNITIES_PAGE_SIZE = 6;

const trimList = () =>
  Transform(({ value }) =>
    Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '') : value,
  );

export class CreateRequestDto extends RequestStructureFieldsDto {
  @ApiProperty({ maxLength: 150 })
  @TextField({ max: 150, required: () => true, requiredMessage: RequestMessages.TITLE_REQUIRED })
  title: string;

  @ApiProperty({ description: 'Texto enriquecido (HTML saneado al guardar).' })
  @TextField({ max: 20_000, required: () => true, requiredMessage: RequestMessages.DESCRIPTION_REQUIRED })
  description: string;

  @ApiProperty({ type: [String] })
  @trimList()
  @IsDefined({ message: RequestMessages.SERVICES_REQUIRED })
  @IsArray({ message: RequestMessages.SERVICES_REQUIRED })
  @ArrayMinSize(1, { message: RequestMessages.SERVICES_REQUIRED })
  @ArrayMaxSize(15, { message: 'Puedes seleccionar como máximo 15 servicios.' })
  @IsString({ each: true, message: 'Cada servicio debe ser un texto.' })
  @MaxLength(100, { each: true, message: 'Cada servicio admite como máximo 100 caracteres.' })
  services: string[];

  @ApiPropertyOptional({ description: 'Forma antigua del origen (sin `origin`): ciudad.' })
  @TextField({ max: 100, required: (dto) => !(dto as CreateRequestDto).origin, requiredMessage: RequestMessages.LOCATION_REQUIRED })
  city?: string;

  @ApiPropertyOptional({ description: 'Forma antigua del origen (sin `origin`): provincia.' })
  @TextField({ max: 100, required: (dto) => !(dto as CreateRequestDto).origin, requiredMessage: RequestMessages.LOCATION_REQUIRED })
  province?: string;
}

/** What the owner may set with PATCH (request-status.ts says from which statuses); `hired` only comes from accepting a proposal. */
export const EDITABLE_STATUSES = ['active', 'completed', 'cancelled'] as const;

export const MY_REQUEST_STATUS_FILTERS = ['all', 'active', 'hired', 'completed', 'cancelled', 'closed'];

export class UpdateRequestDto extends RequestStructureFieldsDto {
  @ApiPropertyOptional({ maxLength: 150 })
  @TextField({ max: 150 })
  title?: string;

  @ApiPropertyOptional()
  @TextField({ max: 20_000 })
  description?: string;

  @ApiPropertyOptional({ type: [String] })
  @trimList()
  @IsOptional()
  @IsArray({ message: RequestMessages.SERVICES_REQUIRED })
  @ArrayMinSize(1, { message: RequestMessages.SERVICES_REQUIRED })
  @ArrayMaxSize(15, { message: 'Puedes seleccionar como máximo 15 servicios.' })
  @IsString({ each: true, message: 'Cada servicio debe ser un texto.' })
  @MaxLength(100, { each: true, message: 'Cada servicio admite como máximo 100 caracteres.' })
  services?: string[];

  @ApiPropertyOptional()
  @TextField({ max: 100 })
  city?: string;

  @ApiPropertyOptional()
  @TextField({ max: 100 })
  province?: string;

  @ApiPropertyOptional({ enum: EDITABLE_STATUSES })
  @IsOptional()
  @IsIn(EDITABLE_STATUSES, {
    message: 'El estado debe ser active, completed o cancelled (una solicitud pasa a contratada al aceptar una propuesta).',
  })
  status?: (typeof EDITABLE_STATUSES)[number];
}

/** Accepted values of the jobs' service filter: category slugs and names, and the old four aliases. */
const JOB_SERVICE_VALUES = [
  ...JOB_SERVICE_FILTERS.map((f) => f.value),
  ...JOB_SERVICE_FILTERS.map((f) => f.label),
  ...Object.keys(LEGACY_JOB_SERVICE_ALIASES),
];

export class ListRequestsQuery extends PageQuery {
  @ApiPropertyOptional()
  @TrimToUndefined()
  @IsOptional()
  @MaxLength(100)
  @IsString()
  q?: string;

  @ApiPropertyOptional({
    enum: JOB_SERVICE_VALUES,
    description:
      'Categoría por slug (o por nombre): solicitudes con la categoría o cualquiera de sus servicios. ' +
      'Los antiguos mudanza, transporte, logística y mensajería siguen valiendo como alias de sus categorías.',
  })
  @TrimToUndefined()
  @IsOptional()
  @IsIn(JOB_SERVICE_VALUES, { message: 'El servicio no es válido.' })
  service?: string;

  @ApiPropertyOptional({ description: 'Ciudad o provincia (Madrid, Barcelona, Valencia, Sevilla, Bilbao…).' })
  @TrimToUndefined()
  @IsOptional()
  @MaxLength(100)
  @IsString()
  location?: string;

  @ApiPropertyOptional({ enum: JOB_DATE_FILTERS.map((f) => f.value) })
  @TrimToUndefined()
  @IsOptional()
  @IsIn(JOB_DATE_FILTERS.map((f) => f.value), { message: 'La fecha debe ser today, week o month.' })
  date?: string;

  @ApiPropertyOptional({ enum: JOB_SORTS.map((f) => f.value) })
  @TrimToUndefined()
  @IsOptional()
  @IsIn(JOB_SORTS.map((f) => f.value), { message: 'El orden debe ser newest, oldest o location.' })
  sort?: string;

  @ApiPropertyOptional({ enum: CATEGORY_SLUGS, description: 'Categoría de la solicitud (slug).' })
  @TrimToUndefined()
  @IsOptional()
  @IsIn(CATEGORY_SLUGS, { message: 'La categoría no es válida.' })
  category?: string;

  @ApiPropertyOptional({ description: 'Provincia de origen (sin distinguir mayúsculas ni acentos).' })
  @TrimToUndefined()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  originProvince?: string;

  @ApiPropertyOptional({ description: 'Provincia de destino (sin distinguir mayúsculas ni acentos).' })
  @TrimToUndefined()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  destinationProvince?: string;

  @ApiPropertyOptional({ example: '2026-12-01', description: 'Fecha del servicio desde (AAAA-MM-DD).' })
  @TrimToUndefined()
  @IsOptional()
  @IsCalendarDay({ message: 'La fecha inicial debe ser un día del calendario con el formato AAAA-MM-DD.' })
  dateFrom?: string;

  @ApiPropertyOptional({ example: '2026-12-31', description: 'Fecha del servicio hasta (AAAA-MM-DD).' })
  @TrimToUndefined()
  @IsOptional()
  @IsCalendarDay({ message: 'La fecha final debe ser un día del calendario con el formato AAAA-MM-DD.' })
  dateTo?: string;

  @CursorQuery()
  cursor?: string;
}

export class MyRequestsQuery extends PageQuery {
  @ApiPropertyOptional()
  @TrimToUndefined()
  @IsOptional()
  @MaxLength(100)
  @IsString()
  q?: string;

  @ApiPropertyOptional({ enum: MY_REQUEST_STATUS_FILTERS })
  @TrimToUndefined()
  @IsOptional()
  @IsIn(MY_REQUEST_STATUS_FILTERS, { message: 'El estado no es válido.' })
  status?: string;

  @ApiPropertyOptional({ enum: ['all', 'with', 'without'] })
  @TrimToUndefined()
  @IsOptional()
  @IsIn(['all', 'with', 'without'], { message: 'El filtro de propuestas debe ser all, with o without.' })
  proposals?: string;

  @ApiPropertyOptional({ enum: ['newest', 'oldest', 'most', 'least'] })
  @TrimToUndefined()
  @IsOptional()
  @IsIn(['newest', 'oldest', 'most', 'least'], { message: 'El orden debe ser newest, oldest, most o least.' })
  sort?: string;
}

export class OpportunitiesQuery extends PageQuery {}

/** The company a client hired for a request (its accepted proposal). */
export class HiredProposalDto {
  @ApiProperty({ format: 'uuid', description: 'La propuesta aceptada.' }) id: string;
  @ApiProperty({ format: 'uuid' }) companyId: string;
  @ApiProperty() companyName: string;
  @ApiProperty({ description: 'Parámetro de /company/{seoParam}.' }) companySeoParam: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Euros; null sin precio.' }) price: number | null;
  @ApiProperty({ description: 'Si `price` incluye el IVA.' }) vatIncluded: boolean;
  @ApiProperty({ type: Number, nullable: true, description: 'El precio con IVA; null sin precio.' }) priceWithVat: number | null;
}

/** First name and the initial of the surname: the client's full name, email and phone stay private. */
export class RequestClientDto {
  @ApiProperty({ example: 'María G.' }) displayName: string;
}

/** A request (job) as the site shows it. */
export class RequestDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'mudanza-de-piso-en-madrid' }) slug: string;
  @ApiProperty({ description: 'Parámetro de /jobs/{seoParam}: `<slug>-<id>` (el id si no hay slug).' }) seoParam: string;
  @ApiProperty() title: string;
  @ApiProperty({ description: 'HTML saneado.' }) description: string;
  @ApiProperty({ type: [String] }) services: string[];
  @ApiProperty({ description: 'Los servicios separados por comas.' }) serviceType: string;
  @ApiProperty({ description: 'Ciudad de origen.' }) city: string;
  @ApiProperty({ description: 'Provincia de origen.' }) province: string;
  @ApiProperty({ example: 'Madrid, Madrid', description: '`<ciudad>, <provincia>` del origen.' }) location: string;
  @ApiProperty({ type: String, nullable: true, enum: CATEGORY_SLUGS, description: 'Solo null en solicitudes antiguas sin categoría.' })
  category: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Mudanzas' }) categoryName: string | null;
  @ApiProperty({ type: RequestPlaceDto }) origin: RequestPlaceDto;
  @ApiProperty({ type: RequestPlaceDto, nullable: true }) destination: RequestPlaceDto | null;
  @ApiProperty({ type: String, nullable: true, example: '2026-12-15' }) date: string | null;
  @ApiProperty({ type: String, nullable: true, enum: ['exact', 'week', 'month', 'flexible'] }) dateFlexibility: string | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Distancia estimada por carretera (círculo máximo × 1,2).' })
  distanceKm: number | null;
  @ApiProperty({ type: String, nullable: true, example: '≈ 355 km' }) distanceText: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'Respuestas a las preguntas de la categoría.' })
  details: Record<string, unknown>;
  @ApiProperty({ type: [RequestDetailLineDto], description: 'Los detalles en palabras, en el orden del formulario.' })
  detailsSummary: RequestDetailLineDto[];
  @ApiProperty({ example: '3 hab., 2.º sin ascensor → bajo', description: 'Lo esencial de los detalles, para las tarjetas.' })
  keyDetails: string;
  @ApiProperty({ type: 'integer' }) photoCount: number;
  @ApiPropertyOptional({ type: [RequestPhotoDto], description: 'Solo en el detalle.' }) photos?: RequestPhotoDto[];
  @ApiProperty(apiEnum('RequestStatus')) status: string;
  @ApiProperty({ type: 'integer' }) proposalCount: number;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: string;
  @ApiPropertyOptional({ type: RequestClientDto }) client?: RequestClientDto;
  @ApiPropertyOptional({ description: 'Solo con sesión iniciada: si la solicitud es del usuario.' }) isOwner?: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Cuándo se aceptó una propuesta (estado `hired`).' })
  hiredAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Cuándo se completó.' })
  completedAt: string | null;
  @ApiPropertyOptional({
    description:
      'Solo para su cliente: contratada y ya toca preguntar si se hizo el trabajo (pasada la fecha del servicio, o 7 días después de contratar si no hay fecha).',
  })
  completionDue?: boolean;
  @ApiPropertyOptional({
    type: HiredProposalDto,
    nullable: true,
    description: 'Solo para su cliente: la empresa contratada (contratada o completada); null si no hay.',
  })
  hiredProposal?: HiredProposalDto | null;
  @ApiPropertyOptional({
    description:
      'Solo para su cliente: completada con una empresa contratada y aún sin su reseña de esa contratación (`/company/{companySeoParam}?review={id}`).',
  })
  reviewable?: boolean;
}

export class RequestPageDto extends PageDto(RequestDto) {}

/** The public jobs list: a capped total and the cursor of the next page (issue 21). */
export class PublicRequestPageDto extends PageDto(RequestDto) {
  @ApiProperty({ description: 'Hay más de `total` (1.000) resultados: «más de 1.000 resultados».' }) totalCapped: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Cursor de la página siguiente (parámetro `cursor`), o null en la última.' })
  nextCursor: string | null;
}

/** The counters of "Mis solicitudes". */
export class MyRequestsStatsDto {
  @ApiProperty({ type: 'integer' }) total: number;
  @ApiProperty({ type: 'integer' }) active: number;
  @ApiProperty({ type: 'integer', description: 'Con al menos una propuesta.' }) withProposals: number;
  @ApiProperty({ type: 'integer' }) completed: number;
  @ApiProperty({ type: 'integer', description: 'Con una empresa contratada (estado `hired`).' }) hired: number;
}
export type _MyRequestsStatsMatch = Expect<AssertSameShape<MyRequestsStatsDto, MyRequestsStats>>;

export class MyRequestsPageDto extends PageDto(RequestDto) {
  @ApiProperty({ type: MyRequestsStatsDto }) stats: MyRequestsStatsDto;
}
