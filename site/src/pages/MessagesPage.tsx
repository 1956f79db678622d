import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { hasRole } from '../features/auth/session';
import { useSession } from '../features/auth/useSession';
import { getCompany } from '../features/companies/companies.api';
import { companyKeys } from '../features/companies/useCompanies';
import { activeConversation } from '../features/messages/activeConversation';
import { ChatPanel, type ChatTarget } from '../features/messages/components/ChatPanel';
import { ConversationList } from '../features/messages/components/ConversationList';
import { NewConversationDialog } from '../features/messages/components/NewConversationDialog';
import { NotificationBanner } from '../features/messages/components/NotificationBanner';
import { useActiveRequests } from '../features/messages/hooks/useActiveRequests';
import { conversationKey, type ConversationParty } from '../features/messages/messages.api';
import { conversationPath } from '../features/messages/messagePaths';
import { useConversations } from '../features/messages/messagesQueries';
import { MESSAGE_TEXTS } from '../features/messages/messageTexts';
import { paths } from '../paths';
import {
  Button,
  Container,
  EmptyState,
  ErrorState,
  Field,
  LoadingState,
  MessageSquareIcon,
  PageHeader,
  PageSection,
  Select,
  usePageMeta,
} from '../ui';

/** Fills the viewport below the header (desktop; phones while a chat is open) so the chat never scrolls the page. */
const StyledSection = styled(PageSection)<{ $chatOpen: boolean }>`
  display: flex;
  flex-direction: column;
  padding-top: ${({ theme }) => theme.space[4]};
  padding-bottom: ${({ theme }) => theme.space[6]};

  /* A fixed height, not a share of <main> (whose height follows its content). */
  ${({ theme }) => theme.media.belowLg} {
    flex: ${({ $chatOpen }) => ($chatOpen ? 'none' : '1')};
    height: ${({ $chatOpen, theme }) => ($chatOpen ? `calc(100dvh - ${theme.layout.headerHeight})` : 'auto')};
    padding-bottom: ${({ $chatOpen, theme }) => ($chatOpen ? theme.space[4] : theme.space[10])};
  }

  ${({ theme }) => theme.media.lg} {
    flex: none;
    height: calc(100dvh - ${({ theme }) => theme.layout.headerHeightLg});
    min-height: 640px;
    padding-top: ${({ theme }) => theme.space[6]};
  }
`;

const StyledContainer = styled(Container)`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;
`;

/** Hidden on phones while a chat is open (the chat takes the screen). */
const StyledTop = styled.div<{ $chatOpen: boolean }>`
  > header {
    margin-bottom: ${({ theme }) => theme.space[4]};
  }

  ${({ theme }) => theme.media.belowLg} {
    display: ${({ $chatOpen }) => ($chatOpen ? 'none' : 'block')};
  }
`;

const StyledShell = styled.div<{ $chatOpen: boolean }>`
  display: grid;
  flex: 1;
  grid-template-columns: minmax(0, 1fr);
  /* One row that never grows with its content: the lists scroll inside. */
  grid-template-rows: minmax(0, 1fr);
  min-height: ${({ $chatOpen }) => ($chatOpen ? '360px' : '0')};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 340px minmax(0, 1fr);
    min-height: 420px;
  }
`;

const StyledListPane = styled.div<{ $chatOpen: boolean }>`
  display: ${({ $chatOpen }) => ($chatOpen ? 'none' : 'flex')};
  flex-direction: column;
  min-height: 0;
  overflow-y: auto;

  ${({ theme }) => theme.media.lg} {
    display: flex;
    border-right: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const StyledChatPane = styled.div<{ $chatOpen: boolean }>`
  display: ${({ $chatOpen }) => ($chatOpen ? 'flex' : 'none')};
  flex-direction: column;
  min-width: 0;
  min-height: 0;

  > * {
    flex: 1;
  }

  ${({ theme }) => theme.media.lg} {
    display: flex;
  }
