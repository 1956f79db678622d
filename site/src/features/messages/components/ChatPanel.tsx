import { useQueryClient } from '@tanstack/react-query';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Link } from 'react-router-dom';
import { getErrorMessage, isApiError } from '../../../api/http';
import { paths } from '../../../paths';
import { ArrowLeftIcon, Button, ErrorState, Spinner, toast, VisuallyHidden } from '../../../ui';
import type { SessionUser } from '../../auth/session';
import { CompanyLogo } from '../../companies/components/CompanyLogo';
import { newClientMessageId } from '../hooks/useActiveRequests';
import { useMarkRead, useTyping } from '../hooks/useConversationPresence';
import { MESSAGE_MAX_LENGTH, sendMessage, type ConversationParty, type ConversationRequest } from '../messages.api';
import { addMessageToThread, messageKeys, threadMessages, useCompanyConversationPreview, useThread } from '../messagesQueries';
import { askAboutProposalText, conversationProposalState, MESSAGE_TEXTS } from '../messageTexts';
import { ConversationRequestTitle, type ConversationViewer } from './ConversationRequestContext';
import { MessageThread, TypingIndicator, type PendingMessage } from './MessageThread';
import {
  StyledPanel,
  StyledHeader,
  StyledHeaderRow,
  StyledRequestMeta,
  StyledBack,
  StyledHeading,
  StyledTopic,
  StyledScroller,
  StyledComposer,
  StyledTextarea,
  StyledCenter,
  StyledExtra,
} from './ChatPanel.styles';

/** What the chat is about: an existing conversation, or a first message to a company. */
export type ChatTarget =
  { kind: 'conversation'; otherUserId: string; requestId: string | null } | { kind: 'draft'; companyId: string; requestId: string | null };

type ChatPanelProps = {
  me: SessionUser;
  target: ChatTarget;
  /** The other party as the list knows it (shown before the thread loads). */
  party: ConversationParty | null;
  /** 'General' or the request's title (shown when the request's context is not known). */
  topic: string;
  /** The request as the list knows it (the thread's own answer replaces it once loaded). */
  request?: ConversationRequest | null;
  /** Shown under the header (e.g. the topic picker of a new conversation). */
  extra?: ReactNode;
  onBack: () => void;
  /** A draft's first message was stored: open the real conversation. */
  onStarted: (otherUserId: string, requestId: string | null) => void;
};

/**
 * The chat of one conversation: history (oldest → newest, 'Cargar mensajes anteriores'),
 * optimistic sending with `clientMessageId`, typing indicator, read receipts ('Leído') and
 * marking what I received as read while it is on screen.
 */
export function ChatPanel({ me, target, party, topic, request, extra, onBack, onStarted }: ChatPanelProps) {
  const queryClient = useQueryClient();
  const otherUserId = target.kind === 'conversation' ? target.otherUserId : null;
  const requestId = target.requestId;
  const thread = useThread(otherUserId, requestId);
  const messages = useMemo(() => threadMessages(thread.data), [thread.data]);
  // A draft (from a company link) learns its request and the company's proposal before the first message.
  const preview = useCompanyConversationPreview(target.kind === 'draft' ? target.companyId : null, requestId);
  const draftPreview = target.kind === 'draft' ? preview.data : undefined;
  const otherParty = thread.data?.pages[0]?.otherUser ?? draftPreview?.otherUser ?? party;
  const context = (thread.data ? thread.data.pages[0]?.request : (draftPreview?.request ?? request)) ?? null;
  // The other side of a conversation about a request is the company when I am the client.
  const viewer: ConversationViewer = otherParty?.kind === 'company' ? 'client' : 'company';

  // The conversation already has messages (beyond the loaded list): open it instead of the draft.
  const existingOtherId = draftPreview && draftPreview.items.length > 0 ? draftPreview.otherUser.id : null;
  useEffect(() => {
    if (existingOtherId) onStarted(existingOtherId, requestId);
  }, [existingOtherId, requestId, onStarted]);

  const [text, setText] = useState('');
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const failed = useRef<{ content: string; id: string } | null>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();

  // A new conversation: start clean (the state while rendering, the failed send after it).
  const targetKey =
    target.kind === 'conversation'
      ? `${target.otherUserId}:${requestId ?? 'general'}`
      : `company:${target.companyId}:${requestId ?? 'general'}`;
  const [stateKey, setStateKey] = useState(targetKey);
  if (stateKey !== targetKey) {
    setStateKey(targetKey);
    setText('');
    setPending([]);
  }
  useEffect(() => {
    failed.current = null;
  }, [targetKey]);

  const { isTyping, notifyTyping } = useTyping(otherUserId, requestId, messages, targetKey);
  useMarkRead(otherUserId, requestId, me.id, messages, targetKey);

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
    notifyTyping(value);
  };

  /* ------------------------------------------------------------- render */
  const storedClientIds = new Set(messages.map((m) => m.clientMessageId).filter(Boolean));
  const visiblePending = pending.filter((p) => !storedClientIds.has(p.clientMessageId));
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
        <ErrorState
          title="No se pudieron cargar los mensajes"
          error={thread.error}
          onRetry={() => void thread.refetch()}
          retrying={thread.isRefetching}
          headingAs="h3"
        />
      </StyledCenter>
    );
  } else if (messages.length === 0 && visiblePending.length === 0) {
    // A client about to decide on a proposal: say what this conversation is for.
    const deciding = viewer === 'client' && context?.proposal && conversationProposalState(context.proposal) === 'pending';
    body = <StyledCenter>{deciding ? askAboutProposalText(name) : `Escribe tu primer mensaje a ${name}.`}</StyledCenter>;
  } else {
    body = (
      <MessageThread
        messages={messages}
        pending={visiblePending}
        meId={me.id}
        name={name}
        hasOlder={Boolean(thread.hasNextPage)}
        loadingOlder={thread.isFetchingNextPage}
        onLoadOlder={loadOlder}
      />
    );
  }

  return (
    <StyledPanel aria-label={`Conversación con ${name}`}>
      <StyledHeader>
        <StyledHeaderRow>
          <StyledBack type="button" onClick={onBack} aria-label="Volver a las conversaciones">
            <ArrowLeftIcon size={22} />
          </StyledBack>
          <CompanyLogo name={name} logo={otherParty?.logo} size={40} />
          <StyledHeading>
            <h2>{companyHref ? <Link to={companyHref}>{name}</Link> : name}</h2>
            {/* A draft keeps saying it is new («Nueva conversación · …»); its chips still show the request. */}
            {context && target.kind === 'conversation' ? (
              <ConversationRequestTitle request={context} />
            ) : (
              <StyledTopic>{topic}</StyledTopic>
            )}
          </StyledHeading>
        </StyledHeaderRow>
        {context ? <StyledRequestMeta request={context} viewer={viewer} /> : null}
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
      <TypingIndicator active={isTyping} />
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
