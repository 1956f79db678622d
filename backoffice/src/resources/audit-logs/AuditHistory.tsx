import { Alert, Box, Card, CardContent, List as MuiList, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { useGetList, usePermissions, useRecordContext } from 'react-admin';

import type { BackofficePermissions } from '../../authProvider';
import { formatDate } from '../requests/format';
import { actionLabel, actorLabel, type AuditLogRecord } from './auditTexts';

const LIMIT = 10;

/**
 * 'Historial': the latest audit entries of the record on screen (filter by entityId). The audit
 * log is for super admins only, so plain admins do not see this block.
 */
export const AuditHistory = () => {
  const record = useRecordContext<{ id: string }>();
  const { permissions } = usePermissions<BackofficePermissions>();
  const enabled = Boolean(record?.id) && permissions === 'super_admin';
  const { data, total, isPending, error } = useGetList<AuditLogRecord>(
    'audit-logs',
    { filter: { entityId: record?.id }, sort: { field: 'createdAt', order: 'DESC' }, pagination: { page: 1, perPage: LIMIT } },
    { enabled },
  );
  if (!enabled) return null;

  return (
    <Card variant="outlined" component="section" aria-labelledby="audit-history-title" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="audit-history-title" variant="h6" component="h2" gutterBottom>
          Historial
        </Typography>
        {isPending ? (
          <Box aria-busy="true" aria-label="Cargando historial">
            <Skeleton height={32} />
            <Skeleton height={32} />
          </Box>
        ) : error ? (
          <Alert severity="error">No se pudo cargar el historial.</Alert>
        ) : !data || data.length === 0 ? (
          <Typography color="text.secondary">Sin acciones de moderación registradas.</Typography>
        ) : (
          <>
            <MuiList dense disablePadding>
              {data.map((entry) => (
                <ListItem key={entry.id} disableGutters divider>
                  <ListItemText
                    primary={`${actionLabel(entry.action)} · ${formatDate(entry.createdAt, true)}`}
                    secondary={[actorLabel(entry), entry.reason ? `Motivo: ${entry.reason}` : null].filter(Boolean).join(' · ')}
                    slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                </ListItem>
              ))}
            </MuiList>
            {total !== undefined && total > LIMIT && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                Mostrando las {LIMIT} más recientes de {total}.
              </Typography>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
};
