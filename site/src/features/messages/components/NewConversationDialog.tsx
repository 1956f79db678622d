import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { getErrorMessage } from '../../../api/http';
import { Alert, Button, Dialog, Field, Input, Select, Spinner, Textarea, useDebouncedSearch } from '../../../ui';
import { listCompanies, type CompanyCard } from '../../companies/companies.api';
import { CompanyLogo } from '../../companies/components/CompanyLogo';
import { newClientMessageId, useActiveRequests } from '../hooks/useActiveRequests';
import { MESSAGE_MAX_LENGTH, MESSAGE_REQUIRED_MESSAGE, sendMessage } from '../messages.api';
import { messageKeys } from '../messagesQueries';
import { MESSAGE_TEXTS } from '../messageTexts';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledResults = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  max-height: 184px;
  margin-top: ${({ theme }) => theme.space[2]};
  overflow-y: auto;
  list-style: none;
`;

const StyledOption = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]};
  border: 1.5px solid ${({ theme, $checked }) => ($checked ? theme.colors.primary500 : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.primary50 : theme.colors.surface)};
  cursor: pointer;

  input {
    accent-color: ${({ theme }) => theme.colors.primary};
  }

  span {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }

  strong {
    overflow: hidden;
    color: ${({ theme }) => theme.colors.primary};
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledFieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const StyledRadios = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};

  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    cursor: pointer;
  }

  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledHint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

type NewConversationDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The first message was stored: open that conversation. */
  onStarted: (otherUserId: string, requestId: string | null) => void;
};

type Errors = { company?: string; request?: string; message?: string };

/**
 * 'Nueva conversación' for a client (spec §5): a company from the directory, the type (General or
 * one of the client's active requests) and the first message.
 */
export function NewConversationDialog({ open, onClose, onStarted }: NewConversationDialogProps) {
  // The dialog mounts its content only while open: every opening starts with a blank form.
  return (
    <Dialog open={open} onClose={onClose} title="Nueva conversación" width="560px">
      <NewConversationForm onClose={onClose} onStarted={onStarted} />
    </Dialog>
  );
}

function NewConversationForm({ onClose, onStarted }: Omit<NewConversationDialogProps, 'open'>) {
  const queryClient = useQueryClient();
  const [q, setQ] = useState('');
  const [search, setSearch] = useDebouncedSearch(q, setQ);
  const [company, setCompany] = useState<CompanyCard | null>(null);
  const [type, setType] = useState<'general' | 'request'>('general');
  const [requestId, setRequestId] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [apiError, setApiError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [clientMessageId] = useState(newClientMessageId);
  const ids = { search: useId(), type: useId(), company: useId() };

  const companies = useQuery({
    queryKey: ['companies', 'list', { q, pageSize: 8, purpose: 'messages' }],
    queryFn: ({ signal }) => listCompanies({ q: q || undefined, pageSize: 8, placement: 'none' }, signal),
    placeholderData: keepPreviousData,
  });
  const requests = useActiveRequests(true);

  /** Never rejects: a failed send is shown in the form's alert. */
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (!company) next.company = 'Selecciona una empresa';
    if (type === 'request' && !requestId) next.request = MESSAGE_TEXTS.chooseRequest;
    if (!message.trim()) next.message = MESSAGE_REQUIRED_MESSAGE;
    setErrors(next);
    setApiError(null);
    if (Object.keys(next).length > 0 || !company) return;
    setSending(true);
    try {
      const stored = await sendMessage({
        companyId: company.id,
        content: message.trim(),
        requestId: type === 'request' ? requestId : undefined,
        clientMessageId,
      });
      void queryClient.invalidateQueries({ queryKey: messageKeys.conversations });
      onStarted(stored.receiverId, stored.requestId);
      onClose();
    } catch (error) {
      setApiError(getErrorMessage(error));
    } finally {
      setSending(false);
    }
  };

  const results = companies.data?.items ?? [];
  const shown = company && !results.some((c) => c.id === company.id) ? [company, ...results] : results;

  return (
    <StyledForm onSubmit={(event) => void submit(event)} noValidate aria-label="Nueva conversación">
      {apiError ? (
        <Alert tone="danger" title={MESSAGE_TEXTS.startFailed}>
          {apiError}
        </Alert>
      ) : null}

      <div>
        <Field label="Empresa" id={ids.search} error={errors.company} required>
          <Input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Busca por nombre, servicio o ciudad"
            autoComplete="off"
          />
        </Field>
        <StyledResults aria-label="Empresas" aria-busy={companies.isFetching || undefined}>
          {companies.isPending ? (
            <li>
              <Spinner label="Buscando empresas..." />
            </li>
          ) : companies.isError ? (
            <li>
              <StyledError>No se pudieron cargar las empresas.</StyledError>
            </li>
          ) : shown.length === 0 ? (
            <li>
              <StyledHint>No se encontraron empresas.</StyledHint>
            </li>
          ) : (
            shown.map((c) => (
              <li key={c.id}>
                <StyledOption $checked={company?.id === c.id}>
                  <input type="radio" name={ids.company} checked={company?.id === c.id} onChange={() => setCompany(c)} />
                  <CompanyLogo name={c.companyName} logo={c.logo} size={36} />
                  <span>
                    <strong>{c.companyName}</strong>
                    <small>
                      {[c.city, c.province]
                        .filter(Boolean)
                        .filter((v, i, all) => all.indexOf(v) === i)
                        .join(', ')}
                    </small>
                  </span>
                </StyledOption>
              </li>
            ))
          )}
        </StyledResults>
      </div>

      <StyledFieldset>
        <legend>Tipo de conversación</legend>
        <StyledRadios>
          <label>
            <input type="radio" name={ids.type} checked={type === 'general'} onChange={() => setType('general')} />
            General
          </label>
          <label>
            <input type="radio" name={ids.type} checked={type === 'request'} onChange={() => setType('request')} />
            Sobre un trabajo
          </label>
        </StyledRadios>
        {type === 'request' ? (
          <Field label="Trabajo" error={errors.request} required>
            <Select value={requestId} onChange={(e) => setRequestId(e.target.value)} disabled={requests.isPending}>
              <option value="">{requests.isPending ? 'Cargando tus solicitudes...' : 'Selecciona un trabajo activo'}</option>
              {(requests.data ?? []).map((r) => (
                <option key={r.id} value={r.id}>
                  {r.title}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
        {type === 'request' && requests.data && requests.data.length === 0 ? <StyledHint>No tienes solicitudes activas.</StyledHint> : null}
      </StyledFieldset>

      <Field label="Mensaje" error={errors.message} required>
        <Textarea
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          maxLength={MESSAGE_MAX_LENGTH}
          rows={4}
          placeholder="Escribe tu mensaje…"
        />
      </Field>

      <StyledActions>
        <Button type="button" variant="ghost" onClick={onClose}>
          Cancelar
        </Button>
        <Button type="submit" variant="accent" loading={sending}>
          Iniciar conversación
        </Button>
      </StyledActions>
    </StyledForm>
  );
}
