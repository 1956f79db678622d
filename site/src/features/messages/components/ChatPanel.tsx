import { useQueryClient } from '@tanstack/react-query';
import { format, isSameDay } from 'date-fns';
import { es } from 'date-fns/locale';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { getErrorMessage, isApiError } from '../../../api/http';
import { getRealtimeSocket } from '../../../api/socket';
import { paths } from '../../../paths';
import { ArrowLeftIcon, Button, ErrorState, formatDate, formatDateTime, Spinner, toast, VisuallyHidden } from '../../../ui';
import type { SessionUser } from '../../auth/session';
import { CompanyLogo } from '../../companies/components/CompanyLogo';
import { newClientMessageId } from '../hooks/useActiveRequests';
import { markConversationRead, MESSAGE_MAX_LENGTH, sendMessage, type ConversationParty, type MessageDto, type TypingEvent } from '../messages.api';
import { addMessageToThread, messageKeys, threadMessages, useThread } from '../messagesQueries';
import { MESSAGE_TEXTS, TYPING_INDICATOR_MS, TYPING_THROTTLE_MS, UNREAD_REMARK_MS } from '../messageTexts';

const StyledPanel = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
  height: 100%;
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledHeader = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledBack = styled.button`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  margin-left: -${({ theme }) => theme.space[2]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};

  &:hover {
    background: ${({ theme }) => theme.colors.primary50};
  }

  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

const StyledHeading = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;

  h2 {
    overflow: hidden;
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  h2 a {
    color: inherit;
    text-decoration: none;
  }

  h2 a:hover {
    text-decoration: underline;
  }
`;

const StyledTopic = styled.span`
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledScroller = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const StyledOlder = styled.div`
  display: flex;
  justify-content: center;
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

const StyledDay = styled.p`
  align-self: center;
  margin: ${({ theme }) => theme.space[2]} 0;
  padding: 2px ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.gray200};
  color: ${({ theme }) => theme.colors.gray700};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledRow = styled.div<{ $mine: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
`;

const StyledBubble = styled.div<{ $mine: boolean; $pending?: boolean }>`
  max-width: min(78%, 560px);
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  border-bottom-right-radius: ${({ theme, $mine }) => ($mine ? theme.radii.sm : theme.radii.lg)};
  border-bottom-left-radius: ${({ theme, $mine }) => ($mine ? theme.radii.lg : theme.radii.sm)};
  background: ${({ theme, $mine }) => ($mine ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $mine }) => ($mine ? theme.colors.textInverse : theme.colors.text)};
  box-shadow: ${({ theme }) => theme.shadows.xs};
  opacity: ${({ $pending }) => ($pending ? 0.7 : 1)};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const StyledMeta = styled.p`
  margin-top: 2px;
  padding-inline: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const StyledRead = styled.span`
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const blink = keyframes`
  0%, 80%, 100% { opacity: 0.25; }
  40% { opacity: 1; }
`;

const StyledTyping = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 1.5rem;
  padding: 0 ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-style: italic;

  span[aria-hidden] i {
    display: inline-block;
    width: 6px;
    height: 6px;
    margin-right: 3px;
    border-radius: 50%;
    background: currentColor;
    animation: ${blink} 1.2s infinite;
  }
  span[aria-hidden] i:nth-child(2) {
    animation-delay: 0.2s;
  }
  span[aria-hidden] i:nth-child(3) {
    animation-delay: 0.4s;
  }
`;

const StyledComposer = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledTextarea = styled.textarea`
  flex: 1;
  min-height: 44px;
  max-height: 160px;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1.5px solid ${({ theme }) => theme.colors.inputBorder};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  resize: none;
  field-sizing: content;

  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary500};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.primary200};
  }
`;

const StyledCenter = styled.div`
  display: grid;
  flex: 1;
  place-items: center;
  padding: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const StyledExtra = styled.div`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/** What the chat is about: an existing conversation, or a first message to a company. */
