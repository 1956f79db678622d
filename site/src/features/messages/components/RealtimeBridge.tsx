import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { startRealtime, stopRealtime } from '../../../api/socket';
import { toast } from '../../../ui';
import { refresh } from '../../auth/sessionManager';
import { alertKeys } from '../../alerts/useAlerts';
import { dashboardKey } from '../../dashboard/useDashboard';
import { useSessionState } from '../../auth/useSession';
import { activeConversation } from '../activeConversation';
import {
  listConversations,
  type Conversation,
  type ConversationPage,
  type MessageDto,
  type MessageReadEvent,
  type NotificationEvent,
} from '../messages.api';
import { addMessageToThread, applyReadToThread, messageKeys, refreshMessaging } from '../messagesQueries';
import { MESSAGE_TOAST_MS, NOTIFICATION_CLOSE_MS, notificationPermission, preview } from '../messageTexts';
import { conversationPath } from '../messagePaths';

/** Shows a browser notification when allowed and the tab is hidden; it closes after 5 s. */
function browserNotify(title: string, body: string, tag: string, onClick: () => void): void {
  if (notificationPermission() !== 'granted' || document.visibilityState !== 'hidden') return;
  try {
    const notification = new Notification(title, { body, tag });
    notification.onclick = () => {
      window.focus();
      onClick();
      notification.close();
    };
    window.setTimeout(() => notification.close(), NOTIFICATION_CLOSE_MS);
  } catch {
    // Some browsers (Android Chrome) only allow notifications from a service worker.
  }
}

/**
 * App-wide realtime for a signed-in user (rendered once by the layout): keeps the shared socket
 * connected, re-fetches messaging data after every (re)connection, keeps cached conversations
 * and the unread badge current, and raises toasts / browser notifications for new messages and
 * proposal events.
 */
export default function RealtimeBridge() {
  const session = useSessionState();
  const userId = session.status === 'authenticated' ? session.user.id : null;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Toasts and notifications open pages with the current `navigate`, without reconnecting the socket.
  // A data router's navigation never rejects.
  const openPage = useEffectEvent((to: string) => void navigate(to));

  useEffect(() => {
    if (!userId) return undefined;
    const myId = userId;
    const socket = startRealtime(async () => (await refresh()) === 'ok');

    /** The sender's display name: from the cached list, else from the first page (they are the latest). */
    const senderName = async (senderId: string): Promise<string | null> => {
      const cached = queryClient.getQueryData<InfiniteData<ConversationPage>>(messageKeys.conversations);
      const find = (items: Conversation[]) => items.find((c) => c.otherUser.id === senderId)?.otherUser.displayName ?? null;
      const fromCache = cached ? find(cached.pages.flatMap((p) => p.items)) : null;
      if (fromCache) return fromCache;
      try {
        const first = await queryClient.fetchQuery({
          queryKey: [...messageKeys.all, 'sender-lookup'],
          queryFn: () => listConversations(1),
          staleTime: 0,
        });
        return find(first.items);
      } catch {
        return null;
      }
    };

    const onConnect = () => {
      void refreshMessaging(queryClient);
    };

    const onMessage = (message: MessageDto) => {
      addMessageToThread(queryClient, message, myId);
      void queryClient.invalidateQueries({ queryKey: messageKeys.conversations });
      if (message.senderId === myId) return;
      void queryClient.invalidateQueries({ queryKey: messageKeys.unread });
      void queryClient.invalidateQueries({ queryKey: dashboardKey });
      if (activeConversation.isViewing(message.senderId, message.requestId)) return;

      const open = () => openPage(conversationPath(message.senderId, message.requestId));
      void senderName(message.senderId).then((name) => {
        const title = name ? `Nuevo mensaje de ${name}` : 'Nuevo mensaje';
        const body = preview(message.content);
        toast(title, {
          id: `message-${message.id}`,
          description: body,
          duration: MESSAGE_TOAST_MS,
          action: { label: 'Ver mensajes', onClick: open },
        });
        browserNotify(title, body, `message-${message.senderId}-${message.requestId ?? 'general'}`, open);
      });
    };

    const onRead = (event: MessageReadEvent) => {
      applyReadToThread(queryClient, event, myId);
      void queryClient.invalidateQueries({ queryKey: messageKeys.conversations });
      if (event.byUserId !== myId) return;
      void queryClient.invalidateQueries({ queryKey: messageKeys.unread });
      void queryClient.invalidateQueries({ queryKey: dashboardKey });
    };

    const onNotification = (event: NotificationEvent) => {
      const open = () => openPage(event.link);
      const requestAlert = event.type === 'request-alert';
      toast(event.title, {
        // One toast per alerted request, even if the event arrives twice.
        id: requestAlert ? `request-alert-${event.link}` : undefined,
        description: event.body,
        duration: MESSAGE_TOAST_MS,
        action: { label: requestAlert ? 'Ver solicitud' : 'Ver', onClick: open },
      });
      // «Últimas alertas» shows it without a reload.
      if (requestAlert) void queryClient.invalidateQueries({ queryKey: alertKeys.recent });
      browserNotify(event.title, event.body, `${event.type}-${event.createdAt}`, open);
      // Proposal counters and lists on the dashboard may have changed.
      void queryClient.invalidateQueries({ queryKey: dashboardKey });
    };

    socket.on('connect', onConnect);
    socket.on('message:new', onMessage);
    socket.on('message:read', onRead);
    socket.on('notification', onNotification);
    return () => {
      socket.off('connect', onConnect);
      socket.off('message:new', onMessage);
      socket.off('message:read', onRead);
      socket.off('notification', onNotification);
      stopRealtime();
    };
  }, [userId, queryClient]);

  return null;
}
