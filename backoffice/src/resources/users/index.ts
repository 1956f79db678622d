import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';

import type { ResourceDefinition } from '../types';
import { UserList } from './UserList';
import { UserShow } from './UserShow';

/** Accounts (super admins excluded): admins read; super admins suspend and reactivate. */
export const usersResource: ResourceDefinition = {
  name: 'users',
  list: UserList,
  show: UserShow,
  icon: PeopleAltOutlinedIcon,
  options: { label: 'Usuarios' },
  recordRepresentation: 'fullName',
  messages: {
    name: 'Usuario |||| Usuarios',
    fields: {
      fullName: 'Nombre',
      email: 'Email',
      phone: 'Teléfono',
      city: 'Ubicación',
      userType: 'Tipo',
      roles: 'Roles',
      status: 'Estado',
      companyId: 'Empresa',
      createdAt: 'Alta',
      createdFrom: 'Alta desde',
      createdTo: 'Alta hasta',
      q: 'Buscar',
    },
  },
};
