import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { poolReads } from '../../common/database/queryable.js';
import { DataSource } from 'typeorm';
import { isUuid } from '@rutalia/catalog';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { RateLimitStore } from '../../common/auth/rate-limit/rate-limit.store.js';
import { Clock } from '../../common/clock/clock.js';
import type { Page } from '../../common/pagination/pagination.js';
import { resolvePage } from '../../common/pagination/pagination.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { RealtimeService } from '../../realtime/realtime.service.js';
import type { MessageDto, TypingInput } from '../../realtime/realtime.events.js';
import { MailService } from '../mail/mail.service.js';
import { requestNotFound } from '../requests/request-errors.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import {
  CONVERSATIONS_MAX_PAGE_SIZE,
  CONVERSATIONS_PAGE_SIZE,
  MESSAGES_PAGE_SIZE,
  PREVIEW_LENGTH,
  type ConversationDto,
  type ConversationsQuery,
  type MarkReadResultDto,
  type MessagesPageDto,
  type MessagesQuery,
  type SendMessageDto,
} from './dto/messaging.dto.js';
import {
  badCursor,
  cannotMessageSelf,
  clientsAndCompanies,
  companyInactive,
  companyNeedsContact,
  companyNotFound,
  companySubscription,
  companyUnavailable,
  contentRequired,
  conversationNotFound,
  receiverMismatch,
  receiverNotFound,
  receiverRequired,
  requestNotActive,
  requestNotYours,
  tooManyMessages,
} from './messaging-errors.js';
import {
  areConversationPartners,
  countConversations,
  countUnreadMessages,
  findCompanyUserId,
  findConversationMessageTime,
  findMessageByClientMessageId,
  findMessagingRequest,
  findParties,
  findSendContext,
  findRequestContext,
  hasAcceptedProposalWithClient,
  insertMessage,
  listConversationMessages,
  listConversations,
  markMessagesRead,
  type ConversationRef,
  type PartyRow,
  type RequestRow,
} from './messaging-sql.js';
import { conversationKey, displayName, partyKind, toConversationRequest, toMessageDto, toParty } from './messaging.mapper.js';

/** Characters of the message quoted in the offline e-mail. */
export const MAIL_PREVIEW_LENGTH = 100;

/** `typing` events one user may send per minute (clients send at most ~1 a second); the rest are dropped. */
export const TYPING_RATE_LIMIT = { limit: 90, windowMs: 60_000 };

/**
 * Direct messages between a client and a company, general or about one request (rules in
 * docs/decisions.md, "Mensajería en tiempo real"). A message is stored first, then emitted as
 * `message:new` to both users' rooms; when the receiver has no socket on any API process, one
 * 'new-message' e-mail per conversation and hour is queued (dedupe key with the hour).
 */
/** The statuses of a request a client may start a conversation about. */
const CONVERSATION_REQUEST_STATUSES: readonly string[] = ['active', 'hired', 'completed'];

@Injectable()
export class MessagingService implements OnModuleInit {
  private readonly logger = new Logger(MessagingService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly realtime: RealtimeService,
    private readonly mail: MailService,
    private readonly subscriptions: SubscriptionsService,
    private readonly rateLimits: RateLimitStore,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.realtime.onClientEvent('typing', (userId, input) => this.relayTyping(userId, input));
  }

  // ---------------------------------------------------------------- sending

  async send(user: AuthUser, dto: SendMessageDto): Promise<MessageDto> {
    const content = dto.content?.trim();
    if (!content) throw contentRequired();
    const requestId = dto.requestId ?? null;
    const receiverId = await this.resolveReceiver(dto);
    if (receiverId === user.id) throw cannotMessageSelf();

    // One read before the INSERT: both parties, whether the conversation exists, whether this is a retry.
    const context = await findSendContext(poolReads(this.dataSource), {
      senderId: user.id,
      receiverId,
      requestId,
      clientMessageId: dto.clientMessageId ?? null,
    });
    const sender = context.find((row) => row.id === user.id);
    const receiver = context.find((row) => row.id === receiverId);
    // A retry of a message already stored answers that message (no second row, no second emit).
    if (sender?.retryOf) return (await this.byClientMessageId(user.id, dto.clientMessageId!))!;

    const record = await this.rateLimits.hit(`messages:user:${user.id}`, this.config.messageRateLimit);
    if (record.isBlocked) throw tooManyMessages();

    if (!sender) throw receiverNotFound(); // cannot happen: the guard just read the account
    if (!receiver || receiver.status !== 'active') throw receiverNotFound();
    const request = requestId ? await this.request(requestId) : null;
    if (requestId && !request) throw requestNotFound();
    if (!sender.conversationExists) await this.assertCanStart(sender, receiver, request);

    // Stored before it is delivered. ON CONFLICT: two concurrent retries with one clientMessageId.
    const inserted = await insertMessage(this.dataSource, {
      senderId: user.id,
      receiverId,
      requestId,
      content,
      clientMessageId: dto.clientMessageId ?? null,
    });
    if (!inserted) return (await this.byClientMessageId(user.id, dto.clientMessageId!))!;
    const message = toMessageDto(inserted);

    this.realtime.emitToUsers([user.id, receiverId], 'message:new', message);
    // Off the request path: with the Redis adapter, asking every API process whether the receiver
    // is connected costs the POST ~10 ms at p99 (bench/messaging-latency.mjs). It never throws.
    void this.mailIfOffline(sender, receiver, request, message);
    return message;
  }

