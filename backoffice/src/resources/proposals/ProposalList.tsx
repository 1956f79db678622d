import type { Schemas } from '@rutalia/api-contract';
import { DataTable, DateField, DateInput, SelectInput, SimpleList, TextInput } from 'react-admin';

import { ResponsiveList } from '../../common/ResponsiveList';
import { DATE_OPTIONS, formatDate, formatMoney } from '../requests/format';
import { linkTo } from '../../common/RecordLink';
import { StatusChip, statusName } from '../../common/StatusChip';
import { PROPOSAL_STATUSES } from '../requests/statuses';

/** A record of `GET /api/admin/proposals`. */
export type AdminProposal = Schemas['AdminProposalDto'];

const filters = [
  <SelectInput key="status" source="status" choices={PROPOSAL_STATUSES} alwaysOn />,
  <DateInput key="createdFrom" source="createdFrom" />,
  <DateInput key="createdTo" source="createdTo" />,
  <TextInput key="requestId" source="requestId" />,
  <TextInput key="companyId" source="companyId" />,
];

const Column = DataTable.Col<AdminProposal>;

/** Every proposal (read only); never the client data shared on acceptance. */
export const ProposalList = () => (
  <ResponsiveList
    filters={filters}
    sort={{ field: 'createdAt', order: 'DESC' }}
    compact={
      <SimpleList<AdminProposal>
        primaryText={(p) => p.requestTitle}
        secondaryText={(p) => `${p.companyName} · ${formatMoney(p.price)} · ${statusName(p.status, PROPOSAL_STATUSES)}`}
        tertiaryText={(p) => formatDate(p.createdAt)}
        rowClick="show"
      />
    }
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <Column
        source="requestTitle"
        disableSort
        render={linkTo(
          'requests',
          (p) => p.requestId,
          (p) => p.requestTitle,
        )}
      />
      <Column
        source="companyName"
        disableSort
        render={linkTo(
          'companies',
          (p) => p.companyId,
          (p) => p.companyName,
        )}
      />
      <Column source="price" align="right" render={(p) => formatMoney(p.price)} />
      <Column source="status" render={(p) => <StatusChip value={p.status} options={PROPOSAL_STATUSES} />} />
      <Column source="createdAt">
        <DateField source="createdAt" locales="es-ES" options={DATE_OPTIONS} />
      </Column>
    </DataTable>
  </ResponsiveList>
);
