import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { applyServerFieldErrors } from '../../../api/formErrors';
import { isApiError } from '../../../api/http';
import { paths } from '../../../paths';
import { Alert, Button, Field, FormGrid, Input, RichTextEditor, textToHtml, toast } from '../../../ui';
import { CompanySuspendedNotice } from '../../companies/components/CompanySuspendedNotice';
import { useOwnCompanySuspension } from '../../companies/useOwnCompanySuspension';
import type { Proposal } from '../proposals.api';
import { useSendProposal } from './useSendProposal';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const StyledPrice = styled.div`
  position: relative;
  max-width: 240px;

  input {
    padding-right: ${({ theme }) => theme.space[8]};
  }
  > span {
    position: absolute;
    top: 50%;
    right: ${({ theme }) => theme.space[3]};
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;

const StyledNoWrap = styled.span`
  white-space: nowrap;
`;

type Values = { message: string; price: string };

const FIELDS = ['message', 'price'] as const;
const MESSAGE_MAX = 10_000;
const PRICE_MAX = 1_000_000;
const PRICE_PATTERN = /^\d+(?:[.,]\d{1,2})?$/;

/** The price box as euros with at most 2 decimals, or undefined when empty. */
function parsePrice(raw: string): number | undefined {
  const text = raw.trim().replace(',', '.');
  if (!text) return undefined;
  return Math.round(Number(text) * 100) / 100;
}

const priceRules = {
  validate: (value: string) => {
    const text = value.trim();
    if (!text) return true;
    if (!PRICE_PATTERN.test(text)) return 'El precio debe ser un número positivo con como máximo 2 decimales.';
    const amount = Number(text.replace(',', '.'));
    return (Number.isFinite(amount) && amount >= 0 && amount <= PRICE_MAX) || 'El precio debe estar entre 0 y 1.000.000 €.';
  },
};

/** Errors the company must fix elsewhere (subscription, profile) or has already done (duplicate): shown inside the form. */
type Blocker = { message: string; action?: ReactNode };

function blockerFor(error: unknown): Blocker | null {
  if (!isApiError(error)) return null;
  if (error.statusCode === 403) {
    switch (error.code) {
      case 'SUBSCRIPTION_REQUIRED':
        return { message: error.message, action: <Link to={paths.companyBilling}>Ir a Facturación</Link> };
      case 'COMPANY_SUSPENDED':
        return { message: error.message, action: <Link to={paths.contact}>Contactar con Rutalia</Link> };
      case 'COMPANY_INACTIVE':
      case 'COMPANY_PROFILE_REQUIRED':
        return { message: error.message, action: <Link to={paths.companyProfile}>Ir a mi perfil de empresa</Link> };
      default:
        return null;
    }
  }
  if (error.statusCode === 409) {
    if (error.code === 'PROPOSAL_DUPLICATE') {
      return { message: error.message, action: <Link to={paths.companyProposals}>Ver mis propuestas</Link> };
    }
    if (error.code === 'REQUEST_NOT_OPEN') return { message: error.message };
  }
  return null;
}

export type ProposalFormProps = {
  requestId: string;
  /** Called after the success toast, once the form has been reset (the page redirects). */
  onSent?: (proposal: Proposal) => void;
  /** 'Cancelar'. */
  onCancel?: () => void;
};

/**
 * Send a proposal (spec §5 'Proposal'): a rich-text message (required, the
 * submit button stays disabled while it is blank) and an optional price in euros.
 */
export function ProposalForm({ requestId, onSent, onCancel }: ProposalFormProps) {
  const send = useSendProposal(requestId);
  const suspension = useOwnCompanySuspension();
  const [blocker, setBlocker] = useState<Blocker | null>(null);
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    control,
    formState: { errors },
  } = useForm<Values>({ mode: 'onTouched', defaultValues: { message: '', price: '' } });

  const messageField = register('message', {
    validate: (value) => {
      const text = value.trim();
      if (!text) return 'El mensaje es obligatorio';
      return text.length <= MESSAGE_MAX || `El mensaje no puede superar ${MESSAGE_MAX} caracteres.`;
    },
  });
  const blank = !useWatch({ control, name: 'message' }).trim();
  // A suspended company cannot send (the server refuses it): the form says why and stays disabled.
  const busy = send.isPending || sent || suspension.suspended;

  const onSubmit = handleSubmit(async (values) => {
    setBlocker(null);
    const price = parsePrice(values.price);
    try {
      const proposal = await send.mutateAsync({ message: textToHtml(values.message), ...(price !== undefined ? { price } : {}) });
      setSent(true);
      reset();
      toast.success('¡Éxito!', { description: 'Tu propuesta ha sido enviada correctamente' });
      onSent?.(proposal);
    } catch (error) {
      const block = blockerFor(error);
      if (block) {
        setBlocker(block);
        return;
      }
      if (isApiError(error) && (error.isUnauthorized || error.statusCode === 403)) {
        toast.error('Debes estar logueado y tener un perfil de empresa para enviar propuestas');
        return;
      }
      applyServerFieldErrors(error, setError, FIELDS);
      const message = isApiError(error) ? error.message : '';
      toast.error(message ? `No se pudo enviar la propuesta: ${message}` : 'No se pudo enviar la propuesta');
    }
  });

  return (
    <StyledForm onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Enviar propuesta" aria-busy={send.isPending || undefined}>
      {suspension.suspended ? (
        <CompanySuspendedNotice
          reason={suspension.reason}
          consequence="No puedes enviar propuestas mientras dure la suspensión."
          id="proposal-form-suspended"
        />
      ) : null}
      {blocker ? (
        <Alert tone="warning" role="alert" title="No se pudo enviar la propuesta">
          <p>{blocker.message}</p>
          {blocker.action ? <p>{blocker.action}</p> : null}
        </Alert>
      ) : null}
      {sent ? (
        <Alert tone="success" title="Propuesta enviada">
          <p>Te llevamos a tu panel…</p>
        </Alert>
      ) : null}

      <FormGrid>
        <Field
          label="Mensaje"
          required
          error={errors.message?.message}
          hint={
            <>
              Presenta tu empresa y explica cómo harías el trabajo. Separa los párrafos con una línea en blanco, empieza una línea con{' '}
              <StyledNoWrap>«-&nbsp;»</StyledNoWrap> para hacer una lista y usa <StyledNoWrap>**texto**</StyledNoWrap> para la negrita.
            </>
          }
        >
          <RichTextEditor
            toolbarLabel="Formato del mensaje"
            rows={7}
            placeholder="Hola, somos…"
            disabled={busy}
            registration={messageField}
            onFormat={(next) => setValue('message', next, { shouldDirty: true })}
          />
        </Field>
        <Field
          label="Precio (€)"
          error={errors.price?.message}
          hint="Opcional. Importe total en euros; puedes dejarlo en blanco y concretarlo después."
        >
          <StyledPrice>
            <Input
              type="number"
              inputMode="decimal"
              step="0.01"
              min={0}
              max={PRICE_MAX}
              placeholder="0,00"
              disabled={busy}
              {...register('price', priceRules)}
            />
            <span aria-hidden="true">€</span>
          </StyledPrice>
        </Field>
      </FormGrid>

      <StyledActions>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel} disabled={send.isPending}>
            Cancelar
          </Button>
        ) : null}
        <Button type="submit" variant="accent" loading={send.isPending} disabled={blank || busy}>
          {send.isPending ? 'Enviando...' : 'Enviar Propuesta'}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}
