import type { ApiQuery, ApiRequestBody, ApiResponse, Schemas } from '@rutalia/api-contract';
import { http } from '../../api/http';

export type { MessageDto, MessageReadEvent, NotificationEvent, TypingEvent, TypingInput } from './realtime.events';

/** Texts of the messaging rules, as the API answers them. */
export const MESSAGE_MAX_LENGTH = 5000;
export const MESSAGE_REQUIRED_MESSAGE = 'Por favor, escribe un mensaje';
export const CONVERSATIONS_PAGE_SIZE = 30;
export const MESSAGES_PAGE_SIZE = 50;

/** The other user of a conversation (never an e-mail); company users show as their company, clients by full name. */
export type ConversationParty = Schemas['ConversationPartyDto'];

/** The request a conversation is about: title, /job link, route, service date, the accepted price and the company's proposal. */
export type ConversationRequest = Schemas['ConversationRequestDto'];

/** The proposal the company of a conversation sent on its request (`request.proposal`, null if none). */
export type ConversationProposal = Schemas['ConversationProposalDto'];

/** `key` is `<otherUserId>:<requestId | 'general'>`; `lastMessage.content` a preview (140 characters, '…' when cut). */
export type Conversation = Schemas['ConversationDto'];

export type ConversationPage = ApiResponse<'/api/conversations', 'get'>;

/** One conversation, oldest first; pass `nextBefore` as `before` to load older messages (null when there are none). */
export type MessagesPage = ApiResponse<'/api/conversations/{userId}/messages', 'get'>;

/**
 * Either `receiverId` (a user) or `companyId` (the company's user receives it);
 * `clientMessageId` a uuid chosen per message (crypto.randomUUID()): retrying with it never stores twice.
 */
export type SendMessageInput = ApiRequestBody<'/api/messages', 'post'>;

export const conversationKey = (otherUserId: string, requestId: string | null | undefined) => `${otherUserId}:${requestId ?? 'general'}`;

/** My conversations, latest activity first (30 per page). */
export const listConversations = (page = 1, signal?: AbortSignal) =>
  http.get<ConversationPage>('/conversations', { query: { page } satisfies ApiQuery<'/api/conversations', 'get'>, signal });

/** Unread messages sent to me (the nav badge). */
export const getUnreadCount = (signal?: AbortSignal) =>
  http.get<ApiResponse<'/api/conversations/unread', 'get'>>('/conversations/unread', { signal });

type MessagesQuery = ApiQuery<'/api/conversations/{userId}/messages', 'get'>;

/** One conversation: the latest `limit` messages before `before`, oldest first. No `requestId` = general. */
export function getMessages(
  otherUserId: string,
  params: Omit<MessagesQuery, 'requestId'> & { requestId?: string | null } = {},
  signal?: AbortSignal,
) {
  const query: MessagesQuery = { requestId: params.requestId ?? undefined, before: params.before, limit: params.limit };
  return http.get<MessagesPage>(`/conversations/${encodeURIComponent(otherUserId)}/messages`, { query, signal });
}

/**
 * The conversation with a company addressed by the company's id (a new one answers empty): what a
 * first question from a proposal shows before anything is sent (the other user, request, proposal).
 */
export function getCompanyMessages(companyId: string, params: { requestId?: string | null; limit?: number }, signal?: AbortSignal) {
  const query: ApiQuery<'/api/conversations/company/{companyId}/messages', 'get'> = {
    requestId: params.requestId ?? undefined,
    limit: params.limit,
  };
  return http.get<ApiResponse<'/api/conversations/company/{companyId}/messages', 'get'>>(
    `/conversations/company/${encodeURIComponent(companyId)}/messages`,
    { query, signal },
  );
}

/** Sends a message (stored first, then pushed as `message:new` to both users). */
export const sendMessage = (input: SendMessageInput) => http.post<ApiResponse<'/api/messages', 'post'>>('/messages', input);

/** Marks what that user sent me in the conversation as read (emits `message:read`). */
export const markConversationRead = (otherUserId: string, requestId?: string | null) =>
  http.post<ApiResponse<'/api/conversations/{userId}/read', 'post'>>(`/conversations/${encodeURIComponent(otherUserId)}/read`, {
    requestId: requestId ?? undefined,
  } satisfies ApiRequestBody<'/api/conversations/{userId}/read', 'post'>);
