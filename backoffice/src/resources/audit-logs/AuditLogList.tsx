import { DataTable, DateInput, SelectInput, SimpleList, TextInput } from 'react-admin';

import { ResponsiveList } from '../../common/ResponsiveList';
import { formatDate } from '../requests/format';
import { RecordLink } from '../../common/RecordLink';
import { actionLabel, actorLabel, AUDIT_ACTIONS, ENTITY_TYPES, entityLabel, type AuditLogRecord } from './auditTexts';

const ACTION_CHOICES = Object.entries(AUDIT_ACTIONS).map(([id, name]) => ({ id, name }));

const filters = [
  <SelectInput key="action" source="action" choices={ACTION_CHOICES} alwaysOn />,
  <SelectInput key="entityType" source="entityType" choices={ENTITY_TYPES} alwaysOn />,
  <TextInput key="entityId" source="entityId" />,
  <TextInput key="actorId" source="actorId" />,
  <DateInput key="createdFrom" source="createdFrom" />,
  <DateInput key="createdTo" source="createdTo" />,
];

/** Links companies and users to their page; other entities show their type. */
const EntityCell = ({ record }: { record: AuditLogRecord }) => {
  const resource = record.entityType === 'company' ? 'companies' : record.entityType === 'user' ? 'users' : undefined;
  if (!resource || !record.entityId) return <>{entityLabel(record.entityType)}</>;
  return (
    <RecordLink resource={resource} id={record.entityId}>
      {entityLabel(record.entityType)}
    </RecordLink>
  );
};

const Column = DataTable.Col<AuditLogRecord>;

/** The audit log, read-only (super admins): who did what, when and why. */
export const AuditLogList = () => (
  <ResponsiveList
    filters={filters}
    sort={{ field: 'createdAt', order: 'DESC' }}
    compact={
      <SimpleList<AuditLogRecord>
        primaryText={(r) => actionLabel(r.action)}
        secondaryText={(r) => [actorLabel(r), r.reason ? `Motivo: ${r.reason}` : null].filter(Boolean).join(' · ')}
        tertiaryText={(r) => formatDate(r.createdAt, true)}
        rowClick={false}
      />
    }
  >
    <DataTable rowClick={false} bulkActionButtons={false}>
      <Column source="createdAt" render={(r) => formatDate(r.createdAt, true)} />
      <Column source="action" disableSort render={(r) => actionLabel(r.action)} />
      <Column source="entityType" disableSort render={(r) => <EntityCell record={r} />} />
      <Column source="actorName" disableSort render={(r) => actorLabel(r)} />
      <Column source="reason" disableSort render={(r) => r.reason ?? '—'} sx={{ maxWidth: 360, overflowWrap: 'anywhere' }} />
    </DataTable>
  </ResponsiveList>
);
