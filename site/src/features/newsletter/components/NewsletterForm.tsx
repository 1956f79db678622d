import { useId, useState, type FormEvent } from 'react';
import styled, { css } from 'styled-components';
import { getErrorMessage, isApiError } from '../../../api/http';
import { AlertCircleIcon, Button, Input, toast, VisuallyHidden } from '../../../ui';
import { NEWSLETTER_ALREADY_SUBSCRIBED, subscribeToNewsletter } from '../newsletter.api';
import { markNewsletterPopupSeen } from '../popupSeen';

type Tone = 'light' | 'dark';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
`;

const StyledRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  > input {
    flex: 1;
    min-width: 0;
  }

  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
  }
`;

const StyledError = styled.p<{ $tone: Tone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  ${({ $tone, theme }) =>
    $tone === 'dark'
      ? css`
          color: ${theme.colors.textInverse};
          svg {
            color: ${theme.colors.accent};
          }
        `
      : css`
          color: ${theme.colors.danger};
        `}

  svg {
    flex-shrink: 0;
    margin-top: 2px;
  }
`;

const StyledNote = styled.p<{ $tone: Tone }>`
  color: ${({ theme, $tone }) => ($tone === 'dark' ? theme.colors.textInverseMuted : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type NewsletterFormProps = {
  /** 'dark' on a navy band, 'light' on a white or pale background. */
  tone?: Tone;
  /** Prefix of the input id, so two forms on one page (section and popup) never share an id. */
  idPrefix?: string;
  /** Called after a successful subscription (the popup closes itself). */
  onSubscribed?: () => void;
};

/**
 * Newsletter sign-up (spec §5, §8): one email field; an empty email is ignored (no request,
 * no message). The server sends a confirmation mail (double opt-in). Subscribing anywhere
 * also counts as having seen the popup. Plain state rather than react-hook-form: one field,
 * and the home page then loads the forms library only with its contact form.
 */
export function NewsletterForm({ tone = 'light', idPrefix, onSubscribed }: NewsletterFormProps) {
  const generatedId = useId();
  const inputId = `${idPrefix ?? `newsletter-${generatedId}`}-email`;
  const errorId = `${inputId}-error`;
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    if (!value || submitting) return;
    const input = event.currentTarget.elements.namedItem('email') as HTMLInputElement | null;
    if (value.length > 254 || !EMAIL_PATTERN.test(value)) {
      setMessage('El email no es válido.');
      input?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await subscribeToNewsletter(value);
      markNewsletterPopupSeen();
      toast.success('¡Suscripción exitosa!', { description: 'Revisa tu correo para confirmar la suscripción.' });
      setEmail('');
      setMessage(null);
      onSubscribed?.();
    } catch (error) {
      if (isApiError(error) && error.code === NEWSLETTER_ALREADY_SUBSCRIBED) {
        toast.error('Ya estás suscrito', { description: 'Este email ya está registrado en nuestra newsletter' });
        return;
      }
      // A validation answer names the field: its message goes under the input, the toast stays short.
      const fieldMessage = isApiError(error) ? error.fieldErrors().email : undefined;
      setMessage(fieldMessage ?? null);
      if (fieldMessage) input?.focus();
      toast.error('No se pudo completar la suscripción', fieldMessage ? undefined : { description: getErrorMessage(error) });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <StyledForm onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Suscripción a la newsletter">
      <VisuallyHidden as="label" htmlFor={inputId}>
        Tu email
      </VisuallyHidden>
      <StyledRow>
        <Input
          id={inputId}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="tu@email.com"
          maxLength={254}
          name="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setMessage(null);
          }}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
        />
        <Button type="submit" variant="accent" loading={submitting}>
          {submitting ? 'Enviando...' : 'Suscribirme'}
        </Button>
      </StyledRow>
      {message ? (
        <StyledError id={errorId} $tone={tone}>
          <AlertCircleIcon size={16} />
          <span>{message}</span>
        </StyledError>
      ) : null}
      <StyledNote $tone={tone}>Un correo al mes. Puedes darte de baja cuando quieras desde cualquier envío.</StyledNote>
    </StyledForm>
  );
}
