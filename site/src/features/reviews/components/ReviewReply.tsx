import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { getErrorMessage } from '../../../api/http';
import { Button, Field, formatLongDate, Textarea } from '../../../ui';
import { REVIEW_REPLY_MAX, type Review } from '../reviews.api';
import { useReplyToReview } from '../useReviews';

const StyledAnswer = styled.div`
  margin-top: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-left: 3px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  > div {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
  }
  p {
    margin-top: ${({ theme }) => theme.space[1]};
  }
`;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[3]};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The company's answer under a review, or for the company's own account «Responder» while there is none. */
export function ReviewReply({
  review,
  companyId,
  companyName,
  canReply,
}: {
  review: Review;
  companyId: string;
  companyName: string;
  canReply: boolean;
}) {
  if (review.reply && review.repliedAt) {
    return (
      <StyledAnswer>
        <div>
          <strong>Respuesta de {companyName}</strong>
          <time dateTime={review.repliedAt} suppressHydrationWarning>
            {formatLongDate(review.repliedAt)}
          </time>
        </div>
        <p>{review.reply}</p>
      </StyledAnswer>
    );
  }
  return canReply ? <ReplyForm reviewId={review.id} companyId={companyId} /> : null;
}

function ReplyForm({ reviewId, companyId }: { reviewId: string; companyId: string }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const reply = useReplyToReview(companyId);

  if (!open) {
    return (
      <StyledActions>
        <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
          Responder
        </Button>
      </StyledActions>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    reply.mutate({ reviewId, text: text.trim() });
  };

  return (
    <StyledForm onSubmit={onSubmit}>
      <Field
        label="Tu respuesta (pública, solo una vez)"
        error={reply.isError ? getErrorMessage(reply.error, 'No se pudo publicar la respuesta.') : undefined}
        hint={`${text.length}/${REVIEW_REPLY_MAX}`}
      >
        <Textarea rows={3} value={text} maxLength={REVIEW_REPLY_MAX} onChange={(event) => setText(event.target.value)} />
      </Field>
      <StyledActions>
        <Button variant="ghost" size="sm" onClick={() => setOpen(false)} disabled={reply.isPending}>
          Cancelar
        </Button>
        <Button type="submit" size="sm" loading={reply.isPending} disabled={text.trim() === ''}>
          Publicar respuesta
        </Button>
      </StyledActions>
    </StyledForm>
  );
}
