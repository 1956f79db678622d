import { Box, Typography } from '@mui/material';
import type { Schemas } from '@rutalia/api-contract';
import { DateField, FunctionField, Labeled, ListButton, RichTextField, Show, TopToolbar, useRecordContext } from 'react-admin';

import { DATE_TIME_OPTIONS, formatMoney } from '../requests/format';
import { linkTo } from '../../common/RecordLink';
import { StatusChip } from '../../common/StatusChip';
import { PROPOSAL_STATUSES, REQUEST_STATUSES } from '../requests/statuses';
import type { AdminProposal } from './ProposalList';

/** `GET /api/admin/proposals/:id`. */
type AdminProposalDetail = Schemas['AdminProposalDetailDto'];

const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;

const ProposalDetails = () => {
  const record = useRecordContext<AdminProposalDetail>();
  if (!record) return null;
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        Propuesta de {record.companyName}
      </Typography>
      <Box sx={gridSx}>
        <Labeled source="requestTitle">
          <FunctionField
            render={linkTo<AdminProposalDetail>(
              'requests',
              (p) => p.requestId,
              (p) => p.requestTitle,
            )}
          />
        </Labeled>
        <Labeled source="requestStatus">
          <FunctionField render={(p: AdminProposalDetail) => <StatusChip value={p.requestStatus} options={REQUEST_STATUSES} />} />
        </Labeled>
        <Labeled source="companyName">
          <FunctionField
            render={linkTo<AdminProposalDetail>(
              'companies',
              (p) => p.companyId,
              (p) => p.companyName,
            )}
          />
        </Labeled>
        <Labeled source="price">
          <FunctionField render={(p: AdminProposalDetail) => formatMoney(p.price)} />
        </Labeled>
        <Labeled source="status">
          <FunctionField render={(p: AdminProposalDetail) => <StatusChip value={p.status} options={PROPOSAL_STATUSES} />} />
        </Labeled>
        <Labeled source="createdAt">
          <DateField source="createdAt" locales="es-ES" options={DATE_TIME_OPTIONS} />
        </Labeled>
        <Labeled source="respondedAt">
          <DateField source="respondedAt" locales="es-ES" options={DATE_TIME_OPTIONS} emptyText="Sin respuesta" />
        </Labeled>
      </Box>
      <Labeled source="message" sx={{ mt: 2 }} fullWidth>
        <RichTextField source="message" sx={{ overflowWrap: 'anywhere', '& p': { my: 0.5 } }} />
      </Labeled>
    </Box>
  );
};

// The list only carries part of the record: fetch the whole one even right after the list.
const FRESH = { staleTime: 0 };

const ProposalTitle = () => {
  const record = useRecordContext<AdminProposal>();
  return <>{record ? `Propuesta de ${record.companyName}` : 'Propuesta'}</>;
};

export const ProposalShow = () => (
  <Show
    title={<ProposalTitle />}
    queryOptions={FRESH}
    actions={
      <TopToolbar>
        <ListButton />
      </TopToolbar>
    }
  >
    <ProposalDetails />
  </Show>
);
