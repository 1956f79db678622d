import { Alert, Box, Typography } from '@mui/material';
import type { Schemas } from '@rutalia/api-contract';
import { DateField, FunctionField, Labeled, ListButton, Show, TextField, TopToolbar, useRecordContext } from 'react-admin';

import { AuditHistory } from '../audit-logs/AuditHistory';
import { DATE_TIME_OPTIONS, formatDate } from '../requests/format';
import { RecordLink } from '../../common/RecordLink';
import { StatusChip } from '../../common/StatusChip';
import { UserActions } from './UserActions';
import { USER_STATUSES, userTypeLabel, type AdminUser } from './userTexts';

const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;
const wrap = { overflowWrap: 'anywhere' } as const;

const Toolbar = () => (
  <TopToolbar>
    <ListButton />
  </TopToolbar>
);

const ROLE_LABELS: Record<Schemas['AppRole'], string> = {
  admin: 'Administrador',
  company: 'Empresa',
  user: 'Usuario',
  super_admin: 'Superadministrador',
};

const UserDetails = () => {
  const record = useRecordContext<AdminUser>();
  if (!record) return null;
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2, ...wrap }}>
        {record.fullName}
      </Typography>
      <Box sx={{ mb: 2 }}>
        <UserActions />
      </Box>
      {record.status === 'suspended' && (
        <Alert severity="warning" sx={{ mb: 2, ...wrap }}>
          Suspendido el {formatDate(record.suspendedAt, true)}. Motivo: {record.suspensionReason}
        </Alert>
      )}
      <Box sx={gridSx}>
        <Labeled source="email">
          <TextField source="email" sx={wrap} />
        </Labeled>
        <Labeled source="userType">
          <FunctionField render={(r: AdminUser) => userTypeLabel(r.userType)} />
        </Labeled>
        <Labeled source="roles">
          <FunctionField render={(r: AdminUser) => r.roles.map((role) => ROLE_LABELS[role] ?? role).join(', ') || '—'} />
        </Labeled>
        <Labeled source="status">
          <FunctionField render={(r: AdminUser) => <StatusChip value={r.status} options={USER_STATUSES} />} />
        </Labeled>
        <Labeled source="phone">
          <TextField source="phone" emptyText="—" />
        </Labeled>
        <Labeled source="city">
          <FunctionField render={(r: AdminUser) => [r.city, r.province].filter(Boolean).join(', ') || '—'} />
        </Labeled>
        <Labeled source="companyId">
          <FunctionField
            render={(r: AdminUser) =>
              r.companyId ? (
                <RecordLink resource="companies" id={r.companyId}>
                  Ver empresa
                </RecordLink>
              ) : (
                '—'
              )
            }
          />
        </Labeled>
        <Labeled source="createdAt">
          <DateField source="createdAt" locales="es-ES" options={DATE_TIME_OPTIONS} />
        </Labeled>
      </Box>
      <AuditHistory />
    </Box>
  );
};

export const UserShow = () => (
  <Show actions={<Toolbar />} sx={{ '& .RaShow-card': { minWidth: 0 } }}>
    <UserDetails />
  </Show>
);
