import { Alert, Box, Typography } from '@mui/material';
import { DateField, FunctionField, Labeled, ListButton, RichTextField, Show, TextField, TopToolbar, useRecordContext } from 'react-admin';

import { AuditHistory } from '../audit-logs/AuditHistory';
import { DATE_TIME_OPTIONS, formatDate } from '../requests/format';
import { StatusChip, statusName } from '../../common/StatusChip';
import { SUBSCRIPTION_STATUSES } from '../subscriptions/statuses';
import { CompanyActions } from './CompanyActions';
import { CompanyName } from './CompanyList';
import { COMPANY_STATUSES, PAYMENT_STATUSES, type AdminCompany } from './companyTexts';

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

const CompanyDetails = () => {
  const record = useRecordContext<AdminCompany>();
  if (!record) return null;
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2, ...wrap }}>
        <CompanyName record={record} />
      </Typography>
      <Box sx={{ mb: 2 }}>
        <CompanyActions />
      </Box>
      {record.status === 'suspended' && (
        <Alert severity="warning" sx={{ mb: 2, ...wrap }}>
          Suspendida el {formatDate(record.suspendedAt, true)}. Motivo: {record.suspensionReason}
        </Alert>
      )}
      {!record.isActive && (
        <Alert severity="info" sx={{ mb: 2 }}>
          La empresa está desactivada: no aparece en el directorio.
        </Alert>
      )}
      <Box sx={gridSx}>
        <Labeled source="status">
          <FunctionField render={(r: AdminCompany) => <StatusChip value={r.status} options={COMPANY_STATUSES} />} />
        </Labeled>
        <Labeled source="verified">
          <FunctionField render={(r: AdminCompany) => (r.verified ? `Sí, desde el ${formatDate(r.verifiedAt)}` : 'No')} />
        </Labeled>
        <Labeled source="contactPerson">
          <TextField source="contactPerson" sx={wrap} />
        </Labeled>
        <Labeled source="email">
          <TextField source="email" emptyText="—" sx={wrap} />
        </Labeled>
        <Labeled source="phone">
          <TextField source="phone" emptyText="—" />
        </Labeled>
        <Labeled source="ownerEmail">
          <TextField source="ownerEmail" sx={wrap} />
        </Labeled>
        <Labeled source="city">
          <FunctionField render={(r: AdminCompany) => `${r.city}, ${r.province}`} />
        </Labeled>
        <Labeled source="services">
          <FunctionField render={(r: AdminCompany) => (r.services.length > 0 ? r.services.join(', ') : '—')} />
        </Labeled>
        <Labeled source="subscription">
          <FunctionField
            render={(r: AdminCompany) =>
              r.subscription
                ? `${r.subscription.plan} · ${statusName(r.subscription.status, SUBSCRIPTION_STATUSES)} · hasta el ${formatDate(r.subscription.currentPeriodEnd)}`
                : 'Sin suscripción'
            }
          />
        </Labeled>
        <Labeled source="paymentStatus">
          <FunctionField
            render={(r: AdminCompany) =>
              r.paymentStatus ? <StatusChip value={r.paymentStatus} options={PAYMENT_STATUSES} /> : 'Sin indicar'
            }
          />
        </Labeled>
        <Labeled source="lastPayment">
          <FunctionField render={(r: AdminCompany) => formatDate(r.lastPayment)} />
        </Labeled>
        <Labeled source="proposalsCount">
          <TextField source="proposalsCount" />
        </Labeled>
        <Labeled source="createdAt">
          <DateField source="createdAt" locales="es-ES" options={DATE_TIME_OPTIONS} />
        </Labeled>
      </Box>
      <Labeled source="description" sx={{ mt: 2 }} fullWidth>
        <RichTextField source="description" sx={{ ...wrap, '& p': { my: 0.5 } }} />
      </Labeled>
      <AuditHistory />
    </Box>
  );
};

// The list carries no description: fetch the whole record even right after the list.
const FRESH = { staleTime: 0 };

export const CompanyShow = () => (
  <Show queryOptions={FRESH} actions={<Toolbar />} sx={{ '& .RaShow-card': { minWidth: 0 } }}>
    <CompanyDetails />
  </Show>
);
