import { useInfiniteQuery, useQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useSessionState } from '../auth/useSession';
import {
  CONVERSATIONS_PAGE_SIZE,
  getCompanyMessages,
  getMessages,
  getUnreadCount,
  listConversations,
  type ConversationPage,
  type MessageDto,
  type MessageReadEvent,
  type MessagesPage,
} from './messages.api';

/**
 * React Query keys and hooks of the messaging feature. Everything lives under `['messages']`
 * so the realtime bridge can re-fetch it all after a reconnection.
 */
export const messageKeys = {
  all: ['messages'] as const,
  conversations: ['messages', 'conversations'] as const,
  unread: ['messages', 'unread'] as const,
  threads: ['messages', 'thread'] as const,
  thread: (otherUserId: string, requestId: string | null) => ['messages', 'thread', otherUserId, requestId ?? 'general'] as const,
};

export type ThreadData = InfiniteData<MessagesPage, unknown>;

/** Unread messages addressed to me (the nav badge); 0 for visitors. */
export function useUnreadCount(): number {
  const session = useSessionState();
  const signedIn = session.status === 'authenticated';
  const query = useQuery({
    queryKey: messageKeys.unread,
    queryFn: ({ signal }) => getUnreadCount(signal),
    enabled: signedIn,
    staleTime: 60_000,
  });
  return signedIn ? (query.data?.count ?? 0) : 0;
}

/** My conversations, most recent first, 30 per page ('Cargar más'). */
export function useConversations() {
  return useInfiniteQuery({
    queryKey: messageKeys.conversations,
    queryFn: ({ pageParam, signal }) => listConversations(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: ConversationPage) =>
      last.page * (last.pageSize || CONVERSATIONS_PAGE_SIZE) < last.total ? last.page + 1 : undefined,
    staleTime: 10_000,
  });
}

/** One conversation: newest page first in `pages`; older pages via `fetchNextPage` (`nextBefore`). */
export function useThread(otherUserId: string | null, requestId: string | null) {
  return useInfiniteQuery({
    queryKey: messageKeys.thread(otherUserId ?? '', requestId),
    queryFn: ({ pageParam, signal }) => getMessages(otherUserId!, { requestId, before: pageParam ?? undefined }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: MessagesPage) => (last.hasMore ? last.nextBefore : undefined),
    enabled: Boolean(otherUserId),
    staleTime: 10_000,
  });
}

/**
 * A conversation not in the loaded list yet, opened from a company link (`?company=&request=`):
 * its other user, request and proposal, and whether it already has messages (its latest one).
 */
export function useCompanyConversationPreview(companyId: string | null, requestId: string | null) {
  return useQuery({
    queryKey: [...messageKeys.all, 'company', companyId ?? '', requestId ?? 'general'] as const,
    queryFn: ({ signal }) => getCompanyMessages(companyId!, { requestId, limit: 1 }, signal),
    enabled: Boolean(companyId),
    staleTime: 10_000,
    retry: false,
  });
}

/** Every message of a loaded thread, oldest first, once each (merged by id). */
export function threadMessages(data: ThreadData | undefined): MessageDto[] {
  if (!data) return [];
  const byId = new Map<string, MessageDto>();
  for (const page of data.pages) for (const message of page.items) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => (a.createdAt === b.createdAt ? (a.id < b.id ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1));
}

/** The other user of a message, seen from `myId`. */
export function otherPartyOf(message: Pick<MessageDto, 'senderId' | 'receiverId'>, myId: string): string {
  return message.senderId === myId ? message.receiverId : message.senderId;
}

/** Adds a stored message to its cached thread (if that thread is loaded); never twice. */
export function addMessageToThread(queryClient: QueryClient, message: MessageDto, myId: string): void {
  const key = messageKeys.thread(otherPartyOf(message, myId), message.requestId);
  queryClient.setQueryData<ThreadData>(key, (data) => {
    if (!data || data.pages.length === 0) return data;
    if (data.pages.some((page) => page.items.some((m) => m.id === message.id))) return data;
    const [newest, ...older] = data.pages;
    return { ...data, pages: [{ ...newest, items: [...newest.items, message] }, ...older] };
  });
}

/** Applies `message:read` to a cached thread: what `withUserId` sent `byUserId` is now read. */
export function applyReadToThread(queryClient: QueryClient, event: MessageReadEvent, myId: string): void {
  const other = event.byUserId === myId ? event.withUserId : event.byUserId;
  queryClient.setQueryData<ThreadData>(messageKeys.thread(other, event.requestId), (data) => {
    if (!data) return data;
    const readAt = event.readAt;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.map((m) =>
          m.senderId === event.withUserId && m.receiverId === event.byUserId && !m.isRead && m.createdAt <= readAt
            ? { ...m, isRead: true, readAt }
            : m,
        ),
      })),
    };
  });
}

/** Re-fetches everything that may have been missed (after a socket (re)connection). */
export function refreshMessaging(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: messageKeys.all });
}
