/**
 * Contact-form messages, newsletter subscriptions and a couple of platform conversations of
 * the demo data. Addresses use example.com (never real domains).
 */

export interface DemoContactMessage {
  name: string;
  email: string;
  /** Home-form subject key or free text (contact page). */
  subject: string;
  message: string;
  phone: string | null;
  company: string | null;
  daysAgo: number;
  /** Read: days before `now` when an admin marked it read. */
  readDaysAgo?: number;
}

export const DEMO_CONTACT_MESSAGES: readonly DemoContactMessage[] = [
  {
    name: 'Beatriz Salas',
    email: 'beatriz.salas@example.com',
    subject: 'pricing',
    message:
      'Hola, tenemos una empresa de transporte con 14 camiones en Castellón y nos interesa el plan Premium. ¿Ofrecéis descuento si pagamos el año completo? ¿Podemos tener varios usuarios para la misma empresa?\n\nTeléfono: +34 964 218 330\nEmpresa: Transportes Salas Castellón',
    phone: '+34 964 218 330',
    company: 'Transportes Salas Castellón',
    daysAgo: 0.4,
  },
  {
    name: 'Jorge Medina',
    email: 'jorge.medina@example.com',
    subject: 'partnership',
    message:
      'Buenos días. Fabricamos cajas y material de embalaje para mudanzas y nos gustaría anunciar nuestros productos en Rutalia. ¿Podéis enviarme información sobre el espacio para empresas y las tarifas de la newsletter?',
    phone: null,
    company: null,
    daysAgo: 2.1,
  },
  {
    name: 'Ana Beltrán',
    email: 'ana.beltran@example.com',
    subject: 'Problema al subir el logotipo',
    message:
      'Al intentar subir el logotipo de mi empresa me aparece un error. El archivo es un PNG de 6 MB. ¿Cuál es el tamaño máximo permitido?',
    phone: null,
    company: null,
    daysAgo: 9,
    readDaysAgo: 8.7,
  },
];

/** Confirmed newsletter subscriptions. */
export const DEMO_NEWSLETTER_EMAILS: readonly { email: string; daysAgo: number }[] = [
  { email: 'laura.prieto@example.com', daysAgo: 40 },
  { email: 'compras.distribuciones-norte@example.com', daysAgo: 18 },
  { email: 'miguel.serrano@example.com', daysAgo: 3 },
];

/**
 * Conversations on the platform about accepted proposals. `from` is `client` or `company`;
 * `hoursAfterAccept` places each message after the proposal was accepted.
 */
export interface DemoConversation {
  client: string;
  company: string;
  /** Title of the request the conversation is about. */
  requestTitle: string;
  messages: { from: 'client' | 'company'; hoursAfterAccept: number; content: string }[];
}

export const DEMO_CONVERSATIONS: readonly DemoConversation[] = [
  {
    client: 'carmen',
    company: 'meseta',
    requestTitle: 'Subir un piano vertical a un tercer piso sin ascensor',
    messages: [
      {
        from: 'company',
        hoursAfterAccept: 0.5,
        content: 'Hola Carmen, gracias por aceptar nuestra propuesta. ¿Te viene bien el jueves a las 10:00?',
      },
      {
        from: 'client',
        hoursAfterAccept: 1.2,
        content: 'Hola Raúl, el jueves perfecto. En la tienda preguntad por Luis, él os entrega el piano.',
      },
      {
        from: 'company',
        hoursAfterAccept: 1.5,
        content: 'Apuntado. Iremos tres personas con correas y plataforma. Te llamamos al salir de la tienda.',
      },
      { from: 'client', hoursAfterAccept: 2, content: '¡Genial, muchas gracias! El portal es estrecho, pero la escalera es recta.' },
    ],
  },
  {
    client: 'pablo',
    company: 'giralda',
    requestTitle: 'Traslado de muebles antiguos y un piano de cola',
    messages: [
      {
        from: 'company',
        hoursAfterAccept: 2,
        content: 'Buenos días, Pablo. Ya hemos pedido el permiso de carga al ayuntamiento; en cuanto lo tengamos te confirmamos la fecha.',
      },
      { from: 'client', hoursAfterAccept: 5, content: 'Perfecto. ¿Necesitáis que esté alguien en Carmona para recibir los muebles?' },
      {
        from: 'company',
        hoursAfterAccept: 6,
        content: 'Sí, basta con una persona que nos indique dónde va cada mueble. El piano lo dejamos nivelado.',
      },
    ],
  },
];
