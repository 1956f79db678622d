import { Box, Typography } from '@mui/material';
import { DateField, FunctionField, Labeled, ListButton, Show, TopToolbar, useRecordContext } from 'react-admin';

import { DATE_TIME_OPTIONS } from '../requests/format';
import { linkTo } from '../../common/RecordLink';
import { DeleteReviewButton } from './DeleteReviewButton';
import { RatingStars } from './RatingStars';
import type { AdminReview } from './ReviewList';

const gridSx = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } } as const;

const ReviewDetails = () => {
  const record = useRecordContext<AdminReview>();
  if (!record) return null;
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        Reseña de {record.authorName}
      </Typography>
      <Box sx={gridSx}>
        <Labeled source="companyName">
          <FunctionField
            render={linkTo<AdminReview>(
              'companies',
              (r) => r.companyId,
              (r) => r.companyName,
            )}
          />
        </Labeled>
        <Labeled source="authorName">
          <FunctionField
            render={linkTo<AdminReview>(
              'users',
              (r) => r.userId,
              (r) => r.authorName,
            )}
          />
        </Labeled>
        <Labeled source="rating">
          <FunctionField render={(r: AdminReview) => <RatingStars value={r.rating} />} />
        </Labeled>
        <Labeled source="createdAt">
          <DateField source="createdAt" locales="es-ES" options={DATE_TIME_OPTIONS} />
        </Labeled>
      </Box>
      <Labeled source="comment" sx={{ mt: 2 }} fullWidth>
        <FunctionField
          render={(r: AdminReview) => (
            <Typography component="p" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {r.comment || 'Sin comentario'}
            </Typography>
          )}
        />
      </Labeled>
    </Box>
  );
};

const ReviewTitle = () => {
  const record = useRecordContext<AdminReview>();
  return <>{record ? `Reseña de ${record.authorName}` : 'Reseña'}</>;
};

export const ReviewShow = () => (
  <Show
    title={<ReviewTitle />}
    actions={
      <TopToolbar>
        <ListButton />
        <DeleteReviewButton redirect="list" />
      </TopToolbar>
    }
  >
    <ReviewDetails />
  </Show>
);
