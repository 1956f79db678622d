import { Box } from '@mui/material';
import { DataTable, DateInput, SearchInput, SelectInput, SimpleList, TextInput } from 'react-admin';

import { linkTo } from '../../common/RecordLink';
import { ResponsiveList } from '../../common/ResponsiveList';
import { StatusChip } from '../../common/StatusChip';
import { DOCUMENT_KINDS, DOCUMENT_STATUSES, formatDateTime, formatDay, kindName, type AdminDocument } from './documentTexts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Buscar por empresa" sx={{ minWidth: { sm: 280 } }} />,
  <SelectInput key="status" source="status" choices={DOCUMENT_STATUSES} alwaysOn emptyText="Todos" />,
  <SelectInput key="kind" source="kind" choices={DOCUMENT_KINDS} emptyText="Todos" />,
  <DateInput key="createdFrom" source="createdFrom" />,
  <DateInput key="createdTo" source="createdTo" />,
  <TextInput key="companyId" source="companyId" />,
];

const Column = DataTable.Col<AdminDocument>;

/** The review queue: pending documents, oldest first, by default (the ones waiting longest). */
export const DocumentList = () => (
  <ResponsiveList
    filters={filters}
    filterDefaultValues={{ status: 'pending' }}
    sort={{ field: 'createdAt', order: 'ASC' }}
    empty={false}
    compact={
      <SimpleList<AdminDocument>
        primaryText={(d) => (
          // The status goes here: SimpleList fades its tertiary text, which would break contrast.
          <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
            <Box component="span" sx={{ overflowWrap: 'anywhere' }}>{`${d.companyName} · ${kindName(d.kind)}`}</Box>
            <StatusChip value={d.status} options={DOCUMENT_STATUSES} />
          </Box>
        )}
        secondaryText={(d) => `Enviado: ${formatDateTime(d.createdAt)} · Caduca: ${formatDay(d.expiresOn)}`}
        rowClick="show"
      />
    }
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <Column
        source="companyName"
        render={linkTo<AdminDocument>(
          'companies',
          (d) => d.companyId,
          (d) => d.companyName,
        )}
      />
      <Column source="kind" render={(d) => kindName(d.kind)} />
      <Column source="createdAt" render={(d) => formatDateTime(d.createdAt)} />
      <Column source="expiresOn" render={(d) => formatDay(d.expiresOn)} />
      <Column source="status" render={(d) => <StatusChip value={d.status} options={DOCUMENT_STATUSES} />} />
    </DataTable>
  </ResponsiveList>
);