`;

const StyledPaneMessage = styled.div`
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const StyledEmpty = styled.div`
  padding: ${({ theme }) => theme.space[4]};
`;

const StyledMore = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[3]};
`;

/** /messages (any signed-in user): conversation list, chat, new conversation, notifications banner. */
export default function MessagesPage() {
  usePageMeta({ title: 'Mensajes', noIndex: true });
  const { user } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [dialogOpen, setDialogOpen] = useState(false);

  const isClient = user ? hasRole(user, 'client') : false;
  const withId = params.get('with');
  const requestParam = params.get('request');
  const companyParam = withId ? null : params.get('company');
  // Another company (or none): the topic starts again at the link's request (`&request=`) or 'General'.
  const draftStart = companyParam ? (requestParam ?? '') : '';
  const [draftRequest, setDraftRequest] = useState(draftStart);
  const [draftFor, setDraftFor] = useState(`${companyParam}:${draftStart}`);
  if (draftFor !== `${companyParam}:${draftStart}`) {
    setDraftFor(`${companyParam}:${draftStart}`);
    setDraftRequest(draftStart);
  }

  const conversations = useConversations();
  const all = useMemo(() => conversations.data?.pages.flatMap((p) => p.items) ?? [], [conversations.data]);
  const draftCompany = useQuery({
    queryKey: companyKeys.detail(companyParam ?? ''),
    queryFn: ({ signal }) => getCompany(companyParam!, signal),
    enabled: Boolean(companyParam),
  });
  const activeRequests = useActiveRequests(Boolean(companyParam) && isClient);

  // Which conversation is on screen.
  let target: ChatTarget | null = null;
  if (withId) {
    target = { kind: 'conversation', otherUserId: withId, requestId: requestParam || null };
  } else if (companyParam && (conversations.data || conversations.isError)) {
    const topic = draftRequest || null;
    const existing = all.find((c) => c.otherUser.companyId === companyParam && (c.request?.id ?? null) === topic);
    target = existing
      ? { kind: 'conversation', otherUserId: existing.otherUser.id, requestId: topic }
      : { kind: 'draft', companyId: companyParam, requestId: topic };
  }
  const selectedKey = target?.kind === 'conversation' ? conversationKey(target.otherUserId, target.requestId) : null;
  const selected = selectedKey ? all.find((c) => c.key === selectedKey) : undefined;
  const chatOpen = Boolean(withId || companyParam);

  const activeOther = target?.kind === 'conversation' ? target.otherUserId : null;
  const activeRequest = target?.requestId ?? null;
  useEffect(() => {
    activeConversation.set(activeOther ? { otherUserId: activeOther, requestId: activeRequest } : null);
    return () => activeConversation.set(null);
  }, [activeOther, activeRequest]);

  const openConversation = useCallback(
    (otherUserId: string, requestId: string | null) =>
      void navigate(conversationPath(otherUserId, requestId), { replace: Boolean(companyParam) }),
    [navigate, companyParam],
  );
  const back = useCallback(() => void navigate(paths.messages), [navigate]);

  if (!user) return null;

  /* ------------------------------------------------------------ list pane */
  let list;
  if (conversations.isPending) {
    list = <LoadingState label="Cargando conversaciones..." />;
  } else if (conversations.isError) {
    list = (
      <StyledEmpty>
        <ErrorState
          title="No se pudieron cargar las conversaciones"
          error={conversations.error}
          onRetry={() => void conversations.refetch()}
          retrying={conversations.isRefetching}
          headingAs="h2"
        />
      </StyledEmpty>
    );
  } else if (all.length === 0) {
    list = (
      <StyledEmpty>
        <EmptyState
          title={MESSAGE_TEXTS.empty}
          icon={<MessageSquareIcon size={26} />}
          description={
            isClient
              ? 'Escribe a una empresa desde su perfil o empieza una conversación nueva.'
              : 'Cuando un cliente te escriba, verás aquí la conversación.'
          }
          action={
            isClient ? (
              <Button to={paths.companies} variant="outline" size="sm">
                Ver empresas
              </Button>
            ) : null
          }
        />
      </StyledEmpty>
    );
  } else {
    list = (
      <>
        <ConversationList conversations={all} selectedKey={selectedKey} />
        {conversations.hasNextPage ? (
          <StyledMore>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void conversations.fetchNextPage()}
              loading={conversations.isFetchingNextPage}
            >
              Cargar más conversaciones
            </Button>
          </StyledMore>
        ) : null}
      </>
    );
  }

  /* ------------------------------------------------------------ chat pane */
  let chat;
  if (target?.kind === 'conversation') {
    const topic = selected
      ? (selected.request?.title ?? MESSAGE_TEXTS.general)
      : target.requestId
        ? 'Sobre un trabajo'
        : MESSAGE_TEXTS.general;
    chat = (
      <ChatPanel
        me={user}
        target={target}
        party={selected?.otherUser ?? null}
        topic={topic}
        request={selected?.request}
        onBack={back}
        onStarted={openConversation}
      />
    );
  } else if (target?.kind === 'draft') {
    if (draftCompany.isPending) {
      chat = <LoadingState label="Cargando empresa..." />;
    } else if (draftCompany.isError || !draftCompany.data) {
      chat = (
        <StyledPaneMessage>
          <ErrorState title="Empresa no encontrada" error={draftCompany.error} headingAs="h2" />
        </StyledPaneMessage>
      );
    } else {
      const c = draftCompany.data;
      const party: ConversationParty = {
        id: '',
        kind: 'company',
        displayName: c.companyName,
        companyId: c.id,
        companySeoParam: c.seoParam,
        logo: c.logo,
      };
      const requests = activeRequests.data ?? [];
      const topic = draftRequest ? (requests.find((r) => r.id === draftRequest)?.title ?? 'Sobre un trabajo') : MESSAGE_TEXTS.general;
      chat = (
        <ChatPanel
          me={user}
          target={target}
          party={party}
          topic={`Nueva conversación · ${topic}`}
          onBack={back}
          onStarted={openConversation}
          extra={
            isClient && requests.length > 0 ? (
              <Field label="Tipo de conversación">
                <Select value={draftRequest} onChange={(e) => setDraftRequest(e.target.value)}>
                  <option value="">General</option>
                  {requests.map((r) => (
                    <option key={r.id} value={r.id}>
                      Trabajo: {r.title}
                    </option>
                  ))}
                </Select>
              </Field>
            ) : null
          }
        />
      );
    }
  } else if (companyParam) {
    chat = <LoadingState label="Abriendo la conversación..." />;
  } else {
    chat = <StyledPaneMessage>Selecciona una conversación para ver los mensajes.</StyledPaneMessage>;
  }

  return (
    <StyledSection $chatOpen={chatOpen}>
      <StyledContainer>
        <StyledTop $chatOpen={chatOpen}>
          <PageHeader
            title="Mensajes"
            subtitle={
              isClient ? 'Habla con las empresas de transporte sin salir de Rutalia.' : 'Responde a tus clientes sin salir de Rutalia.'
            }
            actions={
              isClient ? (
                <Button variant="accent" onClick={() => setDialogOpen(true)} iconLeft={<MessageSquareIcon size={18} />}>
                  Nueva conversación
                </Button>
              ) : null
            }
          />
          <NotificationBanner />
        </StyledTop>
        <StyledShell $chatOpen={chatOpen}>
          <StyledListPane $chatOpen={chatOpen}>{list}</StyledListPane>
          <StyledChatPane $chatOpen={chatOpen}>{chat}</StyledChatPane>
        </StyledShell>
      </StyledContainer>
      {isClient ? <NewConversationDialog open={dialogOpen} onClose={() => setDialogOpen(false)} onStarted={openConversation} /> : null}
    </StyledSection>
  );
}
