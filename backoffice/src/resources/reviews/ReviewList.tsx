import type { Schemas } from '@rutalia/api-contract';
import { DataTable, DateField, SearchInput, SelectInput, SimpleList, TextInput } from 'react-admin';

import { ResponsiveList } from '../../common/ResponsiveList';
import { DATE_OPTIONS, excerpt, formatDate } from '../requests/format';
import { linkTo } from '../../common/RecordLink';
import { DeleteReviewButton } from './DeleteReviewButton';
import { RatingStars } from './RatingStars';

/** A record of `GET /api/admin/reviews`. */
export type AdminReview = Schemas['AdminReviewDto'];

export const RATING_CHOICES = [5, 4, 3, 2, 1].map((n) => ({ id: n, name: `${n} ${n === 1 ? 'estrella' : 'estrellas'}` }));

const filters = [
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder="Buscar en el comentario"
    slotProps={{ htmlInput: { 'aria-label': 'Buscar en el comentario' } }}
  />,
  <SelectInput key="rating" source="rating" choices={RATING_CHOICES} alwaysOn />,
  <TextInput key="companyId" source="companyId" />,
  <TextInput key="userId" source="userId" />,
];

const Column = DataTable.Col<AdminReview>;

/** Every review; super admins delete abusive ones. */
export const ReviewList = () => (
  <ResponsiveList
    filters={filters}
    sort={{ field: 'createdAt', order: 'DESC' }}
    compact={
      <SimpleList<AdminReview>
        primaryText={(r) => `${r.companyName} · ${'★'.repeat(r.rating)}`}
        secondaryText={(r) => excerpt(r.comment) || 'Sin comentario'}
        tertiaryText={(r) => formatDate(r.createdAt)}
        rowClick="show"
      />
    }
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <Column
        source="companyName"
        disableSort
        render={linkTo(
          'companies',
          (r) => r.companyId,
          (r) => r.companyName,
        )}
      />
      <Column
        source="authorName"
        disableSort
        render={linkTo(
          'users',
          (r) => r.userId,
          (r) => r.authorName,
        )}
      />
      <Column source="rating" render={(r) => <RatingStars value={r.rating} />} />
      <Column source="comment" disableSort render={(r) => excerpt(r.comment) || '—'} sx={{ maxWidth: 360 }} />
      <Column source="createdAt">
        <DateField source="createdAt" locales="es-ES" options={DATE_OPTIONS} />
      </Column>
      <Column label="" disableSort render={() => <DeleteReviewButton />} />
    </DataTable>
  </ResponsiveList>
);
