import NewspaperOutlinedIcon from '@mui/icons-material/NewspaperOutlined';

import type { ResourceDefinition } from '../types';
import { EXPORT_TEXTS } from './ExportCsvButton';
import { NewsletterSubscriberList } from './NewsletterSubscriberList';

/** Newsletter subscribers and their CSV export: super admins only (the API refuses admins too). */
export const newsletterSubscribersResource: ResourceDefinition = {
  name: 'newsletter-subscribers',
  list: NewsletterSubscriberList,
  icon: NewspaperOutlinedIcon,
  options: { label: 'Newsletter' },
  superAdminOnly: true,
  recordRepresentation: 'email',
  messages: {
    name: 'Suscriptor |||| Suscriptores',
    notifications: EXPORT_TEXTS,
    fields: {
      email: 'Email',
      status: 'Estado',
      confirmedAt: 'Confirmado',
      unsubscribedAt: 'Baja',
      createdAt: 'Alta',
    },
  },
};
