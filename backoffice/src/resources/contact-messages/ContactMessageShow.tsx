import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import ReplyIcon from '@mui/icons-material/Reply';
import { Box, Button as MuiButton, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import {
  Button,
  DateField,
  ListButton,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRedirect,
  useUpdate,
  WithRecord,
} from 'react-admin';

import { ES_DATE_TIME } from '../blog-posts/dates';
import { ReadChip } from './ContactMessageList';
import { contactNotice, subjectLabel, type ContactMessageRecord } from './contactTexts';

/** Opening an unread message marks it read, once per visit (plain admins too). */
const MarkReadOnOpen = () => {
  const record = useRecordContext<ContactMessageRecord>();
  const notify = useNotify();
  const [update] = useUpdate();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!record || record.read || done.current === record.id) return;
    done.current = record.id;
    // Without `returnPromise` the mutation never rejects: failures go to onError.
    void update(
      'contact-messages',
      { id: record.id, data: { read: true }, previousData: record },
      { mutationMode: 'pessimistic', onError: () => notify(contactNotice('markFailed'), { type: 'error' }) },
    );
  }, [record, update, notify]);
  return null;
};

const replyHref = (record: ContactMessageRecord) =>
  `mailto:${record.email}?subject=${encodeURIComponent(`Re: ${subjectLabel(record.subject)}`)}`;

const ShowActions = () => {
  const record = useRecordContext<ContactMessageRecord>();
  const notify = useNotify();
  const redirect = useRedirect();
  const [update, { isPending }] = useUpdate();
  const markUnread = () => {
    if (!record) return;
    // Without `returnPromise` the mutation never rejects: failures go to onError.
    void update(
      'contact-messages',
      { id: record.id, data: { read: false }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(contactNotice('markedUnread'), { type: 'success' });
          redirect('list', 'contact-messages');
        },
        onError: () => notify(contactNotice('markFailed'), { type: 'error' }),
      },
    );
  };
  return (
    <TopToolbar>
      <ListButton label="Volver a los mensajes" />
      {record?.read ? (
        <Button label="Marcar como no leído" onClick={markUnread} disabled={isPending}>
          <MarkEmailUnreadOutlinedIcon />
        </Button>
      ) : null}
    </TopToolbar>
  );
};

const OptionalText = ({ source }: { source: 'phone' | 'company' }) => (
  <WithRecord<ContactMessageRecord> render={(record) => <span>{record[source] || '—'}</span>} />
);

/** One message: who wrote, what and when; reply by email. */
export const ContactMessageShow = () => (
  <Show actions={<ShowActions />} title={<WithRecord<ContactMessageRecord> render={(r) => <span>Mensaje de {r.name}</span>} />}>
    <MarkReadOnOpen />
    <SimpleShowLayout>
      <WithRecord<ContactMessageRecord>
        label="Estado"
        render={(record) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <ReadChip read={record.read} />
            {record.readAt ? (
              <Typography variant="body2" color="text.secondary">
                Leído el <DateField source="readAt" {...ES_DATE_TIME} />
              </Typography>
            ) : null}
          </Stack>
        )}
      />
      <TextField source="name" />
      <WithRecord<ContactMessageRecord>
        label="Email"
        render={(record) => (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
            <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
              {record.email}
            </Box>
            <MuiButton size="small" variant="outlined" startIcon={<ReplyIcon />} href={replyHref(record)}>
              Responder por email
            </MuiButton>
          </Stack>
        )}
      />
      <OptionalText source="phone" />
      <OptionalText source="company" />
      <WithRecord<ContactMessageRecord> label="Asunto" render={(record) => <span>{subjectLabel(record.subject)}</span>} />
      <WithRecord<ContactMessageRecord>
        label="Mensaje"
        render={(record) => (
          <Typography component="p" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxWidth: '70ch' }}>
            {record.message}
          </Typography>
        )}
      />
      <DateField source="createdAt" {...ES_DATE_TIME} />
    </SimpleShowLayout>
  </Show>
);
