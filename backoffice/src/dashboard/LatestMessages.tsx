import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { Box, Button, Chip, Link as MuiLink, List, ListItem, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNotify } from 'react-admin';

import { ADMIN_API_URL, httpClient, type DashboardContactMessage, type DashboardData } from '../dataProvider';
import { ListCard } from './ListCard';
import { DASHBOARD_QUERY_KEY } from './queryKey';
import { DASHBOARD_TEXT, formatDay, subjectLabel } from './texts';

const T = DASHBOARD_TEXT.messages;

/** `POST /api/admin/contact-messages/:id/read` (admins may do it; idempotent). */
const markRead = (id: string) => httpClient(`${ADMIN_API_URL}/contact-messages/${encodeURIComponent(id)}/read`, { method: 'POST' });

/** The latest 10 contact messages; unread ones offer 'Marcar como leído'. */
export const LatestMessages = ({ messages }: { messages: DashboardContactMessage[] }) => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: markRead,
    onSuccess: (_result, id) => {
      queryClient.setQueryData<DashboardData>(DASHBOARD_QUERY_KEY, (data) =>
        data ? { ...data, latestContactMessages: data.latestContactMessages.map((m) => (m.id === id ? { ...m, read: true } : m)) } : data,
      );
      void queryClient.invalidateQueries({ queryKey: ['contact-messages'] });
      notify(T.markedRead, { type: 'success' });
    },
    onError: () => notify(T.markReadError, { type: 'error' }),
  });

  return (
    <ListCard title={T.heading} empty={T.empty} isEmpty={messages.length === 0} seeAll={{ to: '/contact-messages', label: T.seeAll }}>
      <List disablePadding>
        {messages.map((message) => {
          const pending = mutation.isPending && mutation.variables === message.id;
          return (
            <ListItem
              key={message.id}
              divider
              disableGutters
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1 }}
            >
              <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                <MuiLink component={Link} to={`/contact-messages/${message.id}/show`} sx={{ fontWeight: message.read ? 400 : 700 }}>
                  {subjectLabel(message.subject)}
                </MuiLink>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {message.name} · {message.email} · {formatDay(message.createdAt)}
                </Typography>
              </Box>
              <Chip
                size="small"
                label={message.read ? T.read : T.unread}
                sx={message.read ? { bgcolor: '#EDF0F4', color: '#3D4A5C' } : { bgcolor: '#FFF4D6', color: '#7A4F00', fontWeight: 600 }}
              />
              {message.read ? null : (
                <Button
                  size="small"
                  variant="outlined"
                  startIcon={<MarkEmailReadOutlinedIcon />}
                  loading={pending}
                  loadingPosition="start"
                  onClick={() => mutation.mutate(message.id)}
                  aria-label={`${T.markRead}: ${subjectLabel(message.subject)}, de ${message.name}`}
                >
                  {T.markRead}
                </Button>
              )}
            </ListItem>
          );
        })}
      </List>
    </ListCard>
  );
};
