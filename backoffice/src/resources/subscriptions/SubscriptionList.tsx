import { useMediaQuery, type Theme } from '@mui/material';
import {
  DataTable,
  DateInput,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
} from 'react-admin';

import { formatDate } from '../plans/format';
import { BillingStatusChip, SUBSCRIPTION_STATUSES } from './statuses';
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
export const SubscriptionList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List sort={{ field: 'createdAt', order: 'DESC' }} filters={filters} perPage={25} exporter={false}>
      {isSmall ? (
        <SimpleList<SubscriptionRecord>
          primaryText={(record) => record.companyName}
          secondaryText={(record) => `${record.plan.displayName} · ${SUBSCRIPTION_STATUSES.find((s) => s.id === record.status)?.name ?? record.status}`}
          tertiaryText={(record) => formatDate(record.currentPeriodEnd)}
          linkType="show"
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="companyName" />
          <DataTable.Col source="plan.displayName" disableSort />
          <DataTable.Col source="status" render={(record: SubscriptionRecord) => <BillingStatusChip value={record.status} statuses={SUBSCRIPTION_STATUSES} />} />
          <DataTable.Col source="trialEndsAt" render={(record: SubscriptionRecord) => formatDate(record.trialEndsAt)} />
          <DataTable.Col source="currentPeriodEnd" render={(record: SubscriptionRecord) => formatDate(record.currentPeriodEnd)} />
          <DataTable.Col
            source="cancelAtPeriodEnd"
            disableSort
            render={(record: SubscriptionRecord) => (record.cancelAtPeriodEnd ? 'Sí' : 'No')}
          />
          <DataTable.Col source="createdAt" render={(record: SubscriptionRecord) => formatDate(record.createdAt)} />
        </DataTable>
      )}
    </List>
  );
};
