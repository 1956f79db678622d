import styled from 'styled-components';
import { getErrorMessage } from '../../../api/http';
import { Badge, Card, CardTitle, Checkbox, toast } from '../../../ui';
import { useNotificationPreferences, useSaveNotificationPreference, type NotificationPreference } from './notificationPreferences.api';
import { KIND_TEXTS } from './notificationTexts';

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledEssential = styled.li`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding-block: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledMuted = styled.p`
  margin: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const savedMessage = (preference: NotificationPreference, enabled: boolean) => {
  const label = KIND_TEXTS[preference.kind].label;
  if (preference.kind === 'newsletter' && enabled) return 'Te hemos enviado un correo para confirmar la suscripción a la newsletter.';
  return enabled ? `Activado: ${label}.` : `Desactivado: ${label}.`;
};

/**
 * «Avisos por correo» in «Cuenta y privacidad» (issue 22): one switch per kind of mail, saved at
 * once with a toast; the essential mails listed as «Siempre activos» with why.
 */
export function NotificationPreferencesSection() {
  const query = useNotificationPreferences();
  const save = useSaveNotificationPreference();
  const optional = query.data?.preferences.filter((p) => !p.essential) ?? [];
  const essential = query.data?.preferences.filter((p) => p.essential) ?? [];

  const onToggle = (preference: NotificationPreference, enabled: boolean) =>
    save.mutate(
      { kind: preference.kind, enabled },
      {
        onSuccess: () => toast.success(savedMessage(preference, enabled)),
        onError: (error) => toast.error(getErrorMessage(error)),
      },
    );

  return (
    <Card as="section" padding="lg" aria-labelledby="account-notifications-title" data-testid="account-notifications">
      <CardTitle id="account-notifications-title">Avisos por correo</CardTitle>
      {!query.data ? (
        <p>{query.isError ? getErrorMessage(query.error) : 'Cargando…'}</p>
      ) : (
        <>
          <StyledList>
            {optional.map((preference) => (
              <li key={preference.kind}>
                <Checkbox
                  label={
                    <>
                      {KIND_TEXTS[preference.kind].label}
                      {preference.pending ? <Badge tone="warning">Pendiente de confirmar</Badge> : null}
                    </>
                  }
                  hint={
                    preference.kind === 'request_alerts' && preference.configured === false
                      ? 'Primero configura tus alertas en «Alertas de nuevas solicitudes».'
                      : KIND_TEXTS[preference.kind].description
                  }
                  checked={preference.enabled}
                  disabled={save.isPending || (preference.kind === 'request_alerts' && preference.configured === false)}
                  onChange={(event) => onToggle(preference, event.target.checked)}
                  data-testid={`notification-${preference.kind}`}
                />
              </li>
            ))}
          </StyledList>
          <StyledMuted>
            Siempre activos: son necesarios para tu cuenta y no se pueden desactivar. Todos los demás correos llevan un enlace «Darse de
            baja».
          </StyledMuted>
          <StyledList>
            {essential.map((preference) => (
              <StyledEssential key={preference.kind} data-testid={`notification-${preference.kind}`}>
                <strong>
                  {KIND_TEXTS[preference.kind].label} <Badge tone="neutral">Siempre activos</Badge>
                </strong>
                <span>{KIND_TEXTS[preference.kind].description}</span>
              </StyledEssential>
            ))}
          </StyledList>
        </>
      )}
    </Card>
  );
}
