import SellOutlinedIcon from '@mui/icons-material/SellOutlined';

import type { ResourceDefinition } from '../types';
import { PlanEdit } from './PlanEdit';
import { PlanList } from './PlanList';

/** Subscription plans (super admins): list and edit; the key never changes. */
export const plansResource: ResourceDefinition = {
  name: 'plans',
  list: PlanList,
  edit: PlanEdit,
  icon: SellOutlinedIcon,
  options: { label: 'Planes' },
  superAdminOnly: true,
  recordRepresentation: 'displayName',
  messages: {
    name: 'Plan |||| Planes',
    fields: {
      displayName: 'Nombre',
      planName: 'Clave',
      description: 'Descripción',
      priceMonthly: 'Precio mensual',
      priceYearly: 'Precio anual',
      features: 'Características',
      feature: 'Característica',
      isActive: 'Activo',
      maxProposalsPerMonth: 'Propuestas al mes',
      maxGalleryImages: 'Imágenes de la galería',
      alerts: 'Alertas de nuevas solicitudes',
      featuredLevel: 'Destacado',
      insights: 'Estadísticas',
      openSubscriptions: 'Suscripciones',
      q: 'Buscar',
    },
  },
};
