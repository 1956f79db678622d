import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Box, Link as MuiLink, Stack, Typography } from '@mui/material';
import { FunctionField, Labeled, Link, ListButton, Show, TopToolbar, useCreatePath, useRecordContext } from 'react-admin';

import { CloseReportButtons } from './CloseReportButtons';
import { StatusChip } from '../../common/StatusChip';
import { formatDateTime, REPORT_STATUSES, TARGET_RESOURCE, targetText, typeLabel, type AdminReport } from './reportTexts';

const ReportActions = () => (
  <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
    <ListButton />
    <CloseReportButtons />
  </TopToolbar>
);

/** Read by screen readers only (MUI's sx would take `width: 1` as 100 %). */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;

/** The reported content: its public page (new tab) and its backoffice record, where the action is taken. */
const ReportTarget = ({ record }: { record: AdminReport }) => {
  const createPath = useCreatePath();
  const resource = TARGET_RESOURCE[record.reportType];
  return (
    <Box component="section" aria-labelledby="report-target" sx={{ p: 2, borderRadius: 2, bgcolor: 'background.default' }}>
      <Typography id="report-target" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
        Contenido reportado · {typeLabel(record.reportType)}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere', mb: 1.5, color: record.targetExists ? 'text.primary' : 'text.secondary' }}>
        {targetText(record)}
      </Typography>
      {!record.targetExists ? (
        <Alert severity="info">El contenido ya no existe: puede que lo hayan eliminado.</Alert>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 3 }}>
          {record.targetUrl ? (
            <MuiLink
              href={record.targetUrl}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
              Ver en la web <OpenInNewIcon fontSize="small" aria-hidden="true" />
              <Box component="span" sx={visuallyHidden}>
                (se abre en una pestaña nueva)
              </Box>
            </MuiLink>
          ) : (
            <Typography color="text.secondary">No está visible en la web.</Typography>
          )}
          {resource ? <Link to={createPath({ resource, id: record.targetId, type: 'show' })}>Abrir en el backoffice</Link> : null}
        </Stack>
      )}
    </Box>
  );
};

const ReportDetails = () => {
  const record = useRecordContext<AdminReport>();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 3 }}>
      <ReportTarget record={record} />
      <Box sx={gridSx}>
        <Labeled source="status">
          <FunctionField render={(r: AdminReport) => <StatusChip value={r.status} options={REPORT_STATUSES} />} />
        </Labeled>
        <Labeled source="reason">
          <FunctionField render={(r: AdminReport) => <Typography sx={{ overflowWrap: 'anywhere' }}>{r.reason}</Typography>} />
        </Labeled>
        <Labeled source="reporterName">
          <FunctionField
            render={(r: AdminReport) =>
              r.reporterId ? (
                <Link to={createPath({ resource: 'users', id: r.reporterId, type: 'show' })}>{r.reporterName}</Link>
              ) : (
                'Cuenta eliminada'
              )
            }
          />
        </Labeled>
        <Labeled source="createdAt">
          <FunctionField render={(r: AdminReport) => formatDateTime(r.createdAt)} />
        </Labeled>
        <Labeled source="reviewerName">
          <FunctionField render={(r: AdminReport) => r.reviewerName ?? '—'} />
        </Labeled>
        <Labeled source="resolvedAt">
          <FunctionField render={(r: AdminReport) => formatDateTime(r.resolvedAt)} />
        </Labeled>
      </Box>
      <Labeled source="description" fullWidth>
        <FunctionField
          render={(r: AdminReport) => (
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{r.description ?? 'Sin descripción.'}</Typography>
          )}
        />
      </Labeled>
    </Box>
  );
};

export const ReportShow = () => (
  <Show actions={<ReportActions />}>
    <ReportDetails />
  </Show>
);
