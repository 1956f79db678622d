import { useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type UseFormSetError } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { includesForCategory, PROPOSAL_MAX_VALID_DAYS } from '@rutalia/catalog/proposal-terms';
import { applyServerFieldErrors } from '../../../api/formErrors';
import { isApiError } from '../../../api/http';
import { paths } from '../../../paths';
import { Alert, Button, Checkbox, Field, FormGrid, htmlToText, Input, RichTextEditor, textToHtml, toast } from '../../../ui';
import { formatServiceDay } from '../../jobs/jobText';
import { CompanySuspendedNotice } from '../../companies/components/CompanySuspendedNotice';
import { useOwnCompanySuspension } from '../../companies/useOwnCompanySuspension';
import { ProposalQuotaBanner, useProposalQuota } from '../../entitlements/components/ProposalQuotaBanner';
import { DunningBanner } from '../../dunning/DunningBanner';
import { useDunning } from '../../dunning/useDunning';
import {
  addDays,
  amountProblem,
  applyTemplate,
  emptyProposalForm,
  linesMismatch,
  parseAmount,
  PRICE_MAX,
  toProposalInput,
  toTemplateInput,
  type ProposalFormValues,
} from '../proposalFormValues';
import { includeLabels, madridDay, priceWithAndWithoutVatText, VAT_RATE_LABEL } from '../proposalTerms';
import type { Proposal, ProposalTemplate } from '../proposals.api';
import { PriceBreakdownFields } from './PriceBreakdownFields';
import { ProposalIncludesFields } from './ProposalIncludesFields';
import { ProposalTemplatePicker } from './ProposalTemplatePicker';
import { SaveTemplateDialog } from './SaveTemplateDialog';
import { useProposalTemplates } from './useProposalTemplates';
import { useSendProposal } from './useSendProposal';
import { StyledForm, StyledPriceRow, StyledPrice, StyledVatLine, StyledDates, StyledActions, StyledNoWrap } from './ProposalForm.styles';

const FIELDS = ['message', 'price', 'vatIncluded', 'includes', 'availableDate', 'validUntil'] as const;
const MESSAGE_MAX = 10_000;
/** An available date may be up to this many days ahead (a request's date is at most a year away). */
const AVAILABLE_MAX_DAYS = 366;

/** Errors the company must fix elsewhere (subscription, profile) or has already done (duplicate): shown inside the form. */
type Blocker = { message: string; action?: ReactNode };

