import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, formatRelative, VisuallyHidden } from '../../../ui';
import { CompanyLogo } from '../../companies/components/CompanyLogo';
import type { Conversation } from '../messages.api';
import { conversationPath } from '../messagePaths';
import { MESSAGE_TEXTS, shortRelative } from '../messageTexts';

const StyledList = styled.ul`
  list-style: none;
`;

const StyledItem = styled(Link)<{ $selected: boolean; $unread: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primary50 : theme.colors.surface)};
  box-shadow: ${({ theme, $selected }) => ($selected ? `inset 3px 0 0 ${theme.colors.accent}` : 'none')};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primary50};
  }

  &:focus-visible {
    outline-offset: -3px;
  }
`;

const StyledBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const StyledTop = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledName = styled.span<{ $unread: boolean }>`
  overflow: hidden;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme, $unread }) => ($unread ? theme.fontWeights.extrabold : theme.fontWeights.semibold)};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledTime = styled.time`
  flex-shrink: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const StyledTopic = styled.span`
  overflow: hidden;
  color: ${({ theme }) => theme.colors.accentText};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledBottom = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledPreview = styled.span<{ $unread: boolean }>`
  overflow: hidden;
  color: ${({ theme, $unread }) => ($unread ? theme.colors.text : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme, $unread }) => ($unread ? theme.fontWeights.semibold : theme.fontWeights.regular)};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledCount = styled(Badge)`
  flex-shrink: 0;
  min-width: 22px;
  justify-content: center;
`;

type ConversationListProps = {
  conversations: Conversation[];
  selectedKey: string | null;
};

/** The conversations column: other party, topic ('General' or the request), last message, unread count. */
export function ConversationList({ conversations, selectedKey }: ConversationListProps) {
  return (
    <StyledList aria-label="Conversaciones">
      {conversations.map((c) => {
        const selected = c.key === selectedKey;
        const unread = c.unreadCount > 0;
        return (
          <li key={c.key}>
            <StyledItem
              to={conversationPath(c.otherUser.id, c.request?.id ?? null)}
              aria-current={selected ? 'true' : undefined}
              $selected={selected}
              $unread={unread}
            >
              <CompanyLogo name={c.otherUser.displayName} logo={c.otherUser.logo} size={44} />
              <StyledBody>
                <StyledTop>
                  <StyledName $unread={unread}>{c.otherUser.displayName}</StyledName>
                  <StyledTime dateTime={c.lastMessage.createdAt} title={formatRelative(c.lastMessage.createdAt)}>
                    {shortRelative(c.lastMessage.createdAt)}
                  </StyledTime>
                </StyledTop>
                <StyledTopic>{c.request ? c.request.title : MESSAGE_TEXTS.general}</StyledTopic>
                <StyledBottom>
                  <StyledPreview $unread={unread}>
                    {c.lastMessage.mine ? 'Tú: ' : ''}
                    {c.lastMessage.content}
                  </StyledPreview>
                  {unread ? (
                    <StyledCount tone="accent" size="sm">
                      {c.unreadCount}
                      <VisuallyHidden> {c.unreadCount === 1 ? 'mensaje sin leer' : 'mensajes sin leer'}</VisuallyHidden>
                    </StyledCount>
                  ) : null}
                </StyledBottom>
              </StyledBody>
            </StyledItem>
          </li>
        );
      })}
    </StyledList>
  );
}
