import ReplayIcon from '@mui/icons-material/Replay';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';

import { ADMIN_API_URL, httpClient } from '../../dataProvider';
import { MAIL_LOG_TEXTS, type MailLogRecord } from './mailLogTexts';

/** `POST /api/admin/mail-log/:id/retry`: queued again; the server sends it once (409 if already sent). */
const retryMail = (id: string) => httpClient(`${ADMIN_API_URL}/mail-log/${encodeURIComponent(id)}/retry`, { method: 'POST' });

/** 'Reintentar' on a mail that was not sent and can be (its data was kept). */
export const RetryMailButton = () => {
  const record = useRecordContext<MailLogRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const mutation = useMutation({
    mutationFn: (id: string) => retryMail(id),
    onSuccess: () => {
      notify(MAIL_LOG_TEXTS.retried, { type: 'success' });
      refresh();
    },
    onError: (error: unknown) =>
      notify(error instanceof Error && error.message ? error.message : MAIL_LOG_TEXTS.retryFailed, { type: 'error' }),
  });
  if (!record || !record.retryable) return null;
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<ReplayIcon />}
      loading={mutation.isPending}
      loadingPosition="start"
      onClick={(event: MouseEvent) => {
        event.stopPropagation();
        mutation.mutate(record.id);
      }}
      aria-label={`Reintentar el correo a ${record.to}`}
    >
      Reintentar
    </Button>
  );
};
