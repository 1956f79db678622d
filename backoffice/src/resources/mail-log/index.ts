import ForwardToInboxOutlinedIcon from '@mui/icons-material/ForwardToInboxOutlined';

import type { ResourceDefinition } from '../types';
import { MailLogList } from './MailLogList';

/** The mail log (issue 15): failed mails and their retry, super admins only. */
export const mailLogResource: ResourceDefinition = {
  name: 'mail-log',
  list: MailLogList,
  icon: ForwardToInboxOutlinedIcon,
  options: { label: 'Registro de correos' },
  superAdminOnly: true,
  recordRepresentation: 'to',
  messages: {
    name: 'Correo |||| Correos',
    fields: {
      status: 'Estado',
      to: 'Destinatario',
      template: 'Plantilla',
      subject: 'Asunto',
      attempts: 'Intentos',
      error: 'Último error',
      createdAt: 'Encolado',
      lastAttemptAt: 'Último intento',
      sentAt: 'Enviado',
      gaveUpAt: 'Abandonado',
    },
  },
};
