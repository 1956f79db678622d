import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { apiEnum } from '../../../common/openapi/api-enum.js';
import type { ProposalStatus } from '../../../database/enums.js';
import { PageDto } from '../../../common/pagination/page.dto.js';
import { PageQuery, ToOptionalNumber } from '../../../common/pagination/pagination.js';
import { TrimToUndefined } from '../../../common/validation/validators.js';
import { MESSAGE_MAX_LENGTH } from '../message.entity.js';
import { MessagingMessages } from '../messaging-errors.js';

export type { MessageReadEvent, NotificationEvent, TypingEvent, TypingInput } from '../../../realtime/realtime.events.js';

export const CONVERSATIONS_PAGE_SIZE = 30;
export const CONVERSATIONS_MAX_PAGE_SIZE = 100;
export const MESSAGES_PAGE_SIZE = 50;
export const MESSAGES_MAX_PAGE_SIZE = 100;
/** Characters of the last message shown in the conversation list. */
export const PREVIEW_LENGTH = 140;

/** Text: trimmed; blank (or not a string) → 'Por favor, escribe un mensaje'. */
const MessageContent = () =>
  Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value === null ? undefined : value));

export class SendMessageDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Usuario destinatario (o companyId).' })
  @TrimToUndefined()
  @IsOptional()
  @IsUUID('all', { message: MessagingMessages.UUID('receiverId') })
  receiverId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Empresa destinataria: el mensaje va a su usuario.' })
  @TrimToUndefined()
  @IsOptional()
  @IsUUID('all', { message: MessagingMessages.UUID('companyId') })
  companyId?: string;

  @ApiProperty({ maxLength: MESSAGE_MAX_LENGTH, description: 'Texto plano; se guarda sin los espacios de los extremos.' })
  @MessageContent()
  @IsDefined({ message: MessagingMessages.CONTENT_REQUIRED })
  @IsString({ message: MessagingMessages.CONTENT_REQUIRED })
  @MaxLength(MESSAGE_MAX_LENGTH, { message: MessagingMessages.CONTENT_TOO_LONG })
  content: string;

  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'Solicitud de la conversación; sin ella, la conversación general.',
  })
  @TrimToUndefined()
  @IsOptional()
  @IsUUID('all', { message: MessagingMessages.UUID('requestId') })
  requestId?: string | null;

  @ApiPropertyOptional({ format: 'uuid', description: 'Id elegido por el cliente: reenviar el mismo no guarda el mensaje dos veces.' })
  @TrimToUndefined()
  @IsOptional()
  @IsUUID('all', { message: MessagingMessages.UUID('clientMessageId') })
  clientMessageId?: string;
}

export class ConversationsQuery extends PageQuery {}

export class MessagesQuery {
  @ApiPropertyOptional({ format: 'uuid', description: 'Sin él, la conversación general (request_id nulo).' })
  @TrimToUndefined()
  @IsOptional()
  @IsUUID('all', { message: MessagingMessages.UUID('requestId') })
  requestId?: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description: 'Cursor: devuelve los mensajes anteriores a este id (`nextBefore` de la página anterior).',
  })
  @TrimToUndefined()
  @IsOptional()
  @IsUUID('all', { message: MessagingMessages.UUID('before') })
  before?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: MESSAGES_MAX_PAGE_SIZE, default: MESSAGES_PAGE_SIZE })
  @ToOptionalNumber()
  @IsOptional()
  @Max(MESSAGES_MAX_PAGE_SIZE, { message: `El límite debe ser un número entre 1 y ${MESSAGES_MAX_PAGE_SIZE}.` })
  @Min(1, { message: `El límite debe ser un número entre 1 y ${MESSAGES_MAX_PAGE_SIZE}.` })
  @IsInt({ message: `El límite debe ser un número entre 1 y ${MESSAGES_MAX_PAGE_SIZE}.` })
  limit?: number;
}

export class MarkReadDto {
  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: 'Sin él, la conversación general.' })
  @TrimToUndefined()
  @IsOptional()
  @IsUUID('all', { message: MessagingMessages.UUID('requestId') })
  requestId?: string | null;
}

/** A stored message, as REST answers it and as the `message:new` socket event carries it. */
export class MessageDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) senderId: string;
  @ApiProperty({ format: 'uuid' }) receiverId: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'null: la conversación general de los dos usuarios.' })
  requestId: string | null;
  @ApiProperty() content: string;
  @ApiProperty() isRead: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) readAt: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'El id de idempotencia del remitente, si lo envió.' })
  clientMessageId: string | null;
}

