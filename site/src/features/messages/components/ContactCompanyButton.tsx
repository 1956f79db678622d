import type { Schemas } from '@rutalia/api-contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { getErrorMessage, isApiError } from '../../../api/http';
import { paths } from '../../../paths';
import { Alert, Button, Dialog, Field, MessageSquareIcon, Textarea, type ButtonVariant } from '../../../ui';
import type { LoginRedirectState } from '../../auth/redirect';
import { useSessionState } from '../../auth/useSession';
import { newClientMessageId } from '../hooks/useActiveRequests';
import { MESSAGE_MAX_LENGTH, MESSAGE_REQUIRED_MESSAGE, sendMessage } from '../messages.api';
import { messageKeys } from '../messagesQueries';
import { MESSAGE_TEXTS } from '../messageTexts';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

type ContactCompanyButtonProps = {
  company: Pick<Schemas['CompanyDto'], 'id' | 'companyName'>;
  variant?: ButtonVariant;
  fullWidth?: boolean;
};

/**
 * 'Contactar' on the company page (spec §2, §4, §5): visitors go to /login (and come back here);
 * signed-in users write in a dialog; once it is stored, /messages?company={id} opens on the
 * conversation, which shows the message (no toast: the chat is the confirmation; no page reload).
 */
export function ContactCompanyButton({ company, variant = 'accent', fullWidth = false }: ContactCompanyButtonProps) {
  const session = useSessionState();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [apiError, setApiError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const clientMessageId = useRef(newClientMessageId());

  const start = () => {
    if (session.status !== 'authenticated') {
      const state: LoginRedirectState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
      void navigate(paths.login, { state });
      return;
    }
    setFieldError(null);
    setApiError(null);
    setOpen(true);
  };

  /** Never rejects: failures are shown in the form. */
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setApiError(null);
    if (!message.trim()) {
      setFieldError(MESSAGE_REQUIRED_MESSAGE);
      return;
    }
    setFieldError(null);
    setSending(true);
    try {
      await sendMessage({ companyId: company.id, content: message.trim(), clientMessageId: clientMessageId.current });
      clientMessageId.current = newClientMessageId();
      setMessage('');
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: messageKeys.all });
      void navigate(paths.messagesWithCompany(company.id));
    } catch (error) {
      const text = isApiError(error) && error.isUnauthorized ? MESSAGE_TEXTS.notAuthenticated : getErrorMessage(error);
      if (isApiError(error) && error.fieldErrors().content) setFieldError(error.fieldErrors().content ?? text);
      else setApiError(text);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button variant={variant} fullWidth={fullWidth} onClick={start} iconLeft={<MessageSquareIcon size={18} />} aria-haspopup="dialog">
        Contactar
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={`Contactar con ${company.companyName}`}>
        <StyledForm onSubmit={(event) => void submit(event)} noValidate aria-label={`Mensaje para ${company.companyName}`}>
          {apiError ? (
            <Alert tone="danger" title={MESSAGE_TEXTS.sendFailed}>
              {apiError}
            </Alert>
          ) : null}
          <Field label="Mensaje" error={fieldError} required>
            <Textarea
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              maxLength={MESSAGE_MAX_LENGTH}
              rows={5}
              placeholder="Cuéntale a la empresa qué necesitas: tipo de servicio, fechas, origen y destino…"
              autoFocus
            />
          </Field>
          <StyledActions>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              Cancelar
            </Button>
            <Button type="submit" variant="accent" loading={sending}>
              Enviar mensaje
            </Button>
          </StyledActions>
        </StyledForm>
      </Dialog>
    </>
  );
}