function blockerFor(error: unknown): Blocker | null {
  if (!isApiError(error)) return null;
  if (error.statusCode === 403) {
    switch (error.code) {
      case 'SUBSCRIPTION_REQUIRED':
      case 'SUBSCRIPTION_UNPAID':
        return { message: error.message, action: <Link to={paths.companyBilling}>Ir a Facturación</Link> };
      case 'PLAN_LIMIT_REACHED':
        return { message: error.message, action: <Link to={paths.companyBilling}>Cambiar de plan</Link> };
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
    if (error.code === 'REQUEST_NOT_OPEN' || error.code === 'REQUEST_CHANGED') return { message: error.message };
  }
  return null;
}

/** The server's errors about the breakdown: next to their line (`priceLines[2].amount`), or under the lines. */
function applyPriceLineErrors(errors: readonly { field?: string; message: string }[], setError: UseFormSetError<ProposalFormValues>) {
  for (const { field = '', message } of errors) {
    const line = /^priceLines\[(\d+)\]\.(concept|amount)$/.exec(field);
    if (line) setError(`priceLines.${Number(line[1])}.${line[2] as 'concept' | 'amount'}`, { type: 'server', message });
    else if (field.startsWith('priceLines')) setError('root.priceLines', { type: 'server', message });
  }
}

/** A YYYY-MM-DD box between `min` and `max` (both inclusive), or empty when `optional`. */
const dayRules = (min: string, max: string, labels: { past: string; far: string; required?: string }) => ({
  validate: (value: string) => {
    if (!value) return labels.required ?? true;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'Elige un día del calendario.';
    if (value < min) return labels.past;
    return value <= max || labels.far;
  },
});

export type ProposalFormProps = {
  requestId: string;
  /** The request's category slug (null for old requests): it decides «Qué incluye el precio». */
  category: string | null | undefined;
  /** Called after the success toast, once the form has been reset (the page redirects). */
  onSent?: (proposal: Proposal) => void;
  /** 'Cancelar'. */
  onCancel?: () => void;
};

/**
 * Send a proposal: a rich-text message (required; the submit button stays disabled while it is
 * blank), an optional price with or without IVA, what it includes (the category's list), the
 * available date, the validity (15 days unless changed, at most 60) and an optional breakdown
 * that must add up to the price. It can start from one of the company's templates and be saved
 * as one. The server checks everything again (proposal-terms.ts).
 */
export function ProposalForm({ requestId, category, onSent, onCancel }: ProposalFormProps) {
  const send = useSendProposal(requestId);
  const suspension = useOwnCompanySuspension();
  const quota = useProposalQuota();
  const dunning = useDunning();
  const templates = useProposalTemplates();
  const [blocker, setBlocker] = useState<Blocker | null>(null);
  const [sent, setSent] = useState(false);
  const [savingTemplate, setSavingTemplate] = useState(false);
  // Madrid's day when the form opened: the server judges the dates the same way.
  const today = useMemo(() => madridDay(), []);
  const offered = useMemo(() => includesForCategory(category), [category]);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    setValue,
    getValues,
    reset,
    control,
    formState: { errors },
  } = useForm<ProposalFormValues>({ mode: 'onTouched', defaultValues: emptyProposalForm(today) });

  const messageField = register('message', {
    validate: (value) => {
      const text = value.trim();
      if (!text) return 'El mensaje es obligatorio';
      return text.length <= MESSAGE_MAX || `El mensaje no puede superar ${MESSAGE_MAX} caracteres.`;
    },
  });
  const blank = !useWatch({ control, name: 'message' }).trim();
  const price = parseAmount(useWatch({ control, name: 'price' }) ?? '');
  const vatIncluded = useWatch({ control, name: 'vatIncluded' });
  // A suspended company, one suspended for non-payment, or one that used its plan's proposals this
  // month cannot send (the server refuses it): the form says why and stays disabled.
  const busy = send.isPending || sent || suspension.suspended || quota.atLimit || dunning.unpaid;
  const latestValidUntil = addDays(today, PROPOSAL_MAX_VALID_DAYS);
  const latestAvailable = addDays(today, AVAILABLE_MAX_DAYS);

  const applyChosenTemplate = (template: ProposalTemplate) => {
    const { values, dropped } = applyTemplate(getValues(), template, htmlToText(template.message), offered);
    reset(values, { keepDefaultValues: true });
    toast.success(`Plantilla «${template.name}» aplicada`, {
      description: dropped.length
        ? `No se ofrecen en esta solicitud y se han quitado: ${includeLabels(dropped).join(', ')}. Revisa las fechas y el precio antes de enviar.`
        : 'Revisa las fechas y el precio antes de enviar.',
    });
  };

  const onSubmit = handleSubmit(async (values) => {
    setBlocker(null);
    const mismatch = linesMismatch(values);
    if (mismatch) {
      setError('root.priceLines', {
        type: 'sum',
        message:
          mismatch.price === undefined
            ? 'Indica el precio: el desglose tiene que sumar el precio total.'
            : 'Las líneas del desglose y el precio tienen que coincidir.',
      });
      return;
    }
    try {
      const proposal = await send.mutateAsync(toProposalInput(values, textToHtml(values.message)));
      setSent(true);
      reset(emptyProposalForm(today));
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
      if (isApiError(error)) applyPriceLineErrors(error.errors ?? [], setError);
      const message = isApiError(error) ? error.message : '';
      toast.error(message ? `No se pudo enviar la propuesta: ${message}` : 'No se pudo enviar la propuesta');
    }
  });

  return (
    <>
      <StyledForm
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label="Enviar propuesta"
        aria-busy={send.isPending || undefined}
      >
        {suspension.suspended ? (
          <CompanySuspendedNotice
            reason={suspension.reason}
            consequence="No puedes enviar propuestas mientras dure la suspensión."
            id="proposal-form-suspended"
          />
        ) : null}
        {!suspension.suspended && !blocker ? <DunningBanner /> : null}
        {!suspension.suspended && !blocker ? <ProposalQuotaBanner /> : null}
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

        {templates.data ? <ProposalTemplatePicker templates={templates.data.items} onApply={applyChosenTemplate} disabled={busy} /> : null}

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

          <StyledPriceRow>
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
                  {...register('price', { validate: (value) => amountProblem(value, 'El precio') })}
                />
                <span aria-hidden="true">€</span>
              </StyledPrice>
            </Field>
            <Checkbox
              label="IVA incluido"
              hint={`Marcado, el precio ya incluye el IVA (${VAT_RATE_LABEL}); sin marcar, el IVA se suma al precio.`}
              disabled={busy}
              {...register('vatIncluded')}
            />
            <StyledVatLine aria-live="polite">
              {price !== undefined ? (
                <strong>{priceWithAndWithoutVatText(price, vatIncluded)}</strong>
              ) : (
                'Escribe el precio para ver cuánto es con IVA y sin IVA.'
              )}
            </StyledVatLine>
          </StyledPriceRow>

          <PriceBreakdownFields
            control={control}
            register={register}
            setValue={setValue}
            clearErrors={clearErrors}
            errors={errors}
            disabled={busy}
          />

          <Controller
            control={control}
            name="includes"
            render={({ field }) => (
              <ProposalIncludesFields
                options={offered}
                value={field.value}
                onChange={(next) => {
                  field.onChange(next);
                  clearErrors('includes');
                }}
                error={errors.includes?.message}
                disabled={busy}
              />
            )}
          />

          <StyledDates>
            <Field
              label="Disponible a partir del"
              error={errors.availableDate?.message}
              hint="Opcional. El primer día en que puedes hacer el trabajo."
            >
              <Input
                type="date"
                min={today}
                max={latestAvailable}
                disabled={busy}
                {...register(
                  'availableDate',
                  dayRules(today, latestAvailable, {
                    past: 'La fecha no puede ser anterior a hoy.',
                    far: 'La fecha no puede estar a más de un año vista.',
                  }),
                )}
              />
            </Field>
            <Field
              label="Válida hasta"
              required
              error={errors.validUntil?.message}
              hint={`Hasta ese día el cliente puede aceptarla: como máximo ${PROPOSAL_MAX_VALID_DAYS} días, hasta el ${formatServiceDay(latestValidUntil)}.`}
            >
              <Input
                type="date"
                min={today}
                max={latestValidUntil}
                disabled={busy}
                {...register(
                  'validUntil',
                  dayRules(today, latestValidUntil, {
                    required: 'Indica hasta cuándo es válida la propuesta.',
                    past: 'La propuesta no puede dejar de ser válida antes de hoy.',
                    far: `Como mucho ${PROPOSAL_MAX_VALID_DAYS} días: hasta el ${formatServiceDay(latestValidUntil)}.`,
                  }),
                )}
              />
            </Field>
          </StyledDates>
        </FormGrid>

        <StyledActions>
          <Button type="button" variant="ghost" onClick={() => setSavingTemplate(true)} disabled={blank || busy || templates.isPending}>
            Guardar como plantilla
          </Button>
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

      {/* Outside the proposal's <form>: the dialog has a form of its own. */}
      <SaveTemplateDialog
        open={savingTemplate}
        onClose={() => setSavingTemplate(false)}
        templates={templates.data?.items ?? []}
        buildInput={(name) => {
          const values = getValues();
          return toTemplateInput(values, textToHtml(values.message), name);
        }}
      />
    </>
  );
}
