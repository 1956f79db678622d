import { Box } from '@mui/material';
import { DataTable, DateInput, SearchInput, SelectInput, SimpleList, TextInput } from 'react-admin';

import { ResponsiveList } from '../../common/ResponsiveList';
import { StatusChip } from '../../common/StatusChip';
import { formatDateTime, REPORT_STATUSES, REPORT_TYPES, targetText, typeLabel, type AdminReport } from './reportTexts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Buscar en motivo, descripción o autor" sx={{ minWidth: { sm: 320 } }} />,
  <SelectInput key="status" source="status" choices={REPORT_STATUSES} alwaysOn emptyText="Todos" />,
  <SelectInput key="reportType" source="reportType" choices={REPORT_TYPES} />,
  <DateInput key="createdFrom" source="createdFrom" />,
  <DateInput key="createdTo" source="createdTo" />,
  <TextInput key="targetId" source="targetId" />,
];

const Column = DataTable.Col<AdminReport>;

/** Content reports, pending first by default (the ones waiting for a decision). */
export const ReportList = () => (
  <ResponsiveList
    filters={filters}
    filterDefaultValues={{ status: 'pending' }}
    sort={{ field: 'createdAt', order: 'DESC' }}
    empty={false}
    compact={
      <SimpleList<AdminReport>
        primaryText={(r) => (
          // The status goes here: SimpleList fades its tertiary text, which would break contrast.
          <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
            <Box component="span" sx={{ overflowWrap: 'anywhere' }}>{`${typeLabel(r.reportType)} · ${r.reason}`}</Box>
            <StatusChip value={r.status} options={REPORT_STATUSES} />
          </Box>
        )}
        secondaryText={(r) => `${targetText(r)} · ${formatDateTime(r.createdAt)}`}
        rowClick="show"
      />
    }
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <Column source="createdAt" render={(r) => formatDateTime(r.createdAt)} />
      <Column source="reportType" render={(r) => typeLabel(r.reportType)} />
      <Column
        source="targetLabel"
        disableSort
        render={(r) => (
          <Box
            component="span"
            sx={{ display: 'block', maxWidth: 320, overflowWrap: 'anywhere', color: r.targetExists ? undefined : 'text.secondary' }}
          >
            {targetText(r)}
          </Box>
        )}
      />
      <Column
        source="reason"
        render={(r) => (
          <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
            {r.reason}
          </Box>
        )}
      />
      <Column source="reporterName" disableSort render={(r) => r.reporterName ?? 'Cuenta eliminada'} />
      <Column source="status" render={(r) => <StatusChip value={r.status} options={REPORT_STATUSES} />} />
    </DataTable>
  </ResponsiveList>
);
