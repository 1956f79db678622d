import type { Schemas } from '@rutalia/api-contract';
import { DataTable, DateField, DateInput, SearchInput, SelectInput, SimpleList, TextInput } from 'react-admin';

import { ResponsiveList } from '../../common/ResponsiveList';
import { DATE_OPTIONS, formatDate } from './format';
import { linkTo } from '../../common/RecordLink';
import { StatusChip } from '../../common/StatusChip';
import { REQUEST_STATUSES } from './statuses';

/** A record of `GET /api/admin/requests`. */
export type AdminRequest = Schemas['AdminRequestDto'];

const filters = [
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder="Buscar por título, lugar o servicio"
    slotProps={{ htmlInput: { 'aria-label': 'Buscar solicitudes' } }}
    sx={{ minWidth: { sm: 360 } }}
  />,
  <SelectInput key="status" source="status" choices={REQUEST_STATUSES} />,
  <DateInput key="createdFrom" source="createdFrom" />,
  <DateInput key="createdTo" source="createdTo" />,
  <TextInput key="clientId" source="clientId" />,
];

const Column = DataTable.Col<AdminRequest>;

/** Every request, any status; narrow screens get a simple list. */
export const RequestList = () => (
  <ResponsiveList
    filters={filters}
    sort={{ field: 'createdAt', order: 'DESC' }}
    compact={
      <SimpleList<AdminRequest>
        primaryText={(r) => r.title}
        secondaryText={(r) => `${r.city}, ${r.province} · ${r.clientName}`}
        tertiaryText={(r) => formatDate(r.createdAt)}
        rowClick="show"
      />
    }
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <Column source="title" />
      <Column source="status" render={(r) => <StatusChip value={r.status} options={REQUEST_STATUSES} />} />
      <Column source="services" disableSort render={(r) => r.services.join(', ')} />
      <Column source="city" disableSort render={(r) => `${r.city}, ${r.province}`} />
      <Column
        source="clientName"
        disableSort
        render={linkTo(
          'users',
          (r) => r.clientId,
          (r) => r.clientName,
        )}
      />
      <DataTable.NumberCol source="proposalCount" />
      <Column source="createdAt">
        <DateField source="createdAt" locales="es-ES" options={DATE_OPTIONS} />
      </Column>
    </DataTable>
  </ResponsiveList>
);
