import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, DateField, DateInput, List, SelectInput, SimpleList, TextInput } from 'react-admin';

import { DATE_OPTIONS, formatDate, formatMoney } from '../requests/format';
import { RecordLink } from '../requests/RecordLink';
import { PROPOSAL_STATUSES, StatusChip } from '../requests/StatusChip';

const statusName = (status: string) => PROPOSAL_STATUSES.find((s) => s.id === status)?.name ?? status;

export interface AdminProposal {
  id: string;
  requestId: string;
  requestTitle: string;
  companyId: string;
  companyName: string;
  price: number | null;
  status: string;
  createdAt: string;
  message: string;
}

const filters = [
  <SelectInput key="status" source="status" choices={PROPOSAL_STATUSES} alwaysOn />,
  <DateInput key="createdFrom" source="createdFrom" />,
  <DateInput key="createdTo" source="createdTo" />,
  <TextInput key="requestId" source="requestId" />,
  <TextInput key="companyId" source="companyId" />,
];

const Column = DataTable.Col<AdminProposal>;

/** Every proposal (read only); never the client data shared on acceptance. */
export const ProposalList = () => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      {small ? (
        <SimpleList<AdminProposal>
          primaryText={(p) => p.requestTitle}
          secondaryText={(p) => `${p.companyName} · ${formatMoney(p.price)} · ${statusName(p.status)}`}
          tertiaryText={(p) => formatDate(p.createdAt)}
          rowClick="show"
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <Column
            source="requestTitle"
            disableSort
            render={(p) => (
              <RecordLink resource="requests" id={p.requestId}>
                {p.requestTitle}
              </RecordLink>
            )}
          />
          <Column
            source="companyName"
            disableSort
            render={(p) => (
              <RecordLink resource="companies" id={p.companyId}>
                {p.companyName}
              </RecordLink>
            )}
          />
          <Column source="price" align="right" render={(p) => formatMoney(p.price)} />
          <Column source="status" render={(p) => <StatusChip value={p.status} options={PROPOSAL_STATUSES} />} />
          <Column source="createdAt">
            <DateField source="createdAt" locales="es-ES" options={DATE_OPTIONS} />
          </Column>
        </DataTable>
      )}
    </List>
  );
};
