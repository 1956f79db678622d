import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button } from '../../../ui';
import { MESSAGE_TEXTS, notificationPermission } from '../messageTexts';

const DISMISS_KEY = 'rutalia:notifications-banner-dismissed';

const StyledBanner = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(DISMISS_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberDismissed(): void {
  try {
    window.localStorage.setItem(DISMISS_KEY, '1');
  } catch {
    // Private mode without storage: it shows again next time.
  }
}

/**
 * Banner asking to enable browser notifications for new messages (spec §2 Messages). Hidden once
 * permission is decided or after 'Ahora no' (remembered in localStorage).
 */
export function NotificationBanner() {
  const [permission, setPermission] = useState(notificationPermission);
  const [dismissed, setDismissed] = useState(readDismissed);

  if (dismissed || permission === 'granted' || permission === 'denied') return null;

  const dismiss = () => {
    rememberDismissed();
    setDismissed(true);
  };

  if (permission === 'unsupported') {
    return (
      <StyledBanner>
        <Alert tone="warning" role="status">
          <StyledRow>
            <span>{MESSAGE_TEXTS.notificationsUnsupported}</span>
            <Button variant="ghost" size="sm" onClick={dismiss}>
              Entendido
            </Button>
          </StyledRow>
        </Alert>
      </StyledBanner>
    );
  }

  const enable = async () => {
    try {
      const result = await Notification.requestPermission();
      setPermission(result);
    } catch {
      setPermission(notificationPermission());
    }
  };

  return (
    <StyledBanner>
      <Alert tone="info" title="Activa las notificaciones">
        <StyledRow>
          <span>Te avisaremos de los mensajes nuevos aunque tengas Rutalia en otra pestaña.</span>
          <StyledActions>
            <Button size="sm" onClick={() => void enable()}>
              Activar notificaciones
            </Button>
            <Button variant="ghost" size="sm" onClick={dismiss}>
              Ahora no
            </Button>
          </StyledActions>
        </StyledRow>
      </Alert>
    </StyledBanner>
  );
}