/** The other user of a conversation, as anyone may see them: never an e-mail. */
export class ConversationPartyDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  /** Company users show as the company; clients by their full name. */
  @ApiProperty({
    enum: ['company', 'client', 'other'],
    enumName: 'ConversationPartyKind',
    description: 'Los usuarios de empresa aparecen como la empresa; los clientes por su nombre.',
  })
  kind: 'company' | 'client' | 'other';
  @ApiProperty() displayName: string;
  /** Company parties only (else null). */
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Solo empresas (si no, null).' }) companyId: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Parámetro de /company/{seoParam}; solo empresas.' }) companySeoParam:
    string | null;
  @ApiProperty({ type: String, nullable: true }) logo: string | null;
}

/** The proposal the company of a conversation sent on its request (issue 18: ask before deciding). */
export class ConversationProposalDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: Number, nullable: true, example: 450, description: 'Euros, como los escribió la empresa; null sin precio.' })
  price: number | null;
  @ApiProperty({ description: 'Si `price` incluye el IVA (21 %).' }) vatIncluded: boolean;
  @ApiProperty({ type: Number, nullable: true, example: 450, description: 'El precio con IVA; null sin precio.' })
  priceWithVat: number | null;
  @ApiProperty(
    apiEnum('ProposalStatus', {
      description: 'Estado guardado: una pendiente pasada de `validUntil` puede seguir `pending` hasta que corra la caducidad.',
    }),
  )
  status: ProposalStatus;
  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    description: 'Último día para aceptarla (hora de Madrid); null: no caduca.',
  })
  validUntil: string | null;
}

/** The request a conversation is about, for its header and the list (only its two users see it). */
export class ConversationRequestDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() title: string;
  @ApiProperty({ description: 'Parámetro de /job/{seoParam}: `<slug>-<id>` (el id si no hay slug).' }) seoParam: string;
  @ApiProperty({ example: 'Madrid → Valencia', description: 'Ciudad de origen → ciudad de destino, o solo el origen.' }) route: string;
  @ApiProperty({ type: String, nullable: true, example: '2026-12-15', description: 'Fecha del servicio (null en solicitudes antiguas).' })
  date: string | null;
  @ApiProperty({ type: String, nullable: true, enum: ['exact', 'week', 'month', 'flexible'] }) dateFlexibility:
    'exact' | 'week' | 'month' | 'flexible' | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 450,
    description: 'Euros de la propuesta aceptada de la empresa de la conversación; null si no hay (o no tiene precio).',
  })
  acceptedPrice: number | null;
  @ApiProperty({
    type: ConversationProposalDto,
    nullable: true,
    description: 'La propuesta que la empresa de la conversación envió a esta solicitud, en cualquier estado; null si no envió ninguna.',
  })
  proposal: ConversationProposalDto | null;
}

export class ConversationLastMessageDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: `Los primeros ${PREVIEW_LENGTH} caracteres.` }) content: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ description: 'Lo envió el usuario de la sesión.' }) mine: boolean;
}

export class ConversationDto {
  /** `<otherUserId>:<requestId | 'general'>`: unique per conversation of the signed-in user. */
  @ApiProperty({
    example: '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b:general',
    description: '`<otherUserId>:<requestId | general>`: única entre las conversaciones del usuario.',
  })
  key: string;
  @ApiProperty({ type: ConversationPartyDto }) otherUser: ConversationPartyDto;
  @ApiProperty({ type: ConversationRequestDto, nullable: true, description: 'null: la conversación general.' })
  request: ConversationRequestDto | null;
  @ApiProperty({ type: ConversationLastMessageDto }) lastMessage: ConversationLastMessageDto;
  @ApiProperty({ type: 'integer' }) unreadCount: number;
}

export class ConversationPageDto extends PageDto(ConversationDto) {}

export class MessagesPageDto {
  @ApiProperty({ type: ConversationPartyDto }) otherUser: ConversationPartyDto;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) requestId: string | null;
  @ApiProperty({
    type: ConversationRequestDto,
    nullable: true,
    description: 'null: la conversación general (o la solicitud ya no existe).',
  })
  request: ConversationRequestDto | null;
  /** Oldest first (display order). */
  @ApiProperty({ type: [MessageDto], description: 'Del más antiguo al más reciente (orden de lectura).' }) items: MessageDto[];
  @ApiProperty() hasMore: boolean;
  /** Pass as `before` for the previous (older) page; null when there is none. */
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'Pásalo como `before` para la página anterior; null si no hay.',
  })
  nextBefore: string | null;
}

export class MarkReadResultDto {
  @ApiProperty({ type: 'integer', description: 'Mensajes marcados ahora.' }) updated: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) readAt: string | null;
}

export class UnreadCountDto {
  @ApiProperty({ type: 'integer' }) count: number;
}
