import { Alert, Box, Chip, Stack } from '@mui/material';
import type { Schemas } from '@rutalia/api-contract';
import { DataTable, DateInput, FilterButton, SearchInput, SelectInput, SimpleList, TopToolbar } from 'react-admin';

import { ResponsiveList } from '../../common/ResponsiveList';
import { formatDay } from '../blog-posts/dates';

import { ExportCsvButton } from './ExportCsvButton';

/** A record of `GET /api/admin/newsletter-subscribers`. */
type SubscriberRecord = Schemas['NewsletterSubscriberAdminDto'];
type Status = SubscriberRecord['status'];

export const STATUS_CHOICES: { id: Status; name: string }[] = [
  { id: 'confirmed', name: 'Confirmado' },
  { id: 'pending', name: 'Pendiente' },
  { id: 'unsubscribed', name: 'Baja' },
];

const StatusChip = ({ status }: { status: Status }) => {
  const name = STATUS_CHOICES.find((c) => c.id === status)?.name ?? status;
  if (status === 'confirmed') return <Chip size="small" color="success" label={name} />;
  if (status === 'pending') return <Chip size="small" color="warning" variant="outlined" label={name} />;
  return <Chip size="small" variant="outlined" label={name} />;
};

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Buscar por email" />,
  <SelectInput key="status" source="status" label="Estado" choices={STATUS_CHOICES} alwaysOn />,
  <DateInput key="createdFrom" source="createdFrom" label="Alta desde" />,
  <DateInput key="createdTo" source="createdTo" label="Alta hasta" />,
];

const Actions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportCsvButton />
  </TopToolbar>
);

const Table = () => (
  <DataTable bulkActionButtons={false} rowClick={false}>
    <DataTable.Col source="email" cellSx={() => ({ overflowWrap: 'anywhere' })} />
    <DataTable.Col source="status" render={(record: SubscriberRecord) => <StatusChip status={record.status} />} />
    <DataTable.Col source="confirmedAt" disableSort render={(record: SubscriberRecord) => formatDay(record.confirmedAt)} />
    <DataTable.Col source="unsubscribedAt" disableSort render={(record: SubscriberRecord) => formatDay(record.unsubscribedAt)} />
    <DataTable.Col source="createdAt" render={(record: SubscriberRecord) => formatDay(record.createdAt)} />
  </DataTable>
);

const Compact = () => (
  <SimpleList<SubscriberRecord>
    linkType={false}
    primaryText={(record) => (
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Box component="span" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {record.email}
        </Box>
        <StatusChip status={record.status} />
      </Stack>
    )}
    secondaryText={(record) => `Alta: ${formatDay(record.createdAt)}`}
  />
);

/** Newsletter subscribers (double opt-in): who confirmed, who is pending, who left. */
export const NewsletterSubscriberList = () => (
  <ResponsiveList
    title="Newsletter"
    filters={filters}
    actions={<Actions />}
    sort={{ field: 'createdAt', order: 'DESC' }}
    error={
      <Alert severity="error" role="alert" sx={{ m: 2 }}>
        No se pudieron cargar los suscriptores
      </Alert>
    }
    compact={<Compact />}
  >
    <Table />
  </ResponsiveList>
);
