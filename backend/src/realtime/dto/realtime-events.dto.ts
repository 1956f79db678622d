import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/**
 * The payloads of the Socket.IO events (realtime.events.ts), documented as extra models of the
 * OpenAPI document so that the site types them from @rutalia/api-contract like the REST answers.
 */

/** `message:read`: `byUserId` read the messages `withUserId` sent them in one conversation. */
export class MessageReadEventDto {
  @ApiProperty({ format: 'uuid' }) byUserId: string;
  @ApiProperty({ format: 'uuid' }) withUserId: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) requestId: string | null;
  @ApiProperty({ format: 'date-time' }) readAt: string;
}

/** `typing` (server → client): the other party is writing in that conversation. */
export class TypingEventDto {
  @ApiProperty({ format: 'uuid' }) fromUserId: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) requestId: string | null;
}

/** `typing` (client → server). */
export class TypingInputDto {
  @ApiProperty({ format: 'uuid' }) toUserId: string;
  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true }) requestId?: string | null;
}

export const NOTIFICATION_TYPES = [
  'proposal-received',
  'proposal-accepted',
  'proposal-rejected',
  // The request after hiring (issue 18): to companies, then to the client.
  'proposal-declined',
  'proposal-expired',
  'hire-reopened',
  'completion-check',
  'review-invitation',
  // A new request that matches the company's alerts (issue 19).
  'request-alert',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** `notification`: something for the user's attention (toast / browser notification). */
export class NotificationEventDto {
  @ApiProperty({ enum: NOTIFICATION_TYPES, enumName: 'NotificationType' }) type: NotificationType;
  @ApiProperty() title: string;
  @ApiProperty() body: string;
  @ApiProperty({ description: 'Una ruta del sitio (p. ej. `/jobs/<id>/proposals`).' }) link: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}
