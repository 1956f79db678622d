import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { getErrorMessage } from '../../../api/http';
import { Alert, Button, Dialog, Field, StarIcon, Textarea, toast } from '../../../ui';
import { REVIEW_COMMENT_MAX, type Review } from '../reviews.api';
import { useReviewMutations } from '../useReviews';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const StyledTitle = styled.h3`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledFieldset = styled.fieldset`
  border: none;
  padding: 0;
  margin: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const StyledStars = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[1]};

  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }

  label {
    display: grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.gray300};
    cursor: pointer;
  }
  label[data-on='true'] {
    color: ${({ theme }) => theme.colors.accent};
  }
  input:focus-visible + label {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const StyledCounter = styled.span`
  display: block;
  text-align: right;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  justify-content: flex-end;
`;

const StyledConfirmActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[5]};
`;

const RATING_LABELS = ['', 'Muy mala', 'Mala', 'Normal', 'Buena', 'Excelente'];

export type ReviewFormProps = {
  companyId: string;
  /** The user's own review: the form edits it (or, for a hired job, replaces it). */
  existing: Review | null;
  /**
   * The completed job the review is about (`?review=` of the invitation): sent with the review so
   * it is marked «Contratado en Rutalia»; an earlier unverified review of the company is replaced.
   */
  requestId?: string | null;
  /** Called after a new review is sent (back to the list tab). */
  onCreated: () => void;
};

/** 'Escribir Reseña': stars 1–5 (radio group: arrows move), optional comment up to 1000 characters. */
export function ReviewForm({ companyId, existing, requestId = null, onCreated }: ReviewFormProps) {
  // A hired job verifies a new review or replaces an unverified one; a verified one is just edited.
  const verifying = requestId !== null && !existing?.verified;
  const editing = existing !== null && !verifying;
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [hover, setHover] = useState(0);
  const [comment, setComment] = useState(existing?.comment ?? '');
  const [confirmOpen, setConfirmOpen] = useState(false);
  const { create, update, remove } = useReviewMutations(companyId);
  const name = useId();
  const commentId = useId();
  const busy = create.isPending || update.isPending;

  /** Never rejects: failures are shown as a toast. */
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) return;
    const input = { rating, comment: comment.trim() || null };
    if (editing) {
      try {
        await update.mutateAsync({ id: existing.id, input });
        toast.success('Reseña actualizada');
      } catch (error) {
        toast.error(getErrorMessage(error, 'No se pudo actualizar la reseña.'));
      }
      return;
    }
    try {
      await create.mutateAsync(verifying ? { ...input, requestId } : input);
      toast.success(verifying ? 'Reseña enviada como «Contratado en Rutalia»' : 'Reseña enviada');
      onCreated();
    } catch (error) {
      toast.error(getErrorMessage(error, 'No se pudo enviar la reseña.'));
    }
  };

  const onDelete = async () => {
    if (!existing) return;
    try {
      await remove.mutateAsync(existing.id);
      setConfirmOpen(false);
      toast.success('Reseña eliminada');
    } catch (error) {
      toast.error(getErrorMessage(error, 'No se pudo eliminar la reseña.'));
    }
  };

  const shown = hover || rating;

  return (
    <StyledForm onSubmit={(event) => void onSubmit(event)} noValidate aria-label={editing ? 'Editar tu reseña' : 'Escribir una reseña'}>
      <StyledTitle>{verifying ? 'Valora el trabajo que contrataste' : editing ? 'Editar tu reseña' : 'Escribe tu reseña'}</StyledTitle>
      {verifying ? (
        <Alert tone="info">
          Tu reseña se marcará como «Contratado en Rutalia».
          {existing ? ' Sustituirá a la reseña que escribiste antes sobre esta empresa.' : null}
        </Alert>
      ) : requestId !== null && existing?.verified ? (
        <Alert tone="success">Tu reseña ya está marcada como «Contratado en Rutalia». Puedes editarla aquí.</Alert>
      ) : null}
      <StyledFieldset>
        <legend>Valoración *</legend>
        <StyledStars onMouseLeave={() => setHover(0)}>
          {[1, 2, 3, 4, 5].map((n) => (
            <span key={n}>
              <input
                type="radio"
                id={`${name}-${n}`}
                name={name}
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                aria-label={`${n} ${n === 1 ? 'estrella' : 'estrellas'} (${RATING_LABELS[n]})`}
              />
              <label htmlFor={`${name}-${n}`} data-on={n <= shown} onMouseEnter={() => setHover(n)} aria-hidden="true">
                <StarIcon size={30} fill={n <= shown ? 'currentColor' : 'none'} />
              </label>
            </span>
          ))}
        </StyledStars>
      </StyledFieldset>

      <Field
        label="Comentario (opcional)"
        id={commentId}
        hint={
          <StyledCounter>
            {comment.length}/{REVIEW_COMMENT_MAX}
          </StyledCounter>
        }
      >
        <Textarea
          rows={5}
          value={comment}
          maxLength={REVIEW_COMMENT_MAX}
          onChange={(event) => setComment(event.target.value.slice(0, REVIEW_COMMENT_MAX))}
          placeholder="Cuenta tu experiencia con esta empresa…"
        />
      </Field>

      <StyledActions>
        {editing ? (
          <Button variant="outline" onClick={() => setConfirmOpen(true)} disabled={busy || remove.isPending}>
            Eliminar reseña
          </Button>
        ) : null}
        <Button type="submit" disabled={rating === 0} loading={busy}>
          {editing ? 'Actualizar reseña' : 'Enviar reseña'}
        </Button>
      </StyledActions>

      <Dialog open={confirmOpen} onClose={() => setConfirmOpen(false)} title="¿Eliminar reseña?" width="440px">
        <p>Esta acción no se puede deshacer</p>
        <StyledConfirmActions>
          <Button variant="ghost" onClick={() => setConfirmOpen(false)}>
            Cancelar
          </Button>
          <Button variant="danger" onClick={() => void onDelete()} loading={remove.isPending}>
            Eliminar
          </Button>
        </StyledConfirmActions>
      </Dialog>
    </StyledForm>
  );
}
