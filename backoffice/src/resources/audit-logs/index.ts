import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';

import type { ResourceDefinition } from '../types';
import { AuditLogList } from './AuditLogList';

/** The audit log of moderation actions: read-only, super admins only. */
export const auditLogsResource: ResourceDefinition = {
  name: 'audit-logs',
  list: AuditLogList,
  icon: HistoryOutlinedIcon,
  options: { label: 'Auditoría' },
  superAdminOnly: true,
  messages: {
    name: 'Entrada de auditoría |||| Auditoría',
    fields: {
      createdAt: 'Fecha',
      action: 'Acción',
      entityType: 'Elemento',
      entityId: 'Id del elemento',
      actorId: 'Id de quien actuó',
      actorName: 'Quién',
      reason: 'Motivo',
      createdFrom: 'Desde',
      createdTo: 'Hasta',
    },
  },
};
