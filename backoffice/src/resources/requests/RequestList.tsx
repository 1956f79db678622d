import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, DateField, DateInput, List, SearchInput, SelectInput, SimpleList, TextInput } from 'react-admin';

import { DATE_OPTIONS, formatDate } from './format';
import { RecordLink } from './RecordLink';
import { REQUEST_STATUSES, StatusChip } from './StatusChip';

export interface AdminRequest {
  id: string;
  title: string;
  status: string;
  services: string[];
  city: string;
  province: string;
  clientId: string;
  clientName: string;
  clientEmail: string;
  proposalCount: number;
  createdAt: string;
  updatedAt: string;
}

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
export const RequestList = () => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      {small ? (
        <SimpleList<AdminRequest>
          primaryText={(r) => r.title}
          secondaryText={(r) => `${r.city}, ${r.province} · ${r.clientName}`}
          tertiaryText={(r) => formatDate(r.createdAt)}
          rowClick="show"
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <Column source="title" />
          <Column source="status" render={(r) => <StatusChip value={r.status} options={REQUEST_STATUSES} />} />
          <Column source="services" disableSort render={(r) => r.services.join(', ')} />
          <Column source="city" disableSort render={(r) => `${r.city}, ${r.province}`} />
          <Column
            source="clientName"
            disableSort
            render={(r) => (
              <RecordLink resource="users" id={r.clientId}>
                {r.clientName}
              </RecordLink>
            )}
          />
          <DataTable.NumberCol source="proposalCount" />
          <Column source="createdAt">
            <DateField source="createdAt" locales="es-ES" options={DATE_OPTIONS} />
          </Column>
        </DataTable>
      )}
    </List>
  );
};
