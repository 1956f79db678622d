import type { Schemas } from '@rutalia/api-contract';
import { BooleanInput, DataTable, SearchInput, SimpleList } from 'react-admin';

import { ResponsiveList } from '../../common/ResponsiveList';
import { formatEuros } from './format';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Buscar plan" />, <BooleanInput key="isActive" source="isActive" />];

/** A record of `GET /api/admin/plans`. */
type PlanRecord = Schemas['AdminPlanDto'];

/** Plans, cheapest first; a click opens the edit form. */
export const PlanList = () => (
  <ResponsiveList
    sort={{ field: 'priceMonthly', order: 'ASC' }}
    filters={filters}
    compact={
      <SimpleList<PlanRecord>
        primaryText={(record) => record.displayName}
        secondaryText={(record) => `${formatEuros(record.priceMonthly)}/mes · ${record.isActive ? 'Activo' : 'Inactivo'}`}
        tertiaryText={(record) => `${record.openSubscriptions} ${record.openSubscriptions === 1 ? 'suscripción' : 'suscripciones'}`}
        linkType="edit"
      />
    }
  >
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="displayName" />
      <DataTable.Col source="planName" />
      <DataTable.Col source="priceMonthly" render={(record: PlanRecord) => formatEuros(record.priceMonthly)} align="right" />
      <DataTable.Col source="priceYearly" disableSort render={(record: PlanRecord) => formatEuros(record.priceYearly)} align="right" />
      <DataTable.Col
        source="maxProposalsPerMonth"
        disableSort
        render={(record: PlanRecord) => record.maxProposalsPerMonth ?? 'Ilimitadas'}
        align="right"
      />
      <DataTable.Col
        source="maxGalleryImages"
        disableSort
        render={(record: PlanRecord) => record.maxGalleryImages ?? 'Ilimitadas'}
        align="right"
      />
      <DataTable.Col source="isActive" render={(record: PlanRecord) => (record.isActive ? 'Sí' : 'No')} />
      <DataTable.NumberCol source="openSubscriptions" disableSort />
    </DataTable>
  </ResponsiveList>
);
