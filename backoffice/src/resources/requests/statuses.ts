import type { Schemas } from '@rutalia/api-contract';

import type { StatusOption } from '../../common/StatusChip';

export const REQUEST_STATUSES: StatusOption<Schemas['RequestStatus']>[] = [
  { id: 'active', name: 'Activa', tone: 'blue' },
  { id: 'hired', name: 'Contratada', tone: 'green' },
  { id: 'completed', name: 'Completada', tone: 'green' },
  { id: 'cancelled', name: 'Cancelada', tone: 'red' },
  { id: 'closed', name: 'Cerrada', tone: 'grey' },
];

export const PROPOSAL_STATUSES: StatusOption<Schemas['ProposalStatus']>[] = [
  { id: 'pending', name: 'Pendiente', tone: 'yellow' },
  { id: 'accepted', name: 'Aceptada', tone: 'green' },
  { id: 'rejected', name: 'Rechazada', tone: 'red' },
  { id: 'expired', name: 'Caducada', tone: 'grey' },
];
