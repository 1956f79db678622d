import { DataTable, DateInput, ReferenceInput, SearchInput, SelectInput, SimpleList } from 'react-admin';

import { ResponsiveList } from '../../common/ResponsiveList';
import { formatDate } from '../plans/format';
import { StatusChip, statusName } from '../../common/StatusChip';
import { SUBSCRIPTION_STATUSES } from './statuses';
import type { SubscriptionRecord } from './types';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Buscar empresa" />,
  <SelectInput key="status" source="status" choices={SUBSCRIPTION_STATUSES} alwaysOn />,
  <ReferenceInput key="planId" source="planId" reference="plans" sort={{ field: 'priceMonthly', order: 'ASC' }}>
    <SelectInput optionText="displayName" />
  </ReferenceInput>,
  <DateInput key="trialEndsFrom" source="trialEndsFrom" />,
  <DateInput key="trialEndsTo" source="trialEndsTo" />,
];

/** Every company subscription, newest first (read-only). */
export const SubscriptionList = () => (
  <ResponsiveList
    sort={{ field: 'createdAt', order: 'DESC' }}
    filters={filters}
    compact={
      <SimpleList<SubscriptionRecord>
        primaryText={(record) => record.companyName}
        secondaryText={(record) => `${record.plan.displayName} · ${statusName(record.status, SUBSCRIPTION_STATUSES)}`}
        tertiaryText={(record) => formatDate(record.currentPeriodEnd)}
        linkType="show"
      />
    }
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="companyName" />
      <DataTable.Col source="plan.displayName" disableSort />
      <DataTable.Col
        source="status"
        render={(record: SubscriptionRecord) => <StatusChip value={record.status} options={SUBSCRIPTION_STATUSES} />}
      />
      <DataTable.Col source="trialEndsAt" render={(record: SubscriptionRecord) => formatDate(record.trialEndsAt)} />
      <DataTable.Col source="currentPeriodEnd" render={(record: SubscriptionRecord) => formatDate(record.currentPeriodEnd)} />
      <DataTable.Col
        source="cancelAtPeriodEnd"
        disableSort
        render={(record: SubscriptionRecord) => (record.cancelAtPeriodEnd ? 'Sí' : 'No')}
      />
      <DataTable.Col source="createdAt" render={(record: SubscriptionRecord) => formatDate(record.createdAt)} />
    </DataTable>
  </ResponsiveList>
);
