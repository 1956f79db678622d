import { Link as MuiLink } from '@mui/material';
import { FunctionField, Show, SimpleShowLayout, TextField, useCreatePath, Link } from 'react-admin';

import { formatDate, formatEuros } from '../plans/format';
import { StatusChip } from '../../common/StatusChip';
import { SUBSCRIPTION_STATUSES } from './statuses';
import type { SubscriptionRecord } from './types';

const CompanyLink = ({ record }: { record: SubscriptionRecord }) => {
  const createPath = useCreatePath();
  return (
    <MuiLink component={Link} to={createPath({ resource: 'companies', id: record.companyId, type: 'show' })}>
      {record.companyName}
    </MuiLink>
  );
};

/** One subscription: company, plan, status and its dates (read-only). */
export const SubscriptionShow = () => (
  <Show>
    <SimpleShowLayout>
      <FunctionField<SubscriptionRecord> source="companyName" render={(record) => <CompanyLink record={record} />} />
      <FunctionField<SubscriptionRecord>
        source="plan"
        render={(record) => `${record.plan.displayName} · ${formatEuros(record.plan.priceMonthly)}/mes`}
      />
      <FunctionField<SubscriptionRecord>
        source="status"
        render={(record) => <StatusChip value={record.status} options={SUBSCRIPTION_STATUSES} />}
      />
      <FunctionField<SubscriptionRecord>
        source="billingCycle"
        render={(record) => (record.billingCycle === 'yearly' ? 'Anual' : 'Mensual')}
      />
      <FunctionField<SubscriptionRecord> source="trialEndsAt" render={(record) => formatDate(record.trialEndsAt, true)} />
      <FunctionField<SubscriptionRecord> source="currentPeriodStart" render={(record) => formatDate(record.currentPeriodStart, true)} />
      <FunctionField<SubscriptionRecord> source="currentPeriodEnd" render={(record) => formatDate(record.currentPeriodEnd, true)} />
      <FunctionField<SubscriptionRecord>
        source="cancelAtPeriodEnd"
        render={(record) => (record.cancelAtPeriodEnd ? 'Sí, al final del período' : 'No')}
      />
      <FunctionField<SubscriptionRecord> source="cancelledAt" render={(record) => formatDate(record.cancelledAt, true)} />
      <FunctionField<SubscriptionRecord> source="unpaidAt" render={(record) => formatDate(record.unpaidAt, true)} />
      <FunctionField<SubscriptionRecord> source="createdAt" render={(record) => formatDate(record.createdAt, true)} />
      <TextField source="id" />
    </SimpleShowLayout>
  </Show>
);
