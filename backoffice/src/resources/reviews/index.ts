import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';

import type { ResourceDefinition } from '../types';
import { ReviewList } from './ReviewList';
import { ReviewShow } from './ReviewShow';

/** Company reviews; super admins delete abusive ones (audited). */
export const reviewsResource: ResourceDefinition = {
  name: 'reviews',
  list: ReviewList,
  show: ReviewShow,
  icon: RateReviewOutlinedIcon,
  options: { label: 'Reseñas' },
  recordRepresentation: (record) => `Reseña de ${record.authorName}`,
  superAdminOnly: true,
  messages: {
    name: 'Reseña |||| Reseñas',
    fields: {
      q: 'Buscar',
      companyId: 'ID de la empresa',
      companyName: 'Empresa',
      userId: 'ID del autor',
      authorName: 'Autor',
      rating: 'Valoración',
      comment: 'Comentario',
      createdAt: 'Fecha',
    },
  },
};
