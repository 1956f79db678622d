import { DataTable, DateField, DateInput, SearchInput, SelectInput, SimpleList } from 'react-admin';

import { ResponsiveList } from '../../common/ResponsiveList';
import { DATE_OPTIONS } from '../requests/format';
import { StatusChip } from '../../common/StatusChip';
import { USER_STATUSES, USER_TYPES, userTypeLabel, type AdminUser } from './userTexts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Nombre o email" sx={{ minWidth: { sm: 300 } }} />,
  <SelectInput key="userType" source="userType" choices={USER_TYPES} alwaysOn />,
  <SelectInput key="status" source="status" choices={USER_STATUSES} />,
  <DateInput key="createdFrom" source="createdFrom" />,
  <DateInput key="createdTo" source="createdTo" />,
];

const Column = DataTable.Col<AdminUser>;

/** Every account except super admins (spec 2); narrow screens get a simple list. */
export const UserList = () => (
  <ResponsiveList
    filters={filters}
    sort={{ field: 'createdAt', order: 'DESC' }}
    compact={
      <SimpleList<AdminUser>
        primaryText={(r) => r.fullName}
        secondaryText={(r) => `${userTypeLabel(r.userType)} · ${r.email}`}
        tertiaryText={(r) => <StatusChip value={r.status} options={USER_STATUSES} />}
        rowClick="show"
      />
    }
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <Column source="fullName" />
      <Column source="email" />
      <Column source="userType" render={(r) => userTypeLabel(r.userType)} />
      <Column source="status" render={(r) => <StatusChip value={r.status} options={USER_STATUSES} />} />
      <Column source="city" disableSort render={(r) => [r.city, r.province].filter(Boolean).join(', ') || '—'} />
      <Column source="createdAt">
        <DateField source="createdAt" locales="es-ES" options={DATE_OPTIONS} />
      </Column>
    </DataTable>
  </ResponsiveList>
);