export type ChatTarget =
  | { kind: 'conversation'; otherUserId: string; requestId: string | null }
  | { kind: 'draft'; companyId: string; requestId: string | null };

type Pending = { clientMessageId: string; content: string; createdAt: string };

type ChatPanelProps = {
  me: SessionUser;
  target: ChatTarget;
  /** The other party as the list knows it (shown before the thread loads). */
  party: ConversationParty | null;
  /** 'General' or the request's title. */
  topic: string;
  /** Shown under the header (e.g. the topic picker of a new conversation). */
  extra?: ReactNode;
  onBack: () => void;
  /** A draft's first message was stored: open the real conversation. */
  onStarted: (otherUserId: string, requestId: string | null) => void;
};

function dayLabel(iso: string): string {
  const date = new Date(iso);
  const today = new Date();
  if (isSameDay(date, today)) return 'Hoy';
  const yesterday = new Date(today);
  yesterday.setDate(today.getDate() - 1);
  if (isSameDay(date, yesterday)) return 'Ayer';
  return formatDate(iso);
}

const timeOf = (iso: string) => format(new Date(iso), 'HH:mm', { locale: es });

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
 * The chat of one conversation: history (oldest → newest, 'Cargar mensajes anteriores'),
 * optimistic sending with `clientMessageId`, typing indicator, read receipts ('Leído') and
 * marking what I received as read while it is on screen.
 */
