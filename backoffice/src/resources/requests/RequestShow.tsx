import { Box, Divider, Typography, useMediaQuery, type Theme } from '@mui/material';
import type { Schemas } from '@rutalia/api-contract';
import {
  DataTable,
  DateField,
  FunctionField,
  Labeled,
  ListButton,
  NumberField,
  ReferenceManyField,
  SimpleList,
  RichTextField,
  Show,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';

import { CancelRequestButton } from './CancelRequestButton';
import { DATE_TIME_OPTIONS, formatDate, formatMoney } from './format';
import { linkTo } from '../../common/RecordLink';
import type { AdminProposal } from '../proposals/ProposalList';
import { StatusChip, statusName } from '../../common/StatusChip';
import { PROPOSAL_STATUSES, REQUEST_STATUSES } from './statuses';

/** `GET /api/admin/requests/:id`. */
type AdminRequestDetail = Schemas['AdminRequestDetailDto'];

const RequestActions = () => (
  <TopToolbar>
    <ListButton />
    <CancelRequestButton />
  </TopToolbar>
);

const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;

/** The request's proposals (GET /api/admin/proposals?filter={"requestId":…}); a simple list on narrow screens. */
const RequestProposals = () => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  if (small) {
    return (
      <SimpleList<AdminProposal>
        resource="proposals"
        primaryText={(p) => p.companyName}
        secondaryText={(p) => `${formatMoney(p.price)} · ${statusName(p.status, PROPOSAL_STATUSES)}`}
        tertiaryText={(p) => formatDate(p.createdAt)}
        rowClick={(id) => `/proposals/${id}/show`}
      />
    );
  }
  return (
    <DataTable<AdminProposal> rowClick={(id) => `/proposals/${id}/show`} bulkActionButtons={false} resource="proposals">
      <DataTable.Col source="companyName" label="resources.proposals.fields.companyName" disableSort />
      <DataTable.Col source="price" label="resources.proposals.fields.price" disableSort render={(p) => formatMoney(p.price)} />
      <DataTable.Col
        source="status"
        label="resources.proposals.fields.status"
        disableSort
        render={(p) => <StatusChip value={p.status} options={PROPOSAL_STATUSES} />}
      />
      <DataTable.Col source="createdAt" label="resources.proposals.fields.createdAt" disableSort>
        <DateField source="createdAt" locales="es-ES" options={DATE_TIME_OPTIONS} />
      </DataTable.Col>
    </DataTable>
  );
};

const RequestDetails = () => {
  const record = useRecordContext<AdminRequestDetail>();
  if (!record) return null;
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {record.title}
      </Typography>
      <Box sx={gridSx}>
        <Labeled source="status">
          <FunctionField render={(r: AdminRequestDetail) => <StatusChip value={r.status} options={REQUEST_STATUSES} />} />
        </Labeled>
        <Labeled source="services">
          <FunctionField render={(r: AdminRequestDetail) => r.services.join(', ')} />
        </Labeled>
        <Labeled source="city">
          <FunctionField render={(r: AdminRequestDetail) => `${r.city}, ${r.province}`} />
        </Labeled>
        <Labeled source="clientName">
          <FunctionField
            render={linkTo<AdminRequestDetail>(
              'users',
              (r) => r.clientId,
              (r) => r.clientName,
            )}
          />
        </Labeled>
        <Labeled source="clientEmail">
          <TextField source="clientEmail" sx={{ overflowWrap: 'anywhere' }} />
        </Labeled>
        <Labeled source="proposalCount">
          <NumberField source="proposalCount" locales="es-ES" />
        </Labeled>
        <Labeled source="createdAt">
          <DateField source="createdAt" locales="es-ES" options={DATE_TIME_OPTIONS} />
        </Labeled>
        <Labeled source="updatedAt">
          <DateField source="updatedAt" locales="es-ES" options={DATE_TIME_OPTIONS} />
        </Labeled>
        {record.closedAt ? (
          <Labeled source="closedAt">
            <DateField source="closedAt" locales="es-ES" options={DATE_TIME_OPTIONS} />
          </Labeled>
        ) : null}
      </Box>
      <Labeled source="description" sx={{ mt: 2 }} fullWidth>
        <RichTextField source="description" sx={{ overflowWrap: 'anywhere', '& p': { my: 0.5 } }} />
      </Labeled>

      <Divider sx={{ my: 3 }} />
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Propuestas recibidas
      </Typography>
      <ReferenceManyField
        reference="proposals"
        target="requestId"
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={50}
        empty={<Typography color="text.secondary">Esta solicitud aún no ha recibido propuestas.</Typography>}
      >
        <RequestProposals />
      </ReferenceManyField>
    </Box>
  );
};

// The list only carries part of the record: fetch the whole one even right after the list.
const FRESH = { staleTime: 0 };

export const RequestShow = () => (
  <Show queryOptions={FRESH} actions={<RequestActions />} sx={{ '& .RaShow-card': { minWidth: 0 } }}>
    <RequestDetails />
  </Show>
);