  private async resolveReceiver(dto: SendMessageDto): Promise<string> {
    if (!dto.companyId) {
      if (!dto.receiverId) throw receiverRequired();
      return dto.receiverId;
    }
    const companyUserId = await findCompanyUserId(this.dataSource, dto.companyId);
    if (!companyUserId) throw companyNotFound();
    if (dto.receiverId && dto.receiverId !== companyUserId) throw receiverMismatch();
    return companyUserId;
  }

  private async byClientMessageId(senderId: string, clientMessageId: string): Promise<MessageDto | undefined> {
    const row = await findMessageByClientMessageId(this.dataSource, senderId, clientMessageId);
    return row ? toMessageDto(row) : undefined;
  }

  /**
   * Who may open a conversation (once one exists, both may always write in it):
   * - a client → a company that is visible (active) and has subscription access (trial, active or
   *   past_due); about a request only if it is the client's own and still active;
   * - a company (visible, with subscription access) → a client who accepted one of its proposals
   *   (on that request, or on any request for the general conversation);
   * - nobody else (client↔client, company↔company, admins).
   */
  private async assertCanStart(sender: PartyRow, receiver: PartyRow, request: RequestRow | null): Promise<void> {
    const senderKind = partyKind(sender);
    const receiverKind = partyKind(receiver);
    if (senderKind === 'client' && receiverKind === 'company') {
      if (!receiver.companyVisible || !(await this.subscriptions.hasAccess(receiver.companyId!))) throw companyUnavailable();
      if (request) {
        if (request.clientId !== sender.id) throw requestNotYours();
        // About an open request, or the job it hired (to arrange it, or after it was done).
        if (!CONVERSATION_REQUEST_STATUSES.includes(request.status)) throw requestNotActive();
      }
      return;
    }
    if (senderKind === 'company' && receiverKind === 'client') {
      // A company moderators suspended (or deactivated) starts nothing, as it sends no proposals.
      if (!sender.companyVisible) throw companyInactive();
      if (!(await hasAcceptedProposalWithClient(this.dataSource, sender.companyId, receiver.id, request?.id ?? null)))
        throw companyNeedsContact();
      if (!(await this.subscriptions.hasAccess(sender.companyId!))) throw companySubscription();
      return;
    }
    throw clientsAndCompanies();
  }

  private async mailIfOffline(sender: PartyRow, receiver: PartyRow, request: RequestRow | null, message: MessageDto): Promise<void> {
    try {
      if (await this.realtime.isOnline(receiver.id)) return;
      const hour = this.clock.now().toISOString().slice(0, 13); // yyyy-mm-ddThh (UTC)
      const preview = message.content.length > MAIL_PREVIEW_LENGTH ? `${message.content.slice(0, MAIL_PREVIEW_LENGTH)}…` : message.content;
      const query = partyKind(sender) === 'company' && sender.companyId ? `?company=${sender.companyId}` : '';
      await this.mail.send(
        'new-message',
        receiver.email,
        {
          senderName: displayName(sender),
          preview,
          requestTitle: request?.title ?? null,
          messagesUrl: `${this.config.publicUrl}/messages${query}`,
        },
        `message:${receiver.id}:${sender.id}:${request?.id ?? 'general'}:${hour}`,
        { userId: receiver.id },
      );
    } catch (error) {
      // The message is stored and was emitted: a queue failure only loses the reminder e-mail.
      this.logger.error(`No se pudo encolar el aviso del mensaje ${message.id}: ${(error as Error).message}`);
    }
  }

  // ---------------------------------------------------------------- reading