export function ChatPanel({ me, target, party, topic, extra, onBack, onStarted }: ChatPanelProps) {
  const queryClient = useQueryClient();
  const otherUserId = target.kind === 'conversation' ? target.otherUserId : null;
  const requestId = target.requestId;
  const thread = useThread(otherUserId, requestId);
  const messages = useMemo(() => threadMessages(thread.data), [thread.data]);
  const otherParty = thread.data?.pages[0]?.otherUser ?? party;

  const [text, setText] = useState('');
  const [pending, setPending] = useState<Pending[]>([]);
  const [typingUntil, setTypingUntil] = useState(0);
  const failed = useRef<{ content: string; id: string } | null>(null);
  const lastTypingSent = useRef(0);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const visible = useDocumentVisible();
  const hintId = useId();

  // A new conversation: start clean.
  const targetKey = target.kind === 'conversation' ? `${target.otherUserId}:${requestId ?? 'general'}` : `company:${target.companyId}:${requestId ?? 'general'}`;
  useEffect(() => {
    setText('');
    setPending([]);
    setTypingUntil(0);
    failed.current = null;
  }, [targetKey]);

  /* ------------------------------------------------------------- typing in */
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

  const isTyping = typingUntil > Date.now();
  useEffect(() => {
    if (!typingUntil) return undefined;
    const timer = window.setTimeout(() => setTypingUntil(0), Math.max(typingUntil - Date.now(), 0));
    return () => window.clearTimeout(timer);
  }, [typingUntil]);

  // Their message arrived: they stopped typing.
  const lastMessage = messages[messages.length - 1];
  const lastFromThem = lastMessage && lastMessage.senderId === otherUserId ? lastMessage.id : null;
  useEffect(() => {
    if (lastFromThem) setTypingUntil(0);
  }, [lastFromThem]);

  /* ------------------------------------------------------------ read marks */
  const unreadIds = messages
    .filter((m) => m.senderId === otherUserId && m.receiverId === me.id && !m.isRead)
    .map((m) => m.id)
    .join(',');
  const markedOnce = useRef<string | null>(null);
  useEffect(() => {
    if (!otherUserId || !unreadIds || !visible) return undefined;
    // On opening: at once; new unread messages while open: again after 0.5 s.
    const delay = markedOnce.current === targetKey ? UNREAD_REMARK_MS : 0;
    const timer = window.setTimeout(() => {
      markedOnce.current = targetKey;
      markConversationRead(otherUserId, requestId)
        .then(() => {
          void queryClient.invalidateQueries({ queryKey: messageKeys.unread });
          void queryClient.invalidateQueries({ queryKey: messageKeys.conversations });
        })
        .catch(() => undefined);
    }, delay);
    return () => window.clearTimeout(timer);
  }, [otherUserId, requestId, unreadIds, visible, targetKey, queryClient]);

  /* --------------------------------------------------------------- scroll */
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const olderAnchor = useRef<{ height: number; top: number } | null>(null);
  const firstId = messages[0]?.id;
  const count = messages.length + pending.length;

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (olderAnchor.current) {
      // Older messages were added above: keep the same messages in view.
      el.scrollTop = el.scrollHeight - olderAnchor.current.height + olderAnchor.current.top;
      olderAnchor.current = null;
      return;
    }
    if (atBottom.current) el.scrollTop = el.scrollHeight;
  }, [count, firstId, isTyping]);

  useEffect(() => {
    atBottom.current = true;
  }, [targetKey]);

  const loadOlder = () => {
    const el = scroller.current;
    if (el) olderAnchor.current = { height: el.scrollHeight, top: el.scrollTop };
    void thread.fetchNextPage();
  };

  /* ------------------------------------------------------------- sending */
  const send = useCallback(
    async (raw: string) => {
      const content = raw.trim();
      if (!content) return;
      const id = failed.current?.content === content ? failed.current.id : newClientMessageId();
      failed.current = null;
      const createdAt = new Date().toISOString();
      setPending((list) => [...list, { clientMessageId: id, content, createdAt }]);
      setText('');
      atBottom.current = true;
      try {
        const stored = await sendMessage({
          ...(target.kind === 'conversation' ? { receiverId: target.otherUserId } : { companyId: target.companyId }),
          content,
          requestId: requestId ?? undefined,
          clientMessageId: id,
        });
        addMessageToThread(queryClient, stored, me.id);
        void queryClient.invalidateQueries({ queryKey: messageKeys.conversations });
        setPending((list) => list.filter((p) => p.clientMessageId !== id));
        if (target.kind === 'draft') onStarted(stored.receiverId, stored.requestId);
      } catch (error) {
        setPending((list) => list.filter((p) => p.clientMessageId !== id));
        failed.current = { content, id };
        // Give the text back (unless something new was typed meanwhile).
        setText((current) => (current.trim() ? current : content));
        const message = isApiError(error) && error.isUnauthorized ? MESSAGE_TEXTS.notAuthenticated : getErrorMessage(error);
        toast.error(MESSAGE_TEXTS.sendFailed, { description: message });
        textareaRef.current?.focus();
      }
    },
    [target, requestId, queryClient, me.id, onStarted],
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send(text);
    }
  };

  const onChange = (value: string) => {
    setText(value);
    if (!otherUserId || !value.trim()) return;
    const now = Date.now();
    if (now - lastTypingSent.current < TYPING_THROTTLE_MS) return;
    lastTypingSent.current = now;
    const socket = getRealtimeSocket();
    if (socket.connected) socket.emit('typing', { toUserId: otherUserId, requestId });
  };

  /* ------------------------------------------------------------- render */
  const storedClientIds = new Set(messages.map((m) => m.clientMessageId).filter(Boolean));
  const visiblePending = pending.filter((p) => !storedClientIds.has(p.clientMessageId));
  const lastReadMine = [...messages].reverse().find((m) => m.senderId === me.id && m.isRead)?.id;
  const name = otherParty?.displayName ?? 'Conversación';
  const companyHref = otherParty?.kind === 'company' && otherParty.companySeoParam ? paths.companyDetail(otherParty.companySeoParam) : null;

  let body: ReactNode;
  if (target.kind === 'conversation' && thread.isPending) {
    body = (
      <StyledCenter>
        <Spinner size={28} label="Cargando mensajes..." />
      </StyledCenter>
    );
  } else if (thread.isError && !thread.data) {
    body = (
      <StyledCenter>
        <ErrorState title="No se pudieron cargar los mensajes" error={thread.error} onRetry={() => void thread.refetch()} retrying={thread.isRefetching} headingAs="h3" />
      </StyledCenter>
    );
  } else if (messages.length === 0 && visiblePending.length === 0) {
    body = <StyledCenter>Escribe tu primer mensaje a {name}.</StyledCenter>;
  } else {
    let previous: MessageDto | Pending | undefined;
    const rows: ReactNode[] = [];
    const pushDay = (item: { createdAt: string }, key: string) => {
      if (!previous || !isSameDay(new Date(previous.createdAt), new Date(item.createdAt))) {
        rows.push(<StyledDay key={`day-${key}`}>{dayLabel(item.createdAt)}</StyledDay>);
      }
      previous = item as MessageDto | Pending;
    };
    for (const m of messages) {
      const mine = m.senderId === me.id;
      pushDay(m, m.id);
      rows.push(
        <StyledRow key={m.id} $mine={mine} data-message-id={m.id}>
          <StyledBubble $mine={mine}>
            <VisuallyHidden>{mine ? 'Tú: ' : `${name}: `}</VisuallyHidden>
            {m.content}
          </StyledBubble>
          <StyledMeta>
            <time dateTime={m.createdAt} title={formatDateTime(m.createdAt)}>
              {timeOf(m.createdAt)}
            </time>
            {m.id === lastReadMine ? (
              <>
                {' · '}
                <StyledRead>{MESSAGE_TEXTS.read}</StyledRead>
              </>
            ) : null}
          </StyledMeta>
        </StyledRow>,
      );
    }
    for (const p of visiblePending) {
      pushDay(p, p.clientMessageId);
      rows.push(
        <StyledRow key={p.clientMessageId} $mine>
          <StyledBubble $mine $pending aria-busy="true">
            {p.content}
          </StyledBubble>
          <StyledMeta>Enviando…</StyledMeta>
        </StyledRow>,
      );
    }
    body = (
      <>
        {thread.hasNextPage ? (
          <StyledOlder>
            <Button variant="outline" size="sm" onClick={loadOlder} loading={thread.isFetchingNextPage}>
              Cargar mensajes anteriores
            </Button>
          </StyledOlder>
        ) : null}
        {rows}
      </>
    );
  }

  return (
    <StyledPanel aria-label={`Conversación con ${name}`}>
      <StyledHeader>
        <StyledBack type="button" onClick={onBack} aria-label="Volver a las conversaciones">
          <ArrowLeftIcon size={22} />
        </StyledBack>
        <CompanyLogo name={name} logo={otherParty?.logo} size={40} />
        <StyledHeading>
          <h2>{companyHref ? <Link to={companyHref}>{name}</Link> : name}</h2>
          <StyledTopic>{topic}</StyledTopic>
        </StyledHeading>
      </StyledHeader>
      {extra ? <StyledExtra>{extra}</StyledExtra> : null}
      <StyledScroller
        ref={scroller}
        role="log"
        aria-live="polite"
        aria-label="Mensajes"
        onScroll={(event) => {
          const el = event.currentTarget;
          atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
        }}
      >
        {body}
      </StyledScroller>
      <StyledTyping aria-live="polite">
        {isTyping ? (
          <>
            <span aria-hidden="true">
              <i />
              <i />
              <i />
            </span>
            {MESSAGE_TEXTS.typing}
          </>
        ) : null}
      </StyledTyping>
      <StyledComposer onSubmit={onSubmit} aria-label="Enviar mensaje">
        <StyledTextarea
          ref={textareaRef}
          aria-label="Mensaje"
          rows={1}
          value={text}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder="Escribe un mensaje…"
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={hintId}
        />
        <VisuallyHidden id={hintId}>Intro envía; Mayúsculas + Intro añade una línea.</VisuallyHidden>
        <Button type="submit" disabled={!text.trim()}>
          Enviar
        </Button>
      </StyledComposer>
    </StyledPanel>
  );
}
