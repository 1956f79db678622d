import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { PageQuery, ToOptionalNumber } from '../../../common/pagination/pagination.js';
import { TrimToUndefined } from '../../../common/validation/validators.js';
import { MESSAGE_MAX_LENGTH } from '../message.entity.js';
import { MessagingMessages } from '../messaging-errors.js';

export type { MessageDto, MessageReadEvent, NotificationEvent, TypingEvent, TypingInput } from '../../../realtime/realtime.events.js';

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

  @ApiPropertyOptional({ format: 'uuid', nullable: true, description: 'Solicitud de la conversación; sin ella, la conversación general.' })
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

  @ApiPropertyOptional({ format: 'uuid', description: 'Cursor: devuelve los mensajes anteriores a este id (`nextBefore` de la página anterior).' })
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
  @ApiPropertyOptional({ format: 'uuid', nullable: true, description: 'Sin él, la conversación general.' })
  @TrimToUndefined()
  @IsOptional()
  @IsUUID('all', { message: MessagingMessages.UUID('requestId') })
  requestId?: string | null;
}

/** The other user of a conversation, as anyone may see them: never an e-mail. */
export interface ConversationPartyDto {
  id: string;
  /** Company users show as the company; clients by their full name. */
  kind: 'company' | 'client' | 'other';
  displayName: string;
  /** Company parties only (else null). */
  companyId: string | null;
  companySeoParam: string | null;
  logo: string | null;
}

export interface ConversationDto {
  /** `<otherUserId>:<requestId | 'general'>`: unique per conversation of the signed-in user. */
  key: string;
  otherUser: ConversationPartyDto;
  request: { id: string; title: string } | null;
  lastMessage: { id: string; content: string; createdAt: string; mine: boolean };
  unreadCount: number;
}

export interface MessagesPageDto {
  otherUser: ConversationPartyDto;
  requestId: string | null;
  /** Oldest first (display order). */
  items: import('../../../realtime/realtime.events.js').MessageDto[];
  hasMore: boolean;
  /** Pass as `before` for the previous (older) page; null when there is none. */
  nextBefore: string | null;
}

export interface MarkReadResultDto {
  updated: number;
  readAt: string | null;
}
