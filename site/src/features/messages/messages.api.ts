import { http, type Paginated } from '../../api/http';
import type { MessageDto } from './realtime.events';

export type { MessageDto, MessageReadEvent, NotificationEvent, TypingEvent, TypingInput } from './realtime.events';

/** Texts of the messaging rules, as the API answers them. */
export const MESSAGE_MAX_LENGTH = 5000;
export const MESSAGE_REQUIRED_MESSAGE = 'Por favor, escribe un mensaje';
export const CONVERSATIONS_PAGE_SIZE = 30;
export const MESSAGES_PAGE_SIZE = 50;

/** The other user of a conversation (never an e-mail). */
export type ConversationParty = {
  id: string;
  /** Company users show as their company; clients by full name. */
  kind: 'company' | 'client' | 'other';
  displayName: string;
  /** Company parties only: link with `/company/{companySeoParam}`. */
  companyId: string | null;
  companySeoParam: string | null;
  logo: string | null;
};

export type Conversation = {
  /** `<otherUserId>:<requestId | 'general'>`. */
  key: string;
  otherUser: ConversationParty;
  request: { id: string; title: string } | null;
  /** `content` is a preview (140 characters, '…' when cut). */
  lastMessage: { id: string; content: string; createdAt: string; mine: boolean };
  unreadCount: number;
};

export type MessagesPage = {
  otherUser: ConversationParty;
  requestId: string | null;
  /** Oldest first. */
  items: MessageDto[];
  hasMore: boolean;
  /** Pass as `before` to load older messages; null when there are none. */
  nextBefore: string | null;
};

/** Either `receiverId` (a user) or `companyId` (the company's user receives it). */
export type SendMessageInput = {
  receiverId?: string;
  companyId?: string;
  content: string;
  requestId?: string | null;
  /** A uuid chosen per message (crypto.randomUUID()): retrying with it never stores twice. */
  clientMessageId?: string;
};

export const conversationKey = (otherUserId: string, requestId: string | null | undefined) => `${otherUserId}:${requestId ?? 'general'}`;

/** My conversations, latest activity first (30 per page). */
export const listConversations = (page = 1, signal?: AbortSignal) =>
  http.get<Paginated<Conversation>>('/conversations', { query: { page }, signal });

/** Unread messages sent to me (the nav badge). */
export const getUnreadCount = (signal?: AbortSignal) => http.get<{ count: number }>('/conversations/unread', { signal });

/** One conversation: the latest `limit` messages before `before`, oldest first. No `requestId` = general. */
export const getMessages = (
  otherUserId: string,
  params: { requestId?: string | null; before?: string; limit?: number } = {},
  signal?: AbortSignal,
) =>
  http.get<MessagesPage>(`/conversations/${encodeURIComponent(otherUserId)}/messages`, {
    query: { requestId: params.requestId ?? undefined, before: params.before, limit: params.limit },
    signal,
  });

/** Sends a message (stored first, then pushed as `message:new` to both users). */
export const sendMessage = (input: SendMessageInput) => http.post<MessageDto>('/messages', input);

/** Marks what that user sent me in the conversation as read (emits `message:read`). */
export const markConversationRead = (otherUserId: string, requestId?: string | null) =>
  http.post<{ updated: number; readAt: string | null }>(`/conversations/${encodeURIComponent(otherUserId)}/read`, { requestId: requestId ?? undefined });
