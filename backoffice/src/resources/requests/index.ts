import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';

import type { ResourceDefinition } from '../types';
import { RequestList } from './RequestList';
import { RequestShow } from './RequestShow';

/** Requests (jobs) of every status; super admins cancel spam or abuse with a reason. */
export const requestsResource: ResourceDefinition = {
  name: 'requests',
  list: RequestList,
  show: RequestShow,
  icon: LocalShippingOutlinedIcon,
  options: { label: 'Solicitudes' },
  recordRepresentation: 'title',
  superAdminOnly: true,
  messages: {
    name: 'Solicitud |||| Solicitudes',
    fields: {
      q: 'Buscar',
      title: 'Título',
      status: 'Estado',
      services: 'Servicios',
      city: 'Ubicación',
      clientId: 'ID del cliente',
      clientName: 'Cliente',
      clientEmail: 'Email del cliente',
      proposalCount: 'Propuestas',
      createdAt: 'Creada',
      updatedAt: 'Actualizada',
      closedAt: 'Cerrada',
      createdFrom: 'Creada desde',
      createdTo: 'Creada hasta',
      description: 'Descripción',
    },
  },
};
