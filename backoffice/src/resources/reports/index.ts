import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';

import type { ResourceDefinition } from '../types';
import { ReportList } from './ReportList';
import { ReportShow } from './ReportShow';

/** Content reports sent from the site; super admins resolve or dismiss the pending ones. */
export const reportsResource: ResourceDefinition = {
  name: 'reports',
  list: ReportList,
  show: ReportShow,
  icon: FlagOutlinedIcon,
  options: { label: 'Reportes' },
  recordRepresentation: (record) => `«${record.reason}»`,
  superAdminOnly: true,
  messages: {
    name: 'Reporte |||| Reportes',
    fields: {
      q: 'Buscar',
      createdAt: 'Fecha',
      reportType: 'Tipo',
      targetLabel: 'Contenido',
      targetId: 'ID del contenido',
      reason: 'Motivo',
      description: 'Descripción',
      reporterName: 'Reportado por',
      status: 'Estado',
      reviewerName: 'Revisado por',
      resolvedAt: 'Cerrado el',
      createdFrom: 'Desde',
      createdTo: 'Hasta',
    },
  },
};
