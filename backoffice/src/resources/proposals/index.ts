import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';

import type { ResourceDefinition } from '../types';
import { ProposalList } from './ProposalList';
import { ProposalShow } from './ProposalShow';

/** Proposals of every company, read only. */
export const proposalsResource: ResourceDefinition = {
  name: 'proposals',
  list: ProposalList,
  show: ProposalShow,
  icon: RequestQuoteOutlinedIcon,
  options: { label: 'Propuestas' },
  recordRepresentation: (record) => `${record.companyName} · ${record.requestTitle}`,
  superAdminOnly: true,
  messages: {
    name: 'Propuesta |||| Propuestas',
    fields: {
      requestId: 'ID de la solicitud',
      requestTitle: 'Solicitud',
      requestStatus: 'Estado de la solicitud',
      companyId: 'ID de la empresa',
      companyName: 'Empresa',
      price: 'Precio',
      status: 'Estado',
      message: 'Mensaje',
      createdAt: 'Enviada',
      respondedAt: 'Respondida',
      createdFrom: 'Enviada desde',
      createdTo: 'Enviada hasta',
    },
  },
};
