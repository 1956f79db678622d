import { Alert } from '@mui/material';
import { DataTable, DateInput, SearchInput, SelectInput, SimpleList } from 'react-admin';

import { ResponsiveList } from '../../common/ResponsiveList';
import { StatusChip } from '../../common/StatusChip';
import { formatDate } from '../requests/format';
import { displayStatus, MAIL_LOG_TEXTS, MAIL_STATUS_CHIPS, MAIL_STATUSES, templateLabel, type MailLogRecord } from './mailLogTexts';
import { RetryMailButton } from './RetryMailButton';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Buscar por destinatario, asunto o plantilla" />,
  <SelectInput key="status" source="status" label="Estado" alwaysOn choices={MAIL_STATUSES} />,
  <SelectInput
    key="gaveUp"
    source="gaveUp"
    label="Reintento automático"
    choices={[
      { id: 'true', name: 'Abandonados' },
      { id: 'false', name: 'Activos' },
    ]}
  />,
  <DateInput key="createdFrom" source="createdFrom" label="Desde" />,
  <DateInput key="createdTo" source="createdTo" label="Hasta" />,
];

const Column = DataTable.Col<MailLogRecord>;

/** The mail log (super admins): failed mails first to the eye (red), each with 'Reintentar'. */
export const MailLogList = () => (
  <ResponsiveList
    title="Registro de correos"
    filters={filters}
    filterDefaultValues={{ status: 'failed' }}
    sort={{ field: 'createdAt', order: 'DESC' }}
    error={
      <Alert severity="error" role="alert" sx={{ m: 2 }}>
        {MAIL_LOG_TEXTS.loadFailed}
      </Alert>
    }
    compact={
      <SimpleList<MailLogRecord>
        primaryText={(r) => r.to}
        secondaryText={(r) => `${templateLabel(r.template)} · ${r.attempts} intentos`}
        tertiaryText={(r) => <StatusChip value={displayStatus(r)} options={MAIL_STATUS_CHIPS} />}
        rowClick={false}
      />
    }
  >
    <DataTable rowClick={false} bulkActionButtons={false}>
      <Column source="status" render={(r) => <StatusChip value={displayStatus(r)} options={MAIL_STATUS_CHIPS} />} />
      <Column source="to" disableSort cellSx={() => ({ overflowWrap: 'anywhere' })} />
      <Column source="template" disableSort render={(r) => templateLabel(r.template)} />
      <Column source="attempts" />
      <Column source="error" disableSort render={(r) => r.error ?? '—'} sx={{ maxWidth: 320, overflowWrap: 'anywhere' }} />
      <Column source="createdAt" render={(r) => formatDate(r.createdAt, true)} />
      <Column source="lastAttemptAt" render={(r) => formatDate(r.lastAttemptAt, true)} />
      <Column label="Acciones" render={() => <RetryMailButton />} />
    </DataTable>
  </ResponsiveList>
);
