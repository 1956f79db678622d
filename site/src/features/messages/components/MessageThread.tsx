import { format, isSameDay } from 'date-fns';
import { es } from 'date-fns/locale';
import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { Button, formatDate, formatDateTime, VisuallyHidden } from '../../../ui';
import type { MessageDto } from '../messages.api';
import { MESSAGE_TEXTS } from '../messageTexts';

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

/** A message being sent (optimistic), until the stored one replaces it. */
export type PendingMessage = { clientMessageId: string; content: string; createdAt: string };

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

type MessageThreadProps = {
  messages: MessageDto[];
  pending: PendingMessage[];
  meId: string;
  /** The other party's name (read out before their messages). */
  name: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
};

/** The messages of a conversation, oldest first, with day separators and 'Leído' on my last read one. */
export function MessageThread({ messages, pending, meId, name, hasOlder, loadingOlder, onLoadOlder }: MessageThreadProps) {
  const lastReadMine = [...messages].reverse().find((m) => m.senderId === meId && m.isRead)?.id;
  let previous: { createdAt: string } | undefined;
  const rows: ReactNode[] = [];
  const pushDay = (item: { createdAt: string }, key: string) => {
    if (!previous || !isSameDay(new Date(previous.createdAt), new Date(item.createdAt))) {
      rows.push(<StyledDay key={`day-${key}`}>{dayLabel(item.createdAt)}</StyledDay>);
    }
    previous = item;
  };
  for (const m of messages) {
    const mine = m.senderId === meId;
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
  for (const p of pending) {
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
  return (
    <>
      {hasOlder ? (
        <StyledOlder>
          <Button variant="outline" size="sm" onClick={onLoadOlder} loading={loadingOlder}>
            Cargar mensajes anteriores
          </Button>
        </StyledOlder>
      ) : null}
      {rows}
    </>
  );
}

/** 'Escribiendo…' with three dots; the line keeps its height so the chat does not jump. */
export function TypingIndicator({ active }: { active: boolean }) {
  return (
    <StyledTyping aria-live="polite">
      {active ? (
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
  );
}
