import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Box, Link as MuiLink, Typography } from '@mui/material';
import { FunctionField, Labeled, ListButton, Show, TopToolbar, useRecordContext } from 'react-admin';

import { RecordLink } from '../../common/RecordLink';
import { StatusChip } from '../../common/StatusChip';
import { DocumentPreview } from './DocumentPreview';
import { DOCUMENT_STATUSES, formatDateTime, formatDay, isLapsed, kindName, type AdminDocument } from './documentTexts';
import { ReviewButtons } from './ReviewButtons';

const DocumentActions = () => (
  <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
    <ListButton />
    <ReviewButtons />
  </TopToolbar>
);

const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;

const DocumentDetails = () => {
  const record = useRecordContext<AdminDocument>();
  if (!record) return null;
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 3 }}>
      {record.status === 'pending' && isLapsed(record) ? (
        <Alert severity="warning">
          Su fecha de caducidad ya ha pasado: no se puede aprobar. Recházalo para que la empresa suba uno en vigor.
        </Alert>
      ) : null}
      <Box sx={gridSx}>
        <Labeled source="companyName">
          <FunctionField
            render={(r: AdminDocument) => (
              <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 1 }}>
                <RecordLink resource="companies" id={r.companyId}>
                  {r.companyName}
                </RecordLink>
                <MuiLink
                  href={`/company/${r.companySeoParam}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                >
                  Ficha pública <OpenInNewIcon fontSize="small" aria-label="(se abre en una pestaña nueva)" />
                </MuiLink>
              </Box>
            )}
          />
        </Labeled>
        <Labeled source="kind">
          <FunctionField render={(r: AdminDocument) => kindName(r.kind)} />
        </Labeled>
        <Labeled source="status">
          <FunctionField render={(r: AdminDocument) => <StatusChip value={r.status} options={DOCUMENT_STATUSES} />} />
        </Labeled>
        <Labeled source="expiresOn">
          <FunctionField render={(r: AdminDocument) => formatDay(r.expiresOn)} />
        </Labeled>
        <Labeled source="createdAt">
          <FunctionField render={(r: AdminDocument) => formatDateTime(r.createdAt)} />
        </Labeled>
        <Labeled source="companyVerified">
          <FunctionField render={(r: AdminDocument) => (r.companyVerified ? 'Sí (CIF aprobado)' : 'No')} />
        </Labeled>
        <Labeled source="reviewerName">
          <FunctionField render={(r: AdminDocument) => r.reviewerName ?? '—'} />
        </Labeled>
        <Labeled source="reviewedAt">
          <FunctionField render={(r: AdminDocument) => formatDateTime(r.reviewedAt)} />
        </Labeled>
      </Box>
      {record.rejectionReason ? (
        <Labeled source="rejectionReason" fullWidth>
          <FunctionField
            render={(r: AdminDocument) => (
              <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{r.rejectionReason}</Typography>
            )}
          />
        </Labeled>
      ) : null}
      <DocumentPreview record={record} />
    </Box>
  );
};

/** One document: who sent it, what it is, its file (fetched with the admin's session) and the decision. */
export const DocumentShow = () => (
  <Show actions={<DocumentActions />}>
    <DocumentDetails />
  </Show>
);
