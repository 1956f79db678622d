import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';

import type { ResourceDefinition } from '../types';
import { DocumentList } from './DocumentList';
import { DocumentShow } from './DocumentShow';
import { kindName } from './documentTexts';

/** Company documents (issue 20): super admins review the queue and approve or reject each one. */
export const documentsResource: ResourceDefinition = {
  name: 'documents',
  list: DocumentList,
  show: DocumentShow,
  icon: FactCheckOutlinedIcon,
  options: { label: 'Documentos' },
  recordRepresentation: (record) => `${kindName(String(record.kind))} · ${String(record.companyName)}`,
  superAdminOnly: true,
  messages: {
    name: 'Documento |||| Documentos',
    fields: {
      q: 'Buscar',
      companyName: 'Empresa',
      companyId: 'ID de la empresa',
      kind: 'Tipo',
      status: 'Estado',
      createdAt: 'Enviado',
      expiresOn: 'Caduca',
      companyVerified: 'Empresa verificada',
      reviewerName: 'Revisado por',
      reviewedAt: 'Revisado el',
      rejectionReason: 'Motivo del rechazo',
      createdFrom: 'Desde',
      createdTo: 'Hasta',
    },
  },
};
