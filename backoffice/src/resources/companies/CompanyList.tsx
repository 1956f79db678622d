import VerifiedIcon from '@mui/icons-material/Verified';
import { Box } from '@mui/material';
import { DataTable, DateField, DateInput, NullableBooleanInput, SearchInput, SelectInput, SimpleList, TextInput } from 'react-admin';

import { ResponsiveList } from '../../common/ResponsiveList';
import { DATE_OPTIONS, formatDate } from '../requests/format';
import { StatusChip } from '../../common/StatusChip';
import { COMPANY_STATUSES, PAYMENT_STATUSES, type AdminCompany } from './companyTexts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Nombre, email, ciudad…" sx={{ minWidth: { sm: 340 } }} />,
  <SelectInput key="status" source="status" choices={COMPANY_STATUSES} alwaysOn />,
  <NullableBooleanInput key="verified" source="verified" nullLabel="Todas" trueLabel="Verificadas" falseLabel="Sin verificar" />,
  <NullableBooleanInput key="isActive" source="isActive" nullLabel="Todas" trueLabel="Activas" falseLabel="Desactivadas" />,
  <SelectInput key="paymentStatus" source="paymentStatus" choices={PAYMENT_STATUSES} />,
  <TextInput key="province" source="province" />,
  <DateInput key="createdFrom" source="createdFrom" />,
  <DateInput key="createdTo" source="createdTo" />,
];

/** The name with the verified mark (an icon with its own accessible label). */
export const CompanyName = ({ record }: { record: AdminCompany }) => (
  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
    {record.companyName}
    {record.verified && <VerifiedIcon fontSize="small" color="primary" titleAccess="Verificada" />}
  </Box>
);

const Column = DataTable.Col<AdminCompany>;

/** Every company, any status (spec 2 'Super admin panel'); narrow screens get a simple list. */
export const CompanyList = () => (
  <ResponsiveList
    filters={filters}
    sort={{ field: 'createdAt', order: 'DESC' }}
    compact={
      <SimpleList<AdminCompany>
        primaryText={(r) => <CompanyName record={r} />}
        secondaryText={(r) => `${r.city}, ${r.province} · ${r.ownerEmail}`}
        tertiaryText={(r) => <StatusChip value={r.status} options={COMPANY_STATUSES} />}
        rowClick="show"
      />
    }
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <Column source="companyName" render={(r) => <CompanyName record={r} />} />
      <Column source="status" render={(r) => <StatusChip value={r.status} options={COMPANY_STATUSES} />} />
      <Column source="city" render={(r) => `${r.city}, ${r.province}`} />
      <Column source="verified" render={(r) => (r.verified ? formatDate(r.verifiedAt) : 'No')} />
      <Column source="paymentStatus" disableSort render={(r) => <StatusChip value={r.paymentStatus} options={PAYMENT_STATUSES} />} />
      <DataTable.NumberCol source="proposalsCount" disableSort />
      <Column source="createdAt">
        <DateField source="createdAt" locales="es-ES" options={DATE_OPTIONS} />
      </Column>
    </DataTable>
  </ResponsiveList>
);
