import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import {
  ConversationPageDto,
  ConversationsQuery,
  MarkReadDto,
  MarkReadResultDto,
  MessageDto,
  MessagesPageDto,
  MessagesQuery,
  SendMessageDto,
  UnreadCountDto,
} from './dto/messaging.dto.js';
import { MessagingService } from './messaging.service.js';

/** Direct messages (any signed-in user; rules in MessagingService). Realtime: see docs/api.md. */
@ApiTags('messaging')
@ApiBearerAuth()
@Controller()
export class MessagingController {
  constructor(private readonly messaging: MessagingService) {}

  @Get('conversations')
  @ApiOperation({
    summary: 'Mis conversaciones',
    description:
      'Una por otra persona y solicitud (o general), la de actividad más reciente primero; 30 por página (máximo 100). Nunca incluye emails.',
  })
  @ApiOkResponse({ type: ConversationPageDto })
  conversations(@CurrentUser() user: AuthUser, @Query() query: ConversationsQuery): Promise<ConversationPageDto> {
    return this.messaging.conversations(user, query);
  }

  @Get('conversations/unread')
  @ApiOperation({ summary: 'Mensajes sin leer (insignia de la navegación)', description: '`{ count }`' })
  @ApiOkResponse({ type: UnreadCountDto })
  unread(@CurrentUser() user: AuthUser): Promise<UnreadCountDto> {
    return this.messaging.unreadCount(user);
  }

  @Get('conversations/:userId/messages')
  @ApiOperation({
    summary: 'Mensajes de una conversación',
    description:
      'Los `limit` (50, máximo 100) más recientes anteriores a `before`, en orden cronológico; `nextBefore` pide la página anterior. Sin `requestId`, la conversación general. 404 si no existe y no puedes iniciarla.',
  })
  @ApiOkResponse({ type: MessagesPageDto })
  messages(@CurrentUser() user: AuthUser, @Param('userId') userId: string, @Query() query: MessagesQuery): Promise<MessagesPageDto> {
    return this.messaging.messages(user, userId, query);
  }

  @Get('conversations/company/:companyId/messages')
  @ApiOperation({
    summary: 'Mensajes de una conversación con una empresa, por su id de empresa',
    description:
      'Lo mismo que `GET /conversations/{userId}/messages` con el usuario de la empresa: sirve para abrir la conversación (vacía si aún no hay mensajes) desde una propuesta y ver la solicitud y la propuesta antes de escribir. 404 si la empresa no existe o no puedes iniciar la conversación.',
  })
  @ApiOkResponse({ type: MessagesPageDto })
  messagesWithCompany(
    @CurrentUser() user: AuthUser,
    @Param('companyId') companyId: string,
    @Query() query: MessagesQuery,
  ): Promise<MessagesPageDto> {
    return this.messaging.messagesWithCompany(user, companyId, query);
  }

  @Post('conversations/:userId/read')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Marcar como leídos',
    description: 'Los mensajes que ese usuario me envió en la conversación; emite `message:read`.',
  })
  @ApiOkResponse({ type: MarkReadResultDto })
  read(@CurrentUser() user: AuthUser, @Param('userId') userId: string, @Body() dto: MarkReadDto): Promise<MarkReadResultDto> {
    return this.messaging.markRead(user, userId, dto?.requestId ?? null);
  }

  @Post('messages')
  @ApiOperation({
    summary: 'Enviar un mensaje',
    description:
      '`receiverId` o `companyId` (la empresa recibe en su usuario). 400 vacío o > 5000 caracteres o a uno mismo; 404 destinatario; 403 si no puedes iniciar la conversación; 429 más de 30 por minuto. Con `clientMessageId` un reintento devuelve el mismo mensaje.',
  })
  @ApiCreatedResponse({ type: MessageDto })
  send(@CurrentUser() user: AuthUser, @Body() dto: SendMessageDto): Promise<MessageDto> {
    return this.messaging.send(user, dto);
  }
}
