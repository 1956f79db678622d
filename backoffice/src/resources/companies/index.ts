import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';

import type { ResourceDefinition } from '../types';
import { CompanyList } from './CompanyList';
import { CompanyShow } from './CompanyShow';

/** Companies: admins read; super admins suspend, reactivate, verify and set the payment status. */
export const companiesResource: ResourceDefinition = {
  name: 'companies',
  list: CompanyList,
  show: CompanyShow,
  icon: ApartmentOutlinedIcon,
  options: { label: 'Empresas' },
  recordRepresentation: 'companyName',
  messages: {
    name: 'Empresa |||| Empresas',
    fields: {
      companyName: 'Empresa',
      contactPerson: 'Persona de contacto',
      email: 'Email de contacto',
      phone: 'Teléfono',
      city: 'Ubicación',
      province: 'Provincia',
      services: 'Servicios',
      description: 'Descripción',
      status: 'Estado',
      isActive: 'Activa',
      verified: 'Verificada',
      paymentStatus: 'Estado de pago',
      lastPayment: 'Último pago',
      ownerEmail: 'Email de la cuenta',
      subscription: 'Suscripción',
      proposalsCount: 'Propuestas',
      createdAt: 'Alta',
      createdFrom: 'Alta desde',
      createdTo: 'Alta hasta',
      q: 'Buscar',
    },
  },
};
