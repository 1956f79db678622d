import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { getRealtimeSocket } from '../../../api/socket';
import { markConversationRead, type MessageDto, type TypingEvent } from '../messages.api';
import { messageKeys } from '../messagesQueries';
import { TYPING_INDICATOR_MS, TYPING_THROTTLE_MS, UNREAD_REMARK_MS } from '../messageTexts';

function useDocumentVisible(): boolean {
  const [visible, setVisible] = useState(() => typeof document === 'undefined' || document.visibilityState === 'visible');
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return visible;
}

/**
 * The other party's typing (shown for 1 s after their last `typing` event, cleared when their
 * message arrives) and mine (`notifyTyping`, throttled). `conversationKey` resets on a new chat.
 */
export function useTyping(otherUserId: string | null, requestId: string | null, messages: MessageDto[], conversationKey: string) {
  /** When their indicator goes out (0: not typing); the timer below puts it back to 0. */
  const [typingUntil, setTypingUntil] = useState(0);
  const lastTypingSent = useRef(0);

  // A new chat, or their message arrived: they stopped typing (adjusted while rendering).
  const lastMessage = messages[messages.length - 1];
  const lastFromThem = lastMessage && lastMessage.senderId === otherUserId ? lastMessage.id : null;
  const [seen, setSeen] = useState({ conversationKey, lastFromThem });
  if (seen.conversationKey !== conversationKey || seen.lastFromThem !== lastFromThem) {
    setSeen({ conversationKey, lastFromThem });
    if (seen.conversationKey !== conversationKey || lastFromThem) setTypingUntil(0);
  }

  useEffect(() => {
    if (!otherUserId) return undefined;
    const socket = getRealtimeSocket();
    const onTyping = (event: TypingEvent) => {
      if (event.fromUserId === otherUserId && (event.requestId ?? null) === requestId) setTypingUntil(Date.now() + TYPING_INDICATOR_MS);
    };
    socket.on('typing', onTyping);
    return () => {
      socket.off('typing', onTyping);
    };
  }, [otherUserId, requestId]);

  useEffect(() => {
    if (!typingUntil) return undefined;
    const timer = window.setTimeout(() => setTypingUntil(0), Math.max(typingUntil - Date.now(), 0));
    return () => window.clearTimeout(timer);
  }, [typingUntil]);

  const notifyTyping = (value: string) => {
    if (!otherUserId || !value.trim()) return;
    const now = Date.now();
    if (now - lastTypingSent.current < TYPING_THROTTLE_MS) return;
    lastTypingSent.current = now;
    const socket = getRealtimeSocket();
    if (socket.connected) socket.emit('typing', { toUserId: otherUserId, requestId });
  };

  return { isTyping: typingUntil !== 0, notifyTyping };
}

/**
 * Marks what the other party sent me as read while the conversation is on screen: at once when
 * it opens, again 0.5 s after new unread messages arrive (spec 4 and 9).
 */
export function useMarkRead(
  otherUserId: string | null,
  requestId: string | null,
  meId: string,
  messages: MessageDto[],
  conversationKey: string,
) {
  const queryClient = useQueryClient();
  const visible = useDocumentVisible();
  const markedOnce = useRef<string | null>(null);
  const unreadIds = messages
    .filter((m) => m.senderId === otherUserId && m.receiverId === meId && !m.isRead)
    .map((m) => m.id)
    .join(',');
  useEffect(() => {
    if (!otherUserId || !unreadIds || !visible) return undefined;
    const delay = markedOnce.current === conversationKey ? UNREAD_REMARK_MS : 0;
    const timer = window.setTimeout(() => {
      markedOnce.current = conversationKey;
      markConversationRead(otherUserId, requestId)
        .then(() => {
          void queryClient.invalidateQueries({ queryKey: messageKeys.unread });
          void queryClient.invalidateQueries({ queryKey: messageKeys.conversations });
        })
        .catch(() => undefined);
    }, delay);
    return () => window.clearTimeout(timer);
  }, [otherUserId, requestId, unreadIds, visible, conversationKey, queryClient]);
}