  async conversations(user: AuthUser, query: ConversationsQuery): Promise<Page<ConversationDto>> {
    const { page, pageSize, offset } = resolvePage(query, { pageSize: CONVERSATIONS_PAGE_SIZE, maxPageSize: CONVERSATIONS_MAX_PAGE_SIZE });
    const rows = await listConversations(poolReads(this.dataSource), user.id, pageSize, offset);
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && offset > 0) total = await countConversations(poolReads(this.dataSource), user.id);
    return {
      items: rows.map((row) => ({
        key: conversationKey(row.otherId, row.requestId),
        otherUser: toParty({ id: row.otherId, ...row }),
        request: toConversationRequest(row),
        lastMessage: {
          id: row.lastId,
          content: row.lastContent.length > PREVIEW_LENGTH ? `${row.lastContent.slice(0, PREVIEW_LENGTH)}…` : row.lastContent,
          createdAt: new Date(row.lastCreatedAt).toISOString(),
          mine: row.lastSenderId === user.id,
        },
        unreadCount: row.unread,
      })),
      total,
      page,
      pageSize,
    };
  }

  /**
   * One conversation, newest page first: the `limit` messages before `before` (or the latest),
   * answered oldest → newest. Only the two participants can address it (the caller is always one);
   * a conversation that does not exist and that the caller could not start is 404.
   */
  async messages(user: AuthUser, otherId: string, query: MessagesQuery): Promise<MessagesPageDto> {
    if (!isUuid(otherId) || otherId === user.id) throw conversationNotFound();
    const requestId = query.requestId ?? null;
    const limit = query.limit ?? MESSAGES_PAGE_SIZE;
    const conversation: ConversationRef = { userId: user.id, otherId, requestId };
    let before: { id: string; createdAt: Date } | null = null;
    if (query.before) {
      const createdAt = await findConversationMessageTime(this.dataSource, conversation, query.before);
      if (!createdAt) throw badCursor();
      before = { id: query.before, createdAt };
    }
    const rows = await listConversationMessages(this.dataSource, conversation, before, limit + 1);
    const parties = await this.parties([user.id, otherId]);
    const other = parties.get(otherId);
    if (!other) throw conversationNotFound();
    if (rows.length === 0 && !query.before) {
      // Nothing yet: only a conversation the caller may start can be opened (empty).
      const request = requestId ? await this.request(requestId) : null;
      if (requestId && !request) throw conversationNotFound();
      try {
        await this.assertCanStart(parties.get(user.id)!, other, request);
      } catch {
        throw conversationNotFound();
      }
    }
    const hasMore = rows.length > limit;
    const page = rows.slice(0, limit).reverse();
    // The caller is one of the two users of a conversation that exists or that they may start.
    const context = requestId ? await findRequestContext(this.dataSource, requestId, user.id, otherId) : undefined;
    return {
      otherUser: toParty(other),
      requestId,
      request: toConversationRequest(context),
      items: page.map(toMessageDto),
      hasMore,
      nextBefore: hasMore ? page[0].id : null,
    };
  }

  /**
   * The same conversation, addressed by the company's id: a client who comes from a proposal
   * («Preguntar a la empresa») knows the company, not its user, and sees the request and the
   * proposal before writing. Unknown company: 404, as a conversation that cannot be started.
   */
  async messagesWithCompany(user: AuthUser, companyId: string, query: MessagesQuery): Promise<MessagesPageDto> {
    if (!isUuid(companyId)) throw conversationNotFound();
    const companyUserId = await findCompanyUserId(this.dataSource, companyId);
    if (!companyUserId) throw conversationNotFound();
    return this.messages(user, companyUserId, query);
  }

  /** Marks what `otherId` sent me in that conversation as read; tells both users' sockets. */
  async markRead(user: AuthUser, otherId: string, requestId: string | null): Promise<MarkReadResultDto> {
    if (!isUuid(otherId)) throw conversationNotFound();
    const readAt = this.clock.now();
    const updated = await markMessagesRead(this.dataSource, user.id, otherId, requestId, readAt);
    if (updated === 0) return { updated: 0, readAt: null };
    this.realtime.emitToUsers([otherId, user.id], 'message:read', {
      byUserId: user.id,
      withUserId: otherId,
      requestId,
      readAt: readAt.toISOString(),
    });
    return { updated, readAt: readAt.toISOString() };
  }

  /** The nav badge: messages sent to me not read yet (ix_messages_receiver_unread). */
  async unreadCount(user: AuthUser): Promise<{ count: number }> {
    return { count: await countUnreadMessages(this.dataSource, user.id) };
  }

  // ---------------------------------------------------------------- typing

  /**
   * `typing` from a socket: relayed to the other user's room only when they are conversation
   * partners (a message exists between them) or the sender may start a conversation with them.
   */
  async relayTyping(userId: string, input: TypingInput): Promise<void> {
    const toUserId = input?.toUserId;
    const requestId = input?.requestId ?? null;
    if (typeof toUserId !== 'string' || !isUuid(toUserId) || toUserId === userId) return;
    if (requestId !== null && (typeof requestId !== 'string' || !isUuid(requestId))) return;
    if ((await this.rateLimits.hit(`typing:user:${userId}`, TYPING_RATE_LIMIT)).isBlocked) return;
    if (!(await areConversationPartners(this.dataSource, userId, toUserId))) {
      const parties = await this.parties([userId, toUserId]);
      const sender = parties.get(userId);
      const receiver = parties.get(toUserId);
      if (!sender || !receiver || sender.status !== 'active' || receiver.status !== 'active') return;
      const request = requestId ? await this.request(requestId) : null;
      if (requestId && !request) return;
      try {
        await this.assertCanStart(sender, receiver, request);
      } catch {
        return;
      }
    }
    this.realtime.emitToUser(toUserId, 'typing', { fromUserId: userId, requestId });
  }

  // ---------------------------------------------------------------- helpers

  private async parties(ids: string[]): Promise<Map<string, PartyRow>> {
    const rows = await findParties(this.dataSource, ids);
    return new Map(rows.map((row) => [row.id, row]));
  }

  private async request(id: string): Promise<RequestRow | null> {
    return findMessagingRequest(this.dataSource, id);
  }
}
