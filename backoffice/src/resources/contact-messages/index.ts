import MailOutlinedIcon from '@mui/icons-material/MailOutlined';

import type { ResourceDefinition } from '../types';
import { ContactMessageList } from './ContactMessageList';
import { ContactMessageShow } from './ContactMessageShow';
import { CONTACT_TEXTS } from './contactTexts';

/** Contact-form messages: admins and super admins read them and mark them read. */
export const contactMessagesResource: ResourceDefinition = {
  name: 'contact-messages',
  list: ContactMessageList,
  show: ContactMessageShow,
  icon: MailOutlinedIcon,
  options: { label: 'Mensajes de contacto' },
  recordRepresentation: 'subject',
  messages: {
    name: 'Mensaje |||| Mensajes',
    notifications: CONTACT_TEXTS,
    fields: {
      read: 'Leído',
      name: 'Nombre',
      email: 'Email',
      subject: 'Asunto',
      message: 'Mensaje',
      phone: 'Teléfono',
      company: 'Empresa',
      createdAt: 'Recibido',
      readAt: 'Leído el',
    },
  },
};
