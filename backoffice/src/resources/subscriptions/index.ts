import CardMembershipOutlinedIcon from '@mui/icons-material/CardMembershipOutlined';

import type { ResourceDefinition } from '../types';
import { SubscriptionList } from './SubscriptionList';
import { SubscriptionShow } from './SubscriptionShow';

/** Company subscriptions (super admins), read-only. */
export const subscriptionsResource: ResourceDefinition = {
  name: 'subscriptions',
  list: SubscriptionList,
  show: SubscriptionShow,
  icon: CardMembershipOutlinedIcon,
  options: { label: 'Suscripciones' },
  superAdminOnly: true,
  recordRepresentation: 'companyName',
  messages: {
    name: 'Suscripción |||| Suscripciones',
    fields: {
      companyName: 'Empresa',
      plan: 'Plan',
      'plan.displayName': 'Plan',
      planId: 'Plan',
      status: 'Estado',
      billingCycle: 'Facturación',
      trialEndsAt: 'Fin de la prueba',
      trialEndsFrom: 'Prueba termina desde',
      trialEndsTo: 'Prueba termina hasta',
      currentPeriodStart: 'Inicio del período',
      currentPeriodEnd: 'Fin del período',
      cancelAtPeriodEnd: 'Cancelación programada',
      cancelledAt: 'Cancelación pedida',
      unpaidAt: 'Suspendida por impago desde',
      createdAt: 'Creada',
      id: 'Identificador',
      q: 'Buscar',
    },
  },
};
