import styled from 'styled-components';
import { messagesLink } from '../../../app/layout/navLinks';
import { Button, MessageSquareIcon, VisuallyHidden, type ButtonSize, type ButtonVariant } from '../../../ui';
import { useUnreadCount } from '../messagesQueries';

const StyledCount = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentContrast};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
`;

/** In the desktop header the label shows from `$from` up (icon and badge only below; screen readers always get it). */
const StyledLabel = styled.span<{ $from: 'xl' | 'xxl' | null }>`
  ${({ theme, $from }) =>
    $from
      ? `
    position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap;
    ${theme.media[$from]} { position: static; width: auto; height: auto; overflow: visible; clip: auto; }
  `
      : ''}
`;

type MessagesNavButtonProps = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Show the label only from this breakpoint (the desktop header); always shown when omitted. */
  labelFrom?: 'xl' | 'xxl';
};

/** 'Mensajes' link of the signed-in navigation with the unread count badge. */
export function MessagesNavButton({ variant = 'ghost', size = 'sm', fullWidth = false, labelFrom }: MessagesNavButtonProps) {
  const unread = useUnreadCount();
  return (
    <Button
      to={messagesLink.to}
      variant={variant}
      size={size}
      fullWidth={fullWidth}
      iconLeft={<MessageSquareIcon size={size === 'sm' ? 16 : 18} />}
    >
      <StyledLabel $from={labelFrom ?? null}>{messagesLink.label}</StyledLabel>
      {unread > 0 ? (
        <StyledCount data-testid="unread-badge">
          {unread > 99 ? '99+' : unread}
          <VisuallyHidden> sin leer</VisuallyHidden>
        </StyledCount>
      ) : null}
    </Button>
  );
}

const StyledDot = styled.span`
  position: absolute;
  top: 8px;
  right: 8px;
  width: 10px;
  height: 10px;
  border: 2px solid ${({ theme }) => theme.colors.surface};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accent};
`;

/** A dot on the mobile menu toggle while there are unread messages (the toggle must be `position: relative`). */
export function UnreadDot() {
  const unread = useUnreadCount();
  if (unread === 0) return null;
  return (
    <StyledDot>
      <VisuallyHidden>{unread === 1 ? '1 mensaje sin leer' : `${unread} mensajes sin leer`}</VisuallyHidden>
    </StyledDot>
  );
}
