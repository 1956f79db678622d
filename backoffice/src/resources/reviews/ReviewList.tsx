import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, DateField, List, SearchInput, SelectInput, SimpleList, TextInput } from 'react-admin';

import { DATE_OPTIONS, excerpt, formatDate } from '../requests/format';
import { RecordLink } from '../requests/RecordLink';
import { DeleteReviewButton } from './DeleteReviewButton';
import { RatingStars } from './RatingStars';

export interface AdminReview {
  id: string;
  companyId: string;
  companyName: string;
  userId: string;
  authorName: string;
  rating: number;
  comment: string | null;
  createdAt: string;
}

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
export const ReviewList = () => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      {small ? (
        <SimpleList<AdminReview>
          primaryText={(r) => `${r.companyName} · ${'★'.repeat(r.rating)}`}
          secondaryText={(r) => excerpt(r.comment) || 'Sin comentario'}
          tertiaryText={(r) => formatDate(r.createdAt)}
          rowClick="show"
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <Column
            source="companyName"
            disableSort
            render={(r) => (
              <RecordLink resource="companies" id={r.companyId}>
                {r.companyName}
              </RecordLink>
            )}
          />
          <Column
            source="authorName"
            disableSort
            render={(r) => (
              <RecordLink resource="users" id={r.userId}>
                {r.authorName}
              </RecordLink>
            )}
          />
          <Column source="rating" render={(r) => <RatingStars value={r.rating} />} />
          <Column source="comment" disableSort render={(r) => excerpt(r.comment) || '—'} sx={{ maxWidth: 360 }} />
          <Column source="createdAt">
            <DateField source="createdAt" locales="es-ES" options={DATE_OPTIONS} />
          </Column>
          <Column label="" disableSort render={() => <DeleteReviewButton />} />
        </DataTable>
      )}
    </List>
  );
};
